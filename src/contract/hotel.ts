import { z } from 'zod'
import { currencySchema } from './currencies'
import { LOCALES } from './locales'

// §3 search state, room/rate, price, history and favourite records; §7 "Hotel search and
// content" and check_available. Server handlers and the client share these schemas.

/** Calendar date "YYYY-MM-DD" (hotel nights are dates, not instants). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-12-24')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`)
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
  }, 'is not a real calendar date')

export const localizedNamesSchema = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, z.string()])) as Record<(typeof LOCALES)[number], z.ZodString>,
)
export type LocalizedNames = z.infer<typeof localizedNamesSchema>

export const MAX_NIGHTS = 30
export const MAX_ROOMS = 9
export const MAX_ADULTS_PER_ROOM = 8
export const MAX_CHILDREN_PER_ROOM = 4
export const MEAL_TYPES = ['none', 'breakfast', 'half_board'] as const
export const mealTypeSchema = z.enum(MEAL_TYPES)
export type MealType = z.infer<typeof mealTypeSchema>

const intParam = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000)
}

/**
 * §3 derived search model: stay dates and occupancy. adultNum/childNum are per room,
 * childrenAges has one age per child (0-17). nation is the guests' ISO 3166 alpha-2 code.
 * Whether checkIn is in the past is checked by the server against Beijing time (§9).
 */
export const stayBaseSchema = z.object({
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  adultNum: intParam(1, MAX_ADULTS_PER_ROOM),
  childNum: intParam(0, MAX_CHILDREN_PER_ROOM).default(0),
  childrenAges: z.array(intParam(0, 17)).max(MAX_CHILDREN_PER_ROOM).default([]),
  roomNum: intParam(1, MAX_ROOMS),
  nation: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code').default('CN'),
})

type StayShape = { checkIn: string; checkOut: string; childNum: number; childrenAges: number[] }
/** Cross-field rules of a stay, reported on the field that is wrong. */
export function refineStay<T extends z.ZodType<StayShape>>(schema: T) {
  return schema.superRefine((v, ctx) => {
    const nights = nightsBetween(v.checkIn, v.checkOut)
    if (nights < 1) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'must be after checkIn' })
    else if (nights > MAX_NIGHTS) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: `stay is limited to ${MAX_NIGHTS} nights` })
    if (v.childrenAges.length !== v.childNum) {
      ctx.addIssue({ code: 'custom', path: ['childrenAges'], message: 'needs one age per child' })
    }
  })
}
export const staySchema = refineStay(stayBaseSchema)
export type Stay = z.infer<typeof staySchema>

// ---------------------------------------------------------------------------------------
// Destinations: GET /static/v2/region/fuzzy, /static/v2/hotel_fuzzy, /static/v2/region/hot,
// /static/v2/region/{id}

export const fuzzyQuerySchema = z.object({
  keyword: z.string().trim().min(1, 'is required').max(64, 'is too long (64 characters at most)'),
  limit: intParam(1, 20).default(8),
})
export type FuzzyQuery = z.infer<typeof fuzzyQuerySchema>

export const regionHitSchema = z.object({
  id: z.number().int(),
  type: z.enum(['country', 'city']),
  countryCode: z.string(),
  names: localizedNamesSchema,
  countryNames: localizedNamesSchema,
  hotelCount: z.number().int(),
})
export type RegionHit = z.infer<typeof regionHitSchema>
export const regionHitListSchema = z.array(regionHitSchema)

export const hotelHitSchema = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameZh: z.string(),
  starRating: z.number().int(),
  regionId: z.number().int(),
  cityNames: localizedNamesSchema,
  countryCode: z.string(),
})
export type HotelHit = z.infer<typeof hotelHitSchema>
export const hotelHitListSchema = z.array(hotelHitSchema)

export const regionDetailSchema = regionHitSchema.extend({
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  timezone: z.string().nullable(),
})
export type RegionDetail = z.infer<typeof regionDetailSchema>

export const idParamSchema = z.object({ id: z.coerce.number().int().positive('must be a positive id').max(2_147_483_647) })

// ---------------------------------------------------------------------------------------
// Static hotel content: GET /static/v2/hotel/{id}; POST /static/v2/hotel_list (§3 static info)

export const hotelStaticSchema = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameZh: z.string(),
  addressEn: z.string(),
  addressZh: z.string(),
  starRating: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  phone: z.string(),
  /** §9: at most 5 image URLs (same origin). */
  images: z.array(z.string()).max(5),
  regionId: z.number().int(),
  cityNames: localizedNamesSchema,
  countryCode: z.string(),
  /** Currency the supplier quotes in. */
  supplierCurrency: currencySchema,
})
export type HotelStatic = z.infer<typeof hotelStaticSchema>

export const staticHotelListRequestSchema = z.object({
  hotelIds: z.array(z.number().int().positive()).min(1, 'needs at least one id').max(100, 'takes at most 100 ids'),
})
/** §3 static hotel info. */
export const staticHotelInfoSchema = z.object({ hotelID: z.number().int(), hotelImage: z.string() })
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

export const hotelListFiltersSchema = z
  .object({
    /** In the request's reference currency, for the whole stay. */
    priceMin: z.number().min(0).max(1e9).optional(),
    priceMax: z.number().min(0).max(1e9).optional(),
    stars: z.array(z.number().int().min(1).max(5)).max(5).optional(),
    mealTypes: z.array(mealTypeSchema).max(3).optional(),
    freeCancellation: z.boolean().optional(),
    /** Hotel name contains (English or Chinese). */
    keyword: z.string().trim().max(64, 'is too long (64 characters at most)').optional(),
  })
  .superRefine((f, ctx) => {
    if (f.priceMin !== undefined && f.priceMax !== undefined && f.priceMin > f.priceMax) {
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'must not be below priceMin' })
    }
  })
export type HotelListFilters = z.infer<typeof hotelListFiltersSchema>

export const hotelListRequestSchema = refineStay(
  stayBaseSchema.extend({
    addressType: addressTypeSchema,
    /** Region id or hotel id, as a string (it travels in URLs). */
    addressValue: z.string().regex(/^\d{1,10}$/, 'must be a region or hotel id'),
    currency: currencySchema,
    filters: hotelListFiltersSchema.default({}),
    sort: hotelSortSchema.default('recommended'),
    pageNum: intParam(1, 10_000).default(1),
    pageSize: intParam(1, 50).default(20),
  }),
)
export type HotelListRequest = z.infer<typeof hotelListRequestSchema>

export const hotelListItemSchema = z.object({
  hotelId: z.number().int(),
  nameEn: z.string(),
  nameZh: z.string(),
  starRating: z.number().int(),
  addressEn: z.string(),
  addressZh: z.string(),
  cityNames: localizedNamesSchema,
  image: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Lowest bookable total for the whole stay and all rooms; null when sold out or hidden. */
  lowestPrice: priceSchema.nullable(),
  available: z.boolean(),
  hasFreeCancellation: z.boolean(),
  mealTypes: z.array(mealTypeSchema),
})
export type HotelListItem = z.infer<typeof hotelListItemSchema>

export const hotelListResponseSchema = z.object({
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  currency: currencySchema,
  /** True when the caller lacks QUERY_PRICE (§6): prices are withheld, not just hidden. */
  pricesHidden: z.boolean(),
  hotels: z.array(hotelListItemSchema),
})
export type HotelListResponse = z.infer<typeof hotelListResponseSchema>

// ---------------------------------------------------------------------------------------
// Rates for one hotel: POST /room_rate/v2/search/{id} (§3 Room/rate)

export const rateSearchRequestSchema = refineStay(stayBaseSchema.extend({ currency: currencySchema }))
export type RateSearchRequest = z.infer<typeof rateSearchRequestSchema>

export const dailyPriceSchema = z.object({ date: isoDateSchema, price: z.number(), taxAndFee: z.number() })
/** §3 cancel policy: from startDateTime (ISO instant, shown in Beijing time) the stay is (non-)refundable. */
export const cancelPolicyInfoSchema = z.object({ startDateTime: z.string(), refundable: z.boolean() })
export type CancelPolicyInfo = z.infer<typeof cancelPolicyInfoSchema>

export const rateInfoSchema = z.object({
  /** Opaque, stable key of (hotel, room type, rate plan) used by check_available and booking. */
  sid: z.string(),
  rateCode: z.string(),
  name: z.string(),
  nameCN: z.string(),
  roomTypeCode: z.string(),
  /** Rooms left for the whole stay (minimum over the nights). */
  allotment: z.number().int(),
  maxOccupancy: z.number().int(),
  maxChildren: z.number().int(),
  currencyCode: currencySchema,
  /** Whole stay, all rooms, taxes and fees included; null when prices are hidden (§6). */
  totalPrice: z.number().nullable(),
  totalTaxAndFee: z.number().nullable(),
  mealInfo: z.object({ mealType: mealTypeSchema, mealCount: z.number().int() }),
  paxRooms: z.object({
    roomCount: z.number().int(),
    adults: z.number().int(),
    children: z.number().int(),
    childrenAges: z.array(z.number().int()),
    /** Per night, per room; empty when prices are hidden. */
    dailyPriceInfo: z.array(dailyPriceSchema),
  }),
  refundable: z.boolean(),
  cancelPolicyInfos: z.array(cancelPolicyInfoSchema),
  /** Every night has allotment and the occupancy fits. */
  bookable: z.boolean(),
  /** Why it cannot be booked, when it cannot. */
  unavailableReason: z.enum(['sold_out', 'occupancy']).nullable(),
})
export type RateInfo = z.infer<typeof rateInfoSchema>

export const roomTypeRatesSchema = z.object({
  roomTypeCode: z.string(),
  roomTypeName: z.string(),
  roomTypeNameCN: z.string(),
  bedTypeDesc: z.string(),
  bedTypeDescCN: z.string(),
  maxOccupancy: z.number().int(),
  maxChildren: z.number().int(),
  rateInfos: z.array(rateInfoSchema),
})
export type RoomTypeRates = z.infer<typeof roomTypeRatesSchema>

export const rateSearchResponseSchema = z.object({
  hotelId: z.number().int(),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  nights: z.number().int(),
  currency: currencySchema,
  pricesHidden: z.boolean(),
  /** When these prices were computed (for "prices as of HH:MM" offline). */
  quotedAt: z.string(),
  roomTypes: z.array(roomTypeRatesSchema),
})
export type RateSearchResponse = z.infer<typeof rateSearchResponseSchema>

// POST /room_rate/v2/search/month/lowest_price
export const monthLowestRequestSchema = z.object({
  hotelId: z.number().int().positive(),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2026-12'),
  adultNum: intParam(1, MAX_ADULTS_PER_ROOM).default(2),
  currency: currencySchema,
})
export const monthLowestResponseSchema = z.object({
  month: z.string(),
  currency: currencySchema,
  pricesHidden: z.boolean(),
  /** Lowest one-night price per check-in date; null when nothing is bookable (or hidden). */
  days: z.array(z.object({ date: isoDateSchema, lowestPrice: z.number().nullable() })),
})
export type MonthLowestResponse = z.infer<typeof monthLowestResponseSchema>

// POST /room_rate/v2/popular_hotel: popular hotels near a hotel or in a region.
export const popularHotelRequestSchema = z
  .object({
    hotelId: z.number().int().positive().optional(),
    regionId: z.number().int().positive().optional(),
    limit: intParam(1, 20).default(6),
    currency: currencySchema,
  })
  .refine((v) => v.hotelId !== undefined || v.regionId !== undefined, { path: ['hotelId'], message: 'hotelId or regionId is required' })
export const popularHotelListSchema = z.array(hotelListItemSchema.omit({ lowestPrice: true, available: true, hasFreeCancellation: true, mealTypes: true }).extend({ distanceKm: z.number().nullable() }))

// POST /room_rate/v2/low_rate: §3 low price per hotel for a stay.
export const lowRateRequestSchema = refineStay(
  stayBaseSchema.extend({ hotelIds: z.array(z.number().int().positive()).min(1).max(50), currency: currencySchema }),
)
export const lowRateListSchema = z.array(z.object({ s_hotel_id: z.number().int(), low_price: z.number().nullable() }))

// ---------------------------------------------------------------------------------------
// Browsing history and favourites (§2 drawer, §3 records, §7 view_history / hotel_favorites)

/** §3 hotel history item. `price` is the last seen lowest nightly price in `currencyCode`. */
export const historyItemSchema = z.object({
  hotelId: z.number().int(),
  hotelName: z.string(),
  hotelNameCN: z.string(),
  queryTime: z.string(),
  isFavorite: z.boolean(),
  price: z.number().nullable(),
  currencyCode: currencySchema,
  hotelImage: z.string(),
})
export type HistoryItem = z.infer<typeof historyItemSchema>
export const historyListSchema = z.array(historyItemSchema)

export const historyGetRequestSchema = z.object({ currency: currencySchema, limit: intParam(1, 200).default(100) })
/** Records a visit; `queryTime` lets a visit made offline be replayed with its real time. */
export const historyAddRequestSchema = z.object({ hotelId: z.number().int().positive(), queryTime: z.string().datetime({ offset: true }).optional() })
/** Deletes the given hotels from the history, or all of it when hotelIds is empty. */
export const historyDeleteRequestSchema = z.object({ hotelIds: z.array(z.number().int().positive()).max(500).default([]) })

/** §3 favourite record. */
export const favouriteRecordSchema = z.object({
  s_hotel_id: z.number().int(),
  hotel_name: z.string(),
  hotel_name_cn: z.string(),
  create_date: z.string(),
  hotelImage: z.string(),
})
export type FavouriteRecord = z.infer<typeof favouriteRecordSchema>
export const favouriteListSchema = z.array(favouriteRecordSchema)
export const favouriteChangeRequestSchema = z.object({ s_hotel_id: z.number().int().positive() })

// ---------------------------------------------------------------------------------------
// POST /booking/v2/check_available: re-quote one rate before booking.

export const checkAvailableRequestSchema = refineStay(
  stayBaseSchema.extend({
    sid: z.string().regex(/^\d{1,10}:\d{1,10}:\d{1,10}$/, 'is not a rate key'),
    currency: currencySchema,
    /** The total the agent saw; when it differs from today's the response says so. */
    expectedTotal: z.number().min(0).optional(),
  }),
)
export type CheckAvailableRequest = z.infer<typeof checkAvailableRequestSchema>

export const checkAvailableResponseSchema = z.object({
  available: z.boolean(),
  priceChanged: z.boolean(),
  previousTotal: z.number().nullable(),
  rate: rateInfoSchema,
  hotel: z.object({ id: z.number().int(), nameEn: z.string(), nameZh: z.string() }),
  roomTypeName: z.string(),
  roomTypeNameCN: z.string(),
  quotedAt: z.string(),
})
export type CheckAvailableResponse = z.infer<typeof checkAvailableResponseSchema>

/** rate key = "<hotelId>:<roomTypeId>:<ratePlanId>". */
export function rateKey(hotelId: number, roomTypeId: number, ratePlanId: number): string {
  return `${hotelId}:${roomTypeId}:${ratePlanId}`
}
export function parseRateKey(sid: string): { hotelId: number; roomTypeId: number; ratePlanId: number } | null {
  const m = /^(\d{1,10}):(\d{1,10}):(\d{1,10})$/.exec(sid)
  return m ? { hotelId: Number(m[1]), roomTypeId: Number(m[2]), ratePlanId: Number(m[3]) } : null
}
