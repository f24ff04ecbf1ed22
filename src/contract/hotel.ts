import * as z from 'zod/mini'
import { currencySchema } from './currencies'
import { LOCALES } from './locales'
import { intParam } from './params'
import { lazySchema } from './lazy-schema'

// §3 search state, price, history and favourite records; §7 "Hotel search and content":
// destinations, static content, the hotel list (rates and check_available: hotel-rates.ts).
// Server handlers and the client share these schemas.

/** Calendar date "YYYY-MM-DD" (hotel nights are dates, not instants). */
export const isoDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-12-24'),
  z.refine((s) => {
    const d = new Date(`${s}T00:00:00Z`)
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
  }, 'is not a real calendar date'),
)

export const localizedNamesSchema = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, z.string()])) as Record<(typeof LOCALES)[number], z.ZodMiniString<string>>,
)
export type LocalizedNames = z.infer<typeof localizedNamesSchema>

export const MAX_NIGHTS = 30
export const MAX_ROOMS = 9
export const MAX_ADULTS_PER_ROOM = 8
export const MAX_CHILDREN_PER_ROOM = 4
export const MEAL_TYPES = ['none', 'breakfast', 'half_board'] as const
export const mealTypeSchema = z.enum(MEAL_TYPES)
export type MealType = z.infer<typeof mealTypeSchema>

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000)
}

/**
 * §3 derived search model: stay dates and occupancy. adultNum/childNum are per room,
 * childrenAges has one age per child (0-17). nation is the guests' ISO 3166 alpha-2 code.
 * Whether checkIn is in the past is checked by the server against Beijing time (§9).
 */
export const stayBaseSchema = lazySchema(() => z.object({
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  adultNum: intParam(1, MAX_ADULTS_PER_ROOM),
  childNum: z._default(intParam(0, MAX_CHILDREN_PER_ROOM), 0),
  childrenAges: z._default(z.array(intParam(0, 17)).check(z.maxLength(MAX_CHILDREN_PER_ROOM)), []),
  roomNum: intParam(1, MAX_ROOMS),
  nation: z._default(z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a two-letter country code')), 'CN'),
}))

type StayShape = { checkIn: string; checkOut: string; childNum: number; childrenAges: number[] }
/** Cross-field rules of a stay, reported on the field that is wrong. */
export function refineStay<T extends z.ZodMiniType<StayShape>>(schema: T) {
  return schema.check(z.superRefine((v: StayShape, ctx) => {
    const nights = nightsBetween(v.checkIn, v.checkOut)
    if (nights < 1) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'must be after checkIn' })
    else if (nights > MAX_NIGHTS) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: `stay is limited to ${MAX_NIGHTS} nights` })
    if (v.childrenAges.length !== v.childNum) {
      ctx.addIssue({ code: 'custom', path: ['childrenAges'], message: 'needs one age per child' })
    }
  }))
}
export const staySchema = lazySchema(() => refineStay(stayBaseSchema))
export type Stay = z.infer<typeof staySchema>

// ---------------------------------------------------------------------------------------
// Destinations: GET /static/v2/region/fuzzy, /static/v2/hotel_fuzzy, /static/v2/region/hot,
// /static/v2/region/{id}

export const fuzzyQuerySchema = lazySchema(() => z.object({
  keyword: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(64, 'is too long (64 characters at most)')),
  limit: z._default(intParam(1, 20), 8),
}))
export type FuzzyQuery = z.infer<typeof fuzzyQuerySchema>

export const regionHitSchema = z.object({
  id: z.int(),
  type: z.enum(['country', 'city']),
  countryCode: z.string(),
  names: localizedNamesSchema,
  countryNames: localizedNamesSchema,
  hotelCount: z.int(),
})
export type RegionHit = z.infer<typeof regionHitSchema>
export const regionHitListSchema = z.array(regionHitSchema)

export const hotelHitSchema = lazySchema(() => z.object({
  id: z.int(),
  nameEn: z.string(),
  nameZh: z.string(),
  starRating: z.int(),
  regionId: z.int(),
  cityNames: localizedNamesSchema,
  countryCode: z.string(),
}))
export type HotelHit = z.infer<typeof hotelHitSchema>
export const hotelHitListSchema = z.array(hotelHitSchema)

export const regionDetailSchema = lazySchema(() => z.extend(regionHitSchema, {
  lat: z.nullable(z.number()),
  lng: z.nullable(z.number()),
  timezone: z.nullable(z.string()),
}))
export type RegionDetail = z.infer<typeof regionDetailSchema>

export const idParamSchema = lazySchema(() => z.object({ id: z.coerce.number().check(z.int(), z.positive('must be a positive id'), z.lte(2_147_483_647)) }))

// ---------------------------------------------------------------------------------------
// Static hotel content: GET /static/v2/hotel/{id}; POST /static/v2/hotel_list (§3 static info)

export const hotelStaticSchema = lazySchema(() => z.object({
  id: z.int(),
  nameEn: z.string(),
  nameZh: z.string(),
  addressEn: z.string(),
  addressZh: z.string(),
  starRating: z.int(),
  lat: z.number(),
  lng: z.number(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  phone: z.string(),
  /** §9: at most 5 image URLs (same origin). */
  images: z.array(z.string()).check(z.maxLength(5)),
  regionId: z.int(),
  cityNames: localizedNamesSchema,
  countryCode: z.string(),
  /** Currency the supplier quotes in. */
  supplierCurrency: currencySchema,
}))
export type HotelStatic = z.infer<typeof hotelStaticSchema>

export const staticHotelListRequestSchema = lazySchema(() => z.object({
  hotelIds: z.array(z.int().check(z.positive())).check(z.minLength(1, 'needs at least one id'), z.maxLength(100, 'takes at most 100 ids')),
}))
/** §3 static hotel info. */
export const staticHotelInfoSchema = z.object({ hotelID: z.int(), hotelImage: z.string() })
export const staticHotelInfoListSchema = z.array(staticHotelInfoSchema)

// ---------------------------------------------------------------------------------------
// Money: every price shown is in the user's reference currency, 2 decimals (§9).

/** §3 Price. */
export const priceSchema = z.object({ totalPrice: z.number(), currencyCode: currencySchema })
export type Price = z.infer<typeof priceSchema>

// ---------------------------------------------------------------------------------------
// Hotel list: POST /room_rate/v3/hotel_list

export const HOTEL_SORTS = ['recommended', 'price_asc', 'price_desc', 'stars_desc'] as const
export const hotelSortSchema = z.enum(HOTEL_SORTS)
export type HotelSort = z.infer<typeof hotelSortSchema>
export const ADDRESS_TYPES = ['region', 'hotel'] as const
export const addressTypeSchema = z.enum(ADDRESS_TYPES)

export const hotelListFiltersSchema = lazySchema(() => z
  .object({
    /** In the request's reference currency, for the whole stay. */
    priceMin: z.optional(z.number().check(z.gte(0), z.lte(1e9))),
    priceMax: z.optional(z.number().check(z.gte(0), z.lte(1e9))),
    stars: z.optional(z.array(z.int().check(z.gte(1), z.lte(5))).check(z.maxLength(5))),
    mealTypes: z.optional(z.array(mealTypeSchema).check(z.maxLength(3))),
    freeCancellation: z.optional(z.boolean()),
    /** Hotel name contains (English or Chinese). */
    keyword: z.optional(z.string().check(z.trim(), z.maxLength(64, 'is too long (64 characters at most)'))),
  })
  .check(z.superRefine((f, ctx) => {
    if (f.priceMin !== undefined && f.priceMax !== undefined && f.priceMin > f.priceMax) {
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'must not be below priceMin' })
    }
  })))
export type HotelListFilters = z.infer<typeof hotelListFiltersSchema>

export const hotelListRequestSchema = lazySchema(() => refineStay(
  z.extend(stayBaseSchema, {
    addressType: addressTypeSchema,
    /** Region id or hotel id, as a string (it travels in URLs). */
    addressValue: z.string().check(z.regex(/^\d{1,10}$/, 'must be a region or hotel id')),
    currency: currencySchema,
    filters: z._default(hotelListFiltersSchema, {}),
    sort: z._default(hotelSortSchema, 'recommended'),
    pageNum: z._default(intParam(1, 10_000), 1),
    pageSize: z._default(intParam(1, 50), 20),
  }),
))
export type HotelListRequest = z.infer<typeof hotelListRequestSchema>

export const hotelListItemSchema = lazySchema(() => z.object({
  hotelId: z.int(),
  nameEn: z.string(),
  nameZh: z.string(),
  starRating: z.int(),
  addressEn: z.string(),
  addressZh: z.string(),
  cityNames: localizedNamesSchema,
  image: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Lowest bookable total for the whole stay and all rooms; null when sold out or hidden. */
  lowestPrice: z.nullable(priceSchema),
  available: z.boolean(),
  /** Some room type takes this many guests per room; false: unavailable for that, not sold out. */
  roomsFit: z.boolean(),
  hasFreeCancellation: z.boolean(),
  mealTypes: z.array(mealTypeSchema),
}))
export type HotelListItem = z.infer<typeof hotelListItemSchema>

export const hotelListResponseSchema = lazySchema(() => z.object({
  total: z.int(),
  pageNum: z.int(),
  pageSize: z.int(),
  currency: currencySchema,
  /** True when the caller lacks QUERY_PRICE (§6): prices are withheld, not just hidden. */
  pricesHidden: z.boolean(),
  hotels: z.array(hotelListItemSchema),
}))
export type HotelListResponse = z.infer<typeof hotelListResponseSchema>

// ---------------------------------------------------------------------------------------
// Browsing history and favourites (§2 drawer, §3 records, §7 view_history / hotel_favorites)

/** §3 hotel history item. `price` is the last seen lowest nightly price in `currencyCode`. */
export const historyItemSchema = lazySchema(() => z.object({
  hotelId: z.int(),
  hotelName: z.string(),
  hotelNameCN: z.string(),
  queryTime: z.string(),
  isFavorite: z.boolean(),
  price: z.nullable(z.number()),
  currencyCode: currencySchema,
  hotelImage: z.string(),
}))
export type HistoryItem = z.infer<typeof historyItemSchema>
export const historyListSchema = z.array(historyItemSchema)

export const historyGetRequestSchema = z.object({ currency: currencySchema, limit: z._default(intParam(1, 200), 100) })
/** Records a visit; `queryTime` lets a visit made offline be replayed with its real time. */
export const historyAddRequestSchema = lazySchema(() => z.object({ hotelId: z.int().check(z.positive()), queryTime: z.optional(z.string().check(z.iso.datetime({ offset: true }))) }))
/** Deletes the given hotels from the history, or all of it when hotelIds is empty. */
export const historyDeleteRequestSchema = lazySchema(() => z.object({ hotelIds: z._default(z.array(z.int().check(z.positive())).check(z.maxLength(500)), []) }))

/** §3 favourite record. */
export const favouriteRecordSchema = lazySchema(() => z.object({
  s_hotel_id: z.int(),
  hotel_name: z.string(),
  hotel_name_cn: z.string(),
  create_date: z.string(),
  hotelImage: z.string(),
}))
export type FavouriteRecord = z.infer<typeof favouriteRecordSchema>
export const favouriteListSchema = z.array(favouriteRecordSchema)
export const favouriteChangeRequestSchema = z.object({ s_hotel_id: z.int().check(z.positive()) })
