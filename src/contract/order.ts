import * as z from 'zod/mini'
import { INVALID_CHARS_RE } from './auth'
import { currencySchema } from './currencies'
import { isoDateSchema, MAX_ADULTS_PER_ROOM, MAX_CHILDREN_PER_ROOM, MAX_ROOMS, mealTypeSchema, nightsBetween, MAX_NIGHTS } from './hotel'
import { cancelPolicyInfoSchema, dailyPriceSchema } from './hotel-rates'
import { orderStatusSchema } from './order-status'
import { lazySchema } from './lazy-schema'

// §3 Order, create-order payload and draft order; §4 cancellation progress; §7 Booking calls.
// Shared by the booking client, the order pages, the server handlers and the property tests.

export const OrderPaths = {
  createOrder: '/booking/v2/create_order',
  orderStatus: '/booking/v2/order_status',
  orderDetail: '/booking/v2/order_detail',
  orderList: '/booking/v2/order_list',
  orderExport: '/booking/v2/order_export',
  /** Not named in §7: the penalty the cancellation policy gives right now, shown before cancelling. */
  cancelQuote: '/booking/v2/cancel_quote',
  cancelOrder: '/booking/v2/cancel_order',
  guestHistory: '/booking/v2/guest_history',
} as const

/** Header carrying the draft's client-made UUID (architecture.md: offline). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
export const idempotencyKeySchema = z.string().check(z.uuid('must be a UUID'))

const personName = lazySchema(() => z.string().check(
  z.trim(),
  z.minLength(1, 'is required'),
  z.maxLength(40, 'is at most 40 characters'),
  z.refine((s) => !INVALID_CHARS_RE.test(s), 'must not contain % & \' , ; = ? $ or "'),
  // Names as on the guests' documents, which the hotel checks at check-in: no digits.
  z.refine((s) => !/\d/.test(s), 'must not contain digits'),
))

/** Contact phone: digits with an optional leading + and spaces or dashes (agents book worldwide). */
export const PHONE_RE = /^\+?[0-9][0-9 -]{5,19}$/
export const contactsInfoSchema = z.object({
  firstName: personName,
  lastName: personName,
  phone: z.string().check(z.trim(), z.regex(PHONE_RE, 'must be a phone number (digits, optional +)')),
})
export type ContactsInfo = z.infer<typeof contactsInfoSchema>

/** §3 paxNames type: ADU adult, CHD child (with age). */
export const GUEST_TYPES = ['ADU', 'CHD'] as const
export const guestTypeSchema = z.enum(GUEST_TYPES)
export const clientInfoSchema = lazySchema(() => z
  .object({
    firstName: personName,
    lastName: personName,
    type: guestTypeSchema,
    /** Required for CHD (0-17), absent for ADU. */
    age: z.optional(z.int().check(z.gte(0), z.lte(17))),
  })
  .check(z.superRefine((v, ctx) => {
    if (v.type === 'CHD' && v.age === undefined) ctx.addIssue({ code: 'custom', path: ['age'], message: 'is required for a child' })
  })))
export type ClientInfo = z.infer<typeof clientInfoSchema>

export const roomInfoSchema = lazySchema(() => z.object({
  adultNum: z.int().check(z.gte(1), z.lte(MAX_ADULTS_PER_ROOM)),
  childNum: z.int().check(z.gte(0), z.lte(MAX_CHILDREN_PER_ROOM)),
  clientInfos: z.array(clientInfoSchema).check(z.minLength(1), z.maxLength(MAX_ADULTS_PER_ROOM + MAX_CHILDREN_PER_ROOM)),
}))
export type RoomInfo = z.infer<typeof roomInfoSchema>

export const SPECIAL_REQUEST_MAX = 500

/**
 * §3 create-order payload. roomId is the rate plan id (sid = hotelId:roomTypeId:roomId).
 * totalPrice is the total the agent saw, in currencyCode; a different current total → 422
 * PRICE_CHANGED and nothing is booked. Sent with the draft UUID as Idempotency-Key.
 */
export const createOrderRequestSchema = lazySchema(() => z
  .object({
    hotelId: z.int().check(z.positive()),
    roomTypeId: z.int().check(z.positive()),
    roomId: z.int().check(z.positive()),
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    roomNum: z.int().check(z.gte(1), z.lte(MAX_ROOMS)),
    nation: z._default(z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a two-letter country code')), 'CN'),
    currencyCode: currencySchema,
    totalPrice: z.number().check(z.gte(0), z.lte(100_000_000)),
    contactsInfo: contactsInfoSchema,
    roomInfos: z.array(roomInfoSchema).check(z.minLength(1), z.maxLength(MAX_ROOMS)),
    specialRequests: z._default(z.string().check(z.maxLength(SPECIAL_REQUEST_MAX)), ''),
  })
  .check(z.superRefine((v, ctx) => {
    const nights = nightsBetween(v.checkIn, v.checkOut)
    if (nights < 1) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'must be after checkIn' })
    else if (nights > MAX_NIGHTS) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: `stay is limited to ${MAX_NIGHTS} nights` })
    if (v.roomInfos.length !== v.roomNum) ctx.addIssue({ code: 'custom', path: ['roomInfos'], message: 'needs one entry per room' })
    v.roomInfos.forEach((r, i) => {
      const adults = r.clientInfos.filter((g) => g.type === 'ADU').length
      const children = r.clientInfos.filter((g) => g.type === 'CHD').length
      if (adults !== r.adultNum) ctx.addIssue({ code: 'custom', path: ['roomInfos', i, 'clientInfos'], message: 'needs one name per adult' })
      if (children !== r.childNum) ctx.addIssue({ code: 'custom', path: ['roomInfos', i, 'clientInfos'], message: 'needs one name per child' })
    })
  })))
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>

/** Order error codes beyond the generic ones (errors.ts), in the envelope header. */
export const OrderErrorCode = {
  /** 422: the current total differs from totalPrice; data carries { currentTotal }. */
  PRICE_CHANGED: 2001,
  /** 409: not enough rooms left for some night. */
  SOLD_OUT: 2002,
  /** 422: the Idempotency-Key was used before with a different payload. */
  IDEMPOTENCY_MISMATCH: 2003,
  /** 409: a request with this Idempotency-Key is still being processed. */
  IDEMPOTENCY_IN_FLIGHT: 2004,
  /** 409: the order's status does not allow this action (order-lifecycle machine). */
  ILLEGAL_TRANSITION: 2005,
  /** 409: the cancellation penalty changed since it was shown. */
  PENALTY_CHANGED: 2006,
} as const

export const PAYMENT_ROUTES = ['credit', 'delayed_credit', 'card', 'qr'] as const
export const paymentRouteSchema = z.enum(PAYMENT_ROUTES)
export type PaymentRoute = z.infer<typeof paymentRouteSchema>

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded', 'partially_refunded'] as const
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES)

/** §4 cancellation progress. */
export const CANCEL_STATUSES = ['WAITING', 'IN_PROGRESS', 'SUCCESS', 'FAILURE'] as const
export const cancelStatusSchema = z.enum(CANCEL_STATUSES)
export type CancelStatus = z.infer<typeof cancelStatusSchema>

export const orderHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  /** ISO instant. */
  at: z.string(),
  /** Machine-readable reason, e.g. 'created', 'paid', 'supplier_confirmed', 'unpaid_deadline'. */
  reason: z.string(),
})

/** §3 Order, every field the detail page shows. Money in currencyCode, 2 decimals (§9). */
export const orderDetailSchema = lazySchema(() => z.object({
  orderNum: z.string(),
  /** System order number. */
  serialNumber: z.string(),
  supplierOrderNum: z.nullable(z.string()),
  confirmationNum: z.nullable(z.string()),
  status: orderStatusSchema,
  cancelStatus: z.nullable(cancelStatusSchema),
  hotelId: z.int(),
  hotelName: z.string(),
  hotelNameCN: z.string(),
  hotelAddress: z.string(),
  /** The address in Chinese as booked; empty when the order predates it (show hotelAddress). */
  hotelAddressCN: z.string(),
  hotelPhone: z.string(),
  roomTypeId: z.int(),
  roomId: z.int(),
  roomTypeName: z.string(),
  roomTypeNameCN: z.string(),
  rateName: z.string(),
  rateNameCN: z.string(),
  mealInfo: z.object({ mealType: mealTypeSchema, mealCount: z.int() }),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  nights: z.int(),
  roomNum: z.int(),
  nation: z.string(),
  contactsInfo: contactsInfoSchema,
  roomInfos: z.array(roomInfoSchema),
  specialRequests: z.string(),
  currencyCode: currencySchema,
  // Amounts are null for a caller without QUERY_PRICE (§6: prices are withheld, not only hidden).
  /** Room cost incl. taxes and fees, before coupon and card fee. */
  baseTotal: z.nullable(z.number()),
  totalTaxAndFee: z.nullable(z.number()),
  /** Per night, per room. */
  dailyPriceInfo: z.nullable(z.array(dailyPriceSchema)),
  couponCode: z.nullable(z.string()),
  couponDiscount: z.nullable(z.number()),
  cardFee: z.nullable(z.number()),
  /** What the agent pays: baseTotal − couponDiscount + cardFee. */
  totalPrice: z.nullable(z.number()),
  refundable: z.boolean(),
  cancelPolicyInfos: z.array(cancelPolicyInfoSchema),
  /** Last free-cancellation instant (ISO), null when non-refundable. Shown in Beijing time (§9). */
  cancelDeadline: z.nullable(z.string()),
  paymentRoute: z.nullable(paymentRouteSchema),
  paymentStatus: paymentStatusSchema,
  paidAmount: z.nullable(z.number()),
  refundedAmount: z.nullable(z.number()),
  penaltyAmount: z.nullable(z.number()),
  /** Unpaid orders are cancelled at this instant (ISO); null once paid. */
  payDeadline: z.nullable(z.string()),
  /** §3 scheduledTime: when the order was made (ISO). */
  scheduledTime: z.string(),
  agentUserName: z.string(),
  history: z.array(orderHistoryEntrySchema),
}))
export type OrderDetail = z.infer<typeof orderDetailSchema>

export const orderNumRequestSchema = lazySchema(() => z.object({ orderNum: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(32)) }))

export const orderStatusResponseSchema = lazySchema(() => z.pick(orderDetailSchema, {
  orderNum: true,
  status: true,
  cancelStatus: true,
  paymentStatus: true,
  payDeadline: true,
}))

/** Filters shared by order_list and order_export. Date ranges are inclusive calendar dates. */
export const orderFiltersSchema = lazySchema(() => z.object({
  status: z.optional(z.array(orderStatusSchema).check(z.maxLength(8))),
  checkInFrom: z.optional(isoDateSchema),
  checkInTo: z.optional(isoDateSchema),
  createdFrom: z.optional(isoDateSchema),
  createdTo: z.optional(isoDateSchema),
  guestName: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  /** Order, system, supplier or confirmation number. */
  orderNum: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  hotelName: z.optional(z.string().check(z.trim(), z.maxLength(80))),
}))
export type OrderFilters = z.infer<typeof orderFiltersSchema>

export const orderListRequestSchema = lazySchema(() => z.extend(orderFiltersSchema, {
  pageNum: z._default(z.int().check(z.gte(1), z.lte(100_000)), 1),
  pageSize: z._default(z.int().check(z.gte(1), z.lte(100)), 10),
}))
export type OrderListRequest = z.infer<typeof orderListRequestSchema>

export const orderListItemSchema = lazySchema(() => z.extend(z.pick(orderDetailSchema, {
  orderNum: true,
  serialNumber: true,
  confirmationNum: true,
  status: true,
  cancelStatus: true,
  hotelId: true,
  hotelName: true,
  hotelNameCN: true,
  roomTypeName: true,
  roomTypeNameCN: true,
  checkIn: true,
  checkOut: true,
  roomNum: true,
  currencyCode: true,
  totalPrice: true,
  paymentRoute: true,
  paymentStatus: true,
  payDeadline: true,
  scheduledTime: true,
  agentUserName: true,
}), { guestNames: z.string() }))
export type OrderListItem = z.infer<typeof orderListItemSchema>

export const orderListResponseSchema = z.object({
  list: z.array(orderListItemSchema),
  total: z.int(),
  pageNum: z.int(),
  pageSize: z.int(),
})
export type OrderListResponse = z.infer<typeof orderListResponseSchema>

export const cancelQuoteResponseSchema = lazySchema(() => z.object({
  orderNum: z.string(),
  cancellable: z.boolean(),
  /** Charged by the cancellation policy if cancelled now; null without QUERY_PRICE (§6). */
  penalty: z.nullable(z.number()),
  /** Returned to the payment route (0 when unpaid); null without QUERY_PRICE. */
  refund: z.nullable(z.number()),
  currencyCode: currencySchema,
  /** Whether the cancellation is still free right now. */
  free: z.boolean(),
  cancelDeadline: z.nullable(z.string()),
}))
export type CancelQuote = z.infer<typeof cancelQuoteResponseSchema>

/** The agent confirms the penalty they were shown; a different current penalty → 409 PENALTY_CHANGED. */
export const cancelOrderRequestSchema = lazySchema(() => z.extend(orderNumRequestSchema, {
  expectedPenalty: z.number().check(z.gte(0)),
}))

export const guestHistoryRequestSchema = lazySchema(() => z.object({ keyword: z._default(z.string().check(z.trim(), z.maxLength(40)), '') }))
export const guestHistoryResponseSchema = z.array(
  z.object({ firstName: z.string(), lastName: z.string(), lastUsed: z.string() }),
)
