import { COUNTRY_CURRENCY } from '../../domain/money'
import { createRng, hash32, type Rng } from '../../domain/prng'
import type { MealType } from '../schema'
import type { SeedCity } from './cities'
import { SEED_RATES } from './exchange-rates'
import { BRANCH_MODIFIERS, BRANDS, HOTEL_KINDS, RATE_TEMPLATES, ROOM_TEMPLATES, STREETS } from './words'

// The generated hotel catalogue. Hotel n is built from a PRNG seeded by n alone, and names
// are made unique against hotels 1..n-1 only, so the first 60 hotels of a 60-hotel test
// database are the same as the first 60 of a 50,000-hotel benchmark database.

/**
 * Hotels whose supplier confirmation always fails (for the booking issue's CONFIRM_FAILED
 * path, §4). Ids above SEED_HOTELS simply do not exist in a smaller database.
 */
export const ALWAYS_FAIL_CONFIRMATION_HOTEL_IDS: readonly number[] = [7, 13, 42, 404, 1313]

export type CityContext = {
  id: number
  city: SeedCity
  lat: number
  lng: number
  phoneCode: string
}

export type HotelSeed = {
  id: number
  regionId: number
  countryCode: string
  nameEn: string
  nameZh: string
  addressEn: string
  addressZh: string
  starRating: number
  lat: number
  lng: number
  checkInTime: string
  checkOutTime: string
  imageCount: number
  currency: string
  basePrice: string
  popularity: number
  supplierBehavior: string
  phone: string
}

export type RoomTypeSeed = {
  id: number
  hotelId: number
  code: string
  nameEn: string
  nameZh: string
  bedTypeEn: string
  bedTypeZh: string
  maxOccupancy: number
  maxChildren: number
  baseAllotment: number
  priceFactor: string
  sort: number
}

export type RatePlanSeed = {
  id: number
  roomTypeId: number
  code: string
  nameEn: string
  nameZh: string
  mealType: MealType
  mealCount: number
  refundable: boolean
  freeCancelDays: number | null
  priceFactor: string
}

export type HotelBundle = { hotel: HotelSeed; roomTypes: RoomTypeSeed[]; ratePlans: RatePlanSeed[] }

/** Typical nightly price of the cheapest room by star rating, in CNY, before the city level. */
const CNY_BASE_BY_STARS: Record<number, number> = { 2: 240, 3: 420, 4: 780, 5: 1500 }
const STAR_WEIGHTS: ReadonlyArray<readonly [number, number]> = [[2, 15], [3, 35], [4, 32], [5, 18]]

/** Rounds a price in local currency to a figure a hotel would quote. */
function tidyPrice(amount: number, perCny: number): number {
  if (perCny >= 100) return Math.max(1000, Math.round(amount / 1000) * 1000) // IDR, VND, KRW
  if (perCny >= 10) return Math.max(100, Math.round(amount / 100) * 100) // JPY, INR
  return Math.max(1, Math.round(amount))
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6
}

export function createCatalogue(cities: readonly CityContext[]) {
  if (cities.length === 0) throw new Error('createCatalogue needs at least one city')
  const usedNames = new Set<string>()

  function uniqueName(rng: Rng, ctx: CityContext, kindEn: string, kindZh: string): { en: string; zh: string; district: readonly [string, string] } {
    for (let attempt = 0; attempt < 4; attempt++) {
      const [brandEn, brandZh] = rng.pick(BRANDS)
      const district = rng.pick(ctx.city.districts)
      const en = `${brandEn} ${kindEn} ${district[0]}`
      const key = `${ctx.id}|${en}`
      if (!usedNames.has(key)) {
        usedNames.add(key)
        return { en, zh: `${district[1]}${brandZh}${kindZh}`, district }
      }
    }
    const [brandEn, brandZh] = rng.pick(BRANDS)
    const district = rng.pick(ctx.city.districts)
    for (const [modEn, modZh] of BRANCH_MODIFIERS) {
      const en = `${brandEn} ${kindEn} ${district[0]} ${modEn}`
      if (!usedNames.has(`${ctx.id}|${en}`)) {
        usedNames.add(`${ctx.id}|${en}`)
        return { en, zh: `${district[1]}${modZh}${brandZh}${kindZh}`, district }
      }
    }
    for (let k = 2; ; k++) {
      const en = `${brandEn} ${kindEn} ${district[0]} ${k}`
      if (!usedNames.has(`${ctx.id}|${en}`)) {
        usedNames.add(`${ctx.id}|${en}`)
        return { en, zh: `${district[1]}${brandZh}${kindZh}${k}号店`, district }
      }
    }
  }

  /** Builds hotel `id`; call with ids 1, 2, 3… in order (names depend on earlier hotels). */
  function hotel(id: number): HotelBundle {
    const rng = createRng(hash32(`hotel:${id}`))
    const ctx = rng.weighted(cities, (c) => c.city.weight)
    const { city } = ctx
    const stars = rng.weighted(STAR_WEIGHTS, ([, w]) => w)[0]
    const kinds = HOTEL_KINDS.filter((k) => stars >= k.minStars && stars <= k.maxStars && (!k.resortOnly || city.resort))
    const kind = rng.weighted(kinds, (k) => (k.pair[0] === 'Hotel' ? 5 : k.resortOnly ? 3 : 1))
    const name = uniqueName(rng, ctx, kind.pair[0], kind.pair[1])
    const [streetEn, streetZh] = rng.pick(STREETS)
    const number = rng.int(1, 388)
    const currency = COUNTRY_CURRENCY[city.country]
    if (!currency) throw new Error(`No supplier currency for country ${city.country}`)
    const perCny = SEED_RATES[currency]
    const cnyPrice = (CNY_BASE_BY_STARS[stars] ?? 400) * city.priceLevel * (0.8 + rng.next() * 0.5)
    const latSpread = 0.12
    const lat = ctx.lat + (rng.next() - 0.5) * latSpread
    const lng = ctx.lng + ((rng.next() - 0.5) * latSpread) / Math.max(0.3, Math.cos((ctx.lat * Math.PI) / 180))
    const cancelDays = rng.pick([1, 1, 2, 3, 3, 7])

    const hotelRow: HotelSeed = {
      id,
      regionId: ctx.id,
      countryCode: city.country,
      nameEn: name.en,
      nameZh: name.zh,
      addressEn: `${number} ${streetEn}, ${name.district[0]}, ${city.names['en-US']}`,
      addressZh: `${city.names['zh-CN']}${name.district[1]}${streetZh}${number}号`,
      starRating: stars,
      lat: round6(lat),
      lng: round6(lng),
      checkInTime: rng.chance(0.6) ? '14:00' : '15:00',
      checkOutTime: rng.chance(0.65) ? '12:00' : '11:00',
      imageCount: rng.weighted([1, 2, 3, 4, 5], (n) => (n <= 2 ? 1 : 3)),
      currency,
      basePrice: tidyPrice(cnyPrice * perCny, perCny).toFixed(2),
      popularity: Math.min(100, Math.round(rng.next() * 60 + stars * 8)),
      supplierBehavior: ALWAYS_FAIL_CONFIRMATION_HOTEL_IDS.includes(id) ? 'always_fail_confirm' : 'normal',
      phone: `+${ctx.phoneCode} ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(100, 999)}`,
    }

    const eligibleRooms = ROOM_TEMPLATES.filter((t) => t.minStars <= stars)
    const rooms = rng.sample(eligibleRooms, rng.int(2, Math.min(6, eligibleRooms.length)))
    const roomTypes: RoomTypeSeed[] = []
    const ratePlans: RatePlanSeed[] = []
    rooms.forEach((t, k) => {
      const roomId = id * 10 + k + 1
      roomTypes.push({
        id: roomId,
        hotelId: id,
        code: t.code,
        nameEn: t.name[0],
        nameZh: t.name[1],
        bedTypeEn: t.bed[0],
        bedTypeZh: t.bed[1],
        maxOccupancy: t.maxOccupancy,
        maxChildren: t.maxChildren,
        baseAllotment: rng.int(2, 9),
        priceFactor: t.priceFactor.toFixed(3),
        sort: k,
      })
      const eligibleRates = RATE_TEMPLATES.filter((r) => r.mealType !== 'half_board' || stars >= 4 || city.resort)
      const rates = rng.sample(eligibleRates, rng.int(1, 4))
      rates.forEach((r, j) => {
        ratePlans.push({
          id: roomId * 10 + j + 1,
          roomTypeId: roomId,
          code: r.code,
          nameEn: r.name[0],
          nameZh: r.name[1],
          mealType: r.mealType,
          mealCount: r.mealCount,
          refundable: r.refundable,
          freeCancelDays: r.refundable ? cancelDays : null,
          priceFactor: r.priceFactor.toFixed(3),
        })
      })
    })
    return { hotel: hotelRow, roomTypes, ratePlans }
  }

  return { hotel }
}
