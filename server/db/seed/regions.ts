import { City, Country } from 'country-state-city'
import countries from 'i18n-iso-countries'
import type { LocalizedNames } from '../schema'
import { cityId, SEED_CITIES, type SeedCity } from './cities'

// Region rows (countries and the seed's cities) built from installed packages only: no
// network. Country names come from i18n-iso-countries, coordinates from country-state-city.

export type RegionRow = {
  id: number
  type: 'country' | 'city'
  countryCode: string
  parentId: number | null
  names: LocalizedNames
  searchText: string
  lat: number | null
  lng: number | null
  isHot: boolean
  sort: number
  timezone: string | null
}

const LIB_LANG: Record<keyof LocalizedNames, string> = {
  'en-US': 'en', 'zh-CN': 'zh', ja: 'ja', ko: 'ko', es: 'es', ar: 'ar',
}

// Everyday names where the library's default reads like a treaty ("Korea, Republic of").
const COUNTRY_NAME_OVERRIDES: Record<string, Partial<LocalizedNames>> = {
  CN: { 'en-US': 'China', ja: '中国' },
  KR: { 'en-US': 'South Korea', es: 'Corea del Sur' },
  GB: { 'en-US': 'United Kingdom' },
  US: { 'en-US': 'United States' },
  VN: { 'en-US': 'Vietnam' },
  RU: { 'en-US': 'Russia' },
  TW: { 'en-US': 'Taiwan', 'zh-CN': '中国台湾' },
}

function countryNames(code: string): LocalizedNames {
  const names = {} as LocalizedNames
  for (const [locale, lang] of Object.entries(LIB_LANG) as Array<[keyof LocalizedNames, string]>) {
    const alias = countries.getName(code, lang, { select: 'alias' })
    const official = countries.getName(code, lang, { select: 'official' })
    const pick = alias && !alias.includes(',') ? alias : official ?? alias
    names[locale] = COUNTRY_NAME_OVERRIDES[code]?.[locale] ?? pick ?? code
  }
  return names
}

export function searchTextOf(names: LocalizedNames, ...extra: string[]): string {
  return [...new Set([...Object.values(names), ...extra].map((s) => s.toLowerCase()))].join(' ')
}

function num(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null
  const n = Number(value)
  return Number.isFinite(n) ? n : null
}

/** Finds a seed city in country-state-city; throws when it is missing or ambiguous. */
export function locateCity(city: SeedCity): { lat: number; lng: number } {
  const name = city.lookup ?? city.names['en-US']
  const matches = (City.getCitiesOfCountry(city.country) ?? []).filter(
    (c) => c.name === name && (!city.state || c.stateCode === city.state),
  )
  if (matches.length !== 1) {
    throw new Error(
      `Seed city "${name}" (${city.country}${city.state ? `/${city.state}` : ''}) ` +
        `${matches.length === 0 ? 'was not found' : `is ambiguous (${matches.length} matches)`} in country-state-city`,
    )
  }
  const lat = num(matches[0]?.latitude)
  const lng = num(matches[0]?.longitude)
  if (lat === null || lng === null) throw new Error(`Seed city "${name}" has no coordinates in country-state-city`)
  return { lat, lng }
}

export function countryRegionId(code: string): number {
  const numeric = countries.alpha2ToNumeric(code)
  if (!numeric) throw new Error(`No ISO numeric code for country ${code}`)
  return Number(numeric)
}

export function buildRegionRows(cities: readonly SeedCity[] = SEED_CITIES): RegionRow[] {
  const codes = Object.keys(countries.getAlpha2Codes())
  const countryRows: RegionRow[] = codes.map((code) => {
    const info = Country.getCountryByCode(code)
    const names = countryNames(code)
    return {
      id: countryRegionId(code),
      type: 'country',
      countryCode: code,
      parentId: null,
      names,
      searchText: searchTextOf(names, code),
      lat: num(info?.latitude),
      lng: num(info?.longitude),
      isHot: false,
      sort: 0,
      timezone: info?.timezones?.[0]?.zoneName ?? null,
    }
  })
  countryRows.sort((a, b) => a.names['en-US'].localeCompare(b.names['en-US'], 'en'))
  countryRows.forEach((row, i) => (row.sort = i + 1))

  const cityRows: RegionRow[] = cities.map((city, i) => {
    const { lat, lng } = locateCity(city)
    return {
      id: cityId(i),
      type: 'city',
      countryCode: city.country,
      parentId: countryRegionId(city.country),
      names: city.names,
      searchText: searchTextOf(city.names, city.key, ...city.districts.flat()),
      lat,
      lng,
      isHot: city.hot ?? false,
      sort: i + 1,
      timezone: city.timezone,
    }
  })
  return [...countryRows, ...cityRows]
}
