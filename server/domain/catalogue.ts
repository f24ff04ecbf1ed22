import type { LocalizedNames } from '../../src/contract/hotel'
import type { Db } from '../db/client'
import { exchangeRates } from '../db/schema'
import type { HotelIndex } from './search/hotel-index'
import { loadCatalogue, NO_FREE_CANCEL } from './catalogue-load'

export { NO_FREE_CANCEL }

/**
 * The hotel catalogue held in process memory (docs/decisions.md: "Hotel search reads an in-memory catalogue").
 *
 * Why: search and hotel_list must answer in a few milliseconds at 50,000 hotels while PGlite
 * runs one query at a time, so the static part of the catalogue (regions, hotels, room
 * types, rate plans) is read from the database once, on first use, and kept in compact
 * column arrays (typed arrays for numbers, interned strings). Only `allotment_taken` (the
 * one thing bookings change) is read per request. The cache is derived data: any instance
 * can rebuild it from the database, and `invalidateCatalogue(db)` drops it so the next
 * request reloads (call it after an admin edits hotels). Nothing else is kept in memory.
 *
 * Layout: hotels sorted by id (index h); room types grouped by hotel in `sort` order, hotel
 * h owning rooms [roomStart[h], roomStart[h + 1]); rate plans grouped by room type the same
 * way via planStart. Exchange rates are cached separately for 60 s (they may be edited).
 */
export type Catalogue = {
  regions: RegionEntry[]
  regionById: Map<number, RegionEntry>
  /** Hot cities in seed order (§4 hot city list). */
  hotCities: RegionEntry[]

  hotelCount: number
  hotelIndexById: Map<number, number>
  hId: Int32Array
  hRegion: Int32Array
  hStars: Uint8Array
  hPopularity: Uint8Array
  hImageCount: Uint8Array
  hLat: Float64Array
  hLng: Float64Array
  hBasePrice: Float64Array
  hCurrency: string[]
  hCountry: string[]
  hNameEn: string[]
  hNameZh: string[]
  hAddressEn: string[]
  hAddressZh: string[]
  hCheckIn: string[]
  hCheckOut: string[]
  hPhone: string[]
  /** normalize(nameEn) + ' ' + nameZh, for the hotel-name keyword filter. */
  hNameNorm: string[]
  roomStart: Int32Array

  roomCount: number
  rId: Int32Array
  rHotel: Int32Array
  rCode: string[]
  rNameEn: string[]
  rNameZh: string[]
  rBedEn: string[]
  rBedZh: string[]
  rMaxOcc: Uint8Array
  rMaxChildren: Uint8Array
  rBaseAllotment: Uint8Array
  rFactor: Float64Array
  planStart: Int32Array

  planCount: number
  pId: Int32Array
  pCode: string[]
  pNameEn: string[]
  pNameZh: string[]
  /** Index into MEAL_TYPES. */
  pMeal: Uint8Array
  pMealCount: Uint8Array
  pRefundable: Uint8Array
  /** Free-cancellation days before check-in; -1 when non-refundable. */
  pCancelDays: Int16Array
  pFactor: Float64Array

  /** Derived per hotel: taxRate(country) and whether its currency has no minor units. */
  hTax: Float64Array
  hZeroDecimals: Uint8Array
  /** Derived per hotel: bit mask of the meal types its plans offer. */
  hMealMask: Uint8Array
  /**
   * Derived per hotel and meal type (index h * MEAL_TYPES.length + m): the fewest
   * free-cancellation days among its refundable plans with that meal, NO_FREE_CANCEL if none.
   * Free cancellation is still open for plans with at most "days until the deadline" days,
   * so the list's meal / free-cancellation filters need no per-plan loop.
   */
  hMealMinCancelDays: Int16Array
  /** Derived per room type: its plan with the lowest price factor (the cheapest), or -1. */
  rCheapestPlan: Int32Array

  /** City region id → hotel indexes, most popular first. */
  hotelsByCity: Map<number, Int32Array>
  /** Country code → hotel indexes, most popular first. */
  hotelsByCountry: Map<string, Int32Array>
  hotelIndex: HotelIndex
  loadedAt: Date
  loadMs: number
}

export type RegionEntry = {
  id: number
  type: 'country' | 'city'
  countryCode: string
  parentId: number | null
  names: LocalizedNames
  lat: number | null
  lng: number | null
  isHot: boolean
  sort: number
  timezone: string | null
  hotelCount: number
  /** Normalised names (every locale), then aliases (city key, country code), then districts. */
  variants: string[]
  /** variants[0..primaryCount) are names; the rest are districts and aliases ranked lower. */
  primaryCount: number
}

const catalogues = new WeakMap<Db, Promise<Catalogue>>()

/** The catalogue of this database, loading it on first use (concurrent callers share the load). */
export function getCatalogue(db: Db): Promise<Catalogue> {
  let pending = catalogues.get(db)
  if (!pending) {
    pending = loadCatalogue(db)
    catalogues.set(db, pending)
    // A failed load is not cached: the next request tries again.
    pending.catch(() => {
      if (catalogues.get(db) === pending) catalogues.delete(db)
    })
  }
  return pending
}

/** Drops the cached catalogue; the next request reloads it from the database. */
export function invalidateCatalogue(db: Db): void {
  catalogues.delete(db)
}

// ---------------------------------------------------------------------------------------
// Exchange rates (§1 reference currencies): units per CNY, cached for a minute per database.

export type Rates = ReadonlyMap<string, number>
const RATES_TTL_MS = 60_000
const rateCache = new WeakMap<Db, { at: number; rates: Promise<Rates> }>()

export function getRates(db: Db, now = Date.now()): Promise<Rates> {
  const hit = rateCache.get(db)
  if (hit && now - hit.at < RATES_TTL_MS) return hit.rates
  const rates = db
    .select({ code: exchangeRates.code, perCny: exchangeRates.perCny })
    .from(exchangeRates)
    .then((rows) => new Map(rows.map((r) => [r.code, Number(r.perCny)])) as Rates)
  rateCache.set(db, { at: now, rates })
  rates.catch(() => {
    if (rateCache.get(db)?.rates === rates) rateCache.delete(db)
  })
  return rates
}

/** Drops cached exchange rates (after an admin updates them). */
export function invalidateRates(db: Db): void {
  rateCache.delete(db)
}

/** The hotel's first picture (same origin, served by routes/static/hotel-image.ts). */
/** Names to fall back on when a hotel's city is missing from the catalogue. */
export const EMPTY_NAMES: LocalizedNames = { 'zh-CN': '', 'en-US': '', ja: '', ko: '', es: '', ar: '' }

/** The descriptive fields of hotel h shared by the hotel-list and popular-hotel answers. */
export function hotelSummary(cat: Catalogue, h: number) {
  const id = cat.hId[h] as number
  return {
    hotelId: id,
    nameEn: cat.hNameEn[h] as string,
    nameZh: cat.hNameZh[h] as string,
    starRating: cat.hStars[h] as number,
    addressEn: cat.hAddressEn[h] as string,
    addressZh: cat.hAddressZh[h] as string,
    cityNames: cat.regionById.get(cat.hRegion[h] as number)?.names ?? EMPTY_NAMES,
    image: hotelImageUrl(id),
    lat: cat.hLat[h] as number,
    lng: cat.hLng[h] as number,
  }
}

export function hotelImageUrl(hotelId: number, n = 1): string {
  return `/static/img/hotel/${hotelId}/${n}.png`
}

export function hotelImages(cat: Catalogue, h: number): string[] {
  const id = cat.hId[h] as number
  const count = Math.min(5, cat.hImageCount[h] as number) // §9: at most 5
  return Array.from({ length: count }, (_, i) => hotelImageUrl(id, i + 1))
}

/**
 * Starts loading the catalogue at server start so the first search does not wait for it;
 * logs how long it took and the process RSS afterwards. Failures are logged and retried on
 * the next request.
 */
export function warmCatalogue(db: Db, logger: { info(obj: object, msg: string): void; error(obj: object, msg: string): void }): void {
  getCatalogue(db).then(
    (cat) =>
      logger.info(
        {
          hotels: cat.hotelCount,
          roomTypes: cat.roomCount,
          ratePlans: cat.planCount,
          loadMs: Math.round(cat.loadMs),
          rssMb: Math.round(process.memoryUsage().rss / 1048576),
        },
        'hotel catalogue loaded',
      ),
    (err: unknown) => logger.error({ err }, 'hotel catalogue failed to load'),
  )
}
