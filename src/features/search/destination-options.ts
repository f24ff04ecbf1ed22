import type { HotelHit, Locale, RegionHit } from '../../contract'
import type { Destination } from './search-store'

// The combobox's options, grouped (§7: cities/regions vs hotels), with names in the UI language.

export type DestinationOption =
  | { kind: 'region'; id: string; label: string; detail: string; destination: Destination }
  | { kind: 'hotel'; id: string; label: string; detail: string; destination: Destination }

export function regionLabel(hit: RegionHit, locale: Locale): string {
  return hit.names[locale] || hit.names['en-US']
}

export function hotelLabel(hit: Pick<HotelHit, 'nameEn' | 'nameZh'>, locale: Locale): string {
  return locale === 'zh-CN' && hit.nameZh ? hit.nameZh : hit.nameEn
}

export function regionOptions(hits: readonly RegionHit[], locale: Locale): DestinationOption[] {
  return hits.map((hit) => {
    const label = regionLabel(hit, locale)
    const country = hit.countryNames[locale] || hit.countryNames['en-US']
    return {
      kind: 'region',
      id: `region-${hit.id}`,
      label,
      detail: hit.type === 'city' ? country : '',
      destination: { type: 'region', value: String(hit.id), text: label },
    }
  })
}

export function hotelOptions(hits: readonly HotelHit[], locale: Locale): DestinationOption[] {
  return hits.map((hit) => {
    const label = hotelLabel(hit, locale)
    return {
      kind: 'hotel',
      id: `hotel-${hit.id}`,
      label,
      detail: hit.cityNames[locale] || hit.cityNames['en-US'],
      destination: { type: 'hotel', value: String(hit.id), text: label },
    }
  })
}
