import * as z from 'zod/mini'
import { currencySchema } from './currencies'
import { hotelListItemSchema, isoDateSchema, MAX_ADULTS_PER_ROOM, mealTypeSchema, refineStay, stayBaseSchema } from './hotel'
import { intParam } from './params'
import { lazySchema } from './lazy-schema'

// §3 room/rate and §7 rates for one hotel (search, month calendar, popular hotels, low rates)
// and check_available: the stay-priced half of "Hotel search and content".

// ---------------------------------------------------------------------------------------
// Rates for one hotel: POST /room_rate/v2/search/{id} (§3 Room/rate)

export const rateSearchRequestSchema = lazySchema(() => refineStay(z.extend(stayBaseSchema, { currency: currencySchema })))
export type RateSearchRequest = z.infer<typeof rateSearchRequestSchema>

export const dailyPriceSchema = z.object({ date: isoDateSchema, price: z.number(), taxAndFee: z.number() })
/** §3 cancel policy: from startDateTime (ISO instant, shown in Beijing time) the stay is (non-)refundable. */
export const cancelPolicyInfoSchema = z.object({ startDateTime: z.string(), refundable: z.boolean() })
export type CancelPolicyInfo = z.infer<typeof cancelPolicyInfoSchema>

export const rateInfoSchema = lazySchema(() => z.object({
  /** Opaque, stable key of (hotel, room type, rate plan) used by check_available and booking. */
  sid: z.string(),
  rateCode: z.string(),
  name: z.string(),
  nameCN: z.string(),
  roomTypeCode: z.string(),
  /** Rooms left for the whole stay (minimum over the nights). */
  allotment: z.int(),
  maxOccupancy: z.int(),
  maxChildren: z.int(),
  currencyCode: currencySchema,
  /** Whole stay, all rooms, taxes and fees included; null when prices are hidden (§6). */
  totalPrice: z.nullable(z.number()),
  totalTaxAndFee: z.nullable(z.number()),
  mealInfo: z.object({ mealType: mealTypeSchema, mealCount: z.int() }),
  paxRooms: z.object({
    roomCount: z.int(),
    adults: z.int(),
    children: z.int(),
    childrenAges: z.array(z.int()),
    /** Per night, per room; empty when prices are hidden. */
    dailyPriceInfo: z.array(dailyPriceSchema),
  }),
  refundable: z.boolean(),
  cancelPolicyInfos: z.array(cancelPolicyInfoSchema),
  /** Every night has allotment and the occupancy fits. */
  bookable: z.boolean(),
  /** Why it cannot be booked, when it cannot. */
  unavailableReason: z.nullable(z.enum(['sold_out', 'occupancy'])),
}))
export type RateInfo = z.infer<typeof rateInfoSchema>

export const roomTypeRatesSchema = lazySchema(() => z.object({
  roomTypeCode: z.string(),
  roomTypeName: z.string(),
  roomTypeNameCN: z.string(),
  bedTypeDesc: z.string(),
  bedTypeDescCN: z.string(),
  maxOccupancy: z.int(),
  maxChildren: z.int(),
  rateInfos: z.array(rateInfoSchema),
}))
export type RoomTypeRates = z.infer<typeof roomTypeRatesSchema>

export const rateSearchResponseSchema = lazySchema(() => z.object({
  hotelId: z.int(),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  nights: z.int(),
  currency: currencySchema,
  pricesHidden: z.boolean(),
  /** When these prices were computed (for "prices as of HH:MM" offline). */
  quotedAt: z.string(),
  roomTypes: z.array(roomTypeRatesSchema),
}))
export type RateSearchResponse = z.infer<typeof rateSearchResponseSchema>

// POST /room_rate/v2/search/month/lowest_price
export const monthLowestRequestSchema = lazySchema(() => z.object({
  hotelId: z.int().check(z.positive()),
  month: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2026-12')),
  adultNum: z._default(intParam(1, MAX_ADULTS_PER_ROOM), 2),
  currency: currencySchema,
}))
export const monthLowestResponseSchema = lazySchema(() => z.object({
  month: z.string(),
  currency: currencySchema,
  pricesHidden: z.boolean(),
  /** Lowest one-night price per check-in date; null when nothing is bookable (or hidden). */
  days: z.array(z.object({ date: isoDateSchema, lowestPrice: z.nullable(z.number()) })),
}))
export type MonthLowestResponse = z.infer<typeof monthLowestResponseSchema>

// POST /room_rate/v2/popular_hotel: popular hotels near a hotel or in a region.
export const popularHotelRequestSchema = lazySchema(() => z
  .object({
    hotelId: z.optional(z.int().check(z.positive())),
    regionId: z.optional(z.int().check(z.positive())),
    limit: z._default(intParam(1, 20), 6),
    currency: currencySchema,
  })
  .check(z.refine((v) => v.hotelId !== undefined || v.regionId !== undefined, { path: ['hotelId'], message: 'hotelId or regionId is required' })))
export const popularHotelListSchema = z.array(z.extend(z.omit(hotelListItemSchema, { lowestPrice: true, available: true, roomsFit: true, hasFreeCancellation: true, mealTypes: true }), { distanceKm: z.nullable(z.number()) }))

// POST /room_rate/v2/low_rate: §3 low price per hotel for a stay.
export const lowRateRequestSchema = lazySchema(() => refineStay(
  z.extend(stayBaseSchema, { hotelIds: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(50)), currency: currencySchema }),
))
export const lowRateListSchema = z.array(z.object({ s_hotel_id: z.int(), low_price: z.nullable(z.number()) }))

// ---------------------------------------------------------------------------------------
// POST /booking/v2/check_available: re-quote one rate before booking.

export const checkAvailableRequestSchema = lazySchema(() => refineStay(
  z.extend(stayBaseSchema, {
    sid: z.string().check(z.regex(/^\d{1,10}:\d{1,10}:\d{1,10}$/, 'is not a rate key')),
    currency: currencySchema,
    /** The total the agent saw; when it differs from today's the response says so. */
    expectedTotal: z.optional(z.number().check(z.gte(0))),
  }),
))
export type CheckAvailableRequest = z.infer<typeof checkAvailableRequestSchema>

export const checkAvailableResponseSchema = lazySchema(() => z.object({
  available: z.boolean(),
  priceChanged: z.boolean(),
  previousTotal: z.nullable(z.number()),
  rate: rateInfoSchema,
  hotel: z.object({ id: z.int(), nameEn: z.string(), nameZh: z.string() }),
  roomTypeName: z.string(),
  roomTypeNameCN: z.string(),
  quotedAt: z.string(),
}))
export type CheckAvailableResponse = z.infer<typeof checkAvailableResponseSchema>

/** rate key = "<hotelId>:<roomTypeId>:<ratePlanId>". */
export function rateKey(hotelId: number, roomTypeId: number, ratePlanId: number): string {
  return `${hotelId}:${roomTypeId}:${ratePlanId}`
}
export function parseRateKey(sid: string): { hotelId: number; roomTypeId: number; ratePlanId: number } | null {
  const m = /^(\d{1,10}):(\d{1,10}):(\d{1,10})$/.exec(sid)
  return m ? { hotelId: Number(m[1]), roomTypeId: Number(m[2]), ratePlanId: Number(m[3]) } : null
}
