import * as z from 'zod/mini'
import { currencySchema } from './currencies'
import { isoDateSchema } from './hotel'
import { orderStatusSchema } from './order-status'
import { orderNumRequestSchema, paymentRouteSchema, paymentStatusSchema } from './order'
import { lazySchema } from './lazy-schema'

// §1 payment routes, §4 payment and pay check, §5 coupons, §7 payment calls. Shared by the
// checkout page, the server handlers, the sandbox gateway and the payment machines.

export const PaymentPaths = {
  /** Routes the agent may use for an order, each with its real cost (server-computed). */
  paymentSupport: '/booking/v2/payment/support',
  /** Pay by credit, or choose delayed-payment credit. Idempotency-Key header. */
  orderPay: '/booking/v2/order_pay',
  /** Apply (couponCode) or remove (couponCode null) the order's one coupon (§5). */
  orderCoupon: '/booking/v2/order_coupon',
  /** §4 pay check: paymentType 0 asks whether the order can be paid. */
  repay: '/api/v1/repay/',
  /** Card: a signed request for the hosted payment page ({payment} base). */
  oceanPaySign: '/creditcard/sign/ocean_pay',
  /** QR: a short-lived signed pay link for the phone. */
  wapApiPro: '/wap/booking/wap_api_pro',
  /** Not named in §7: the state of a pay link (the desktop polls it; the phone reads it). */
  payLinkStatus: '/wap/booking/pay_link_status',
  /** Not named in §7: a signed read-only share link of an order. */
  shareCreate: '/booking/v2/share_link',
  /** Not named in §7: the public view behind a share link. */
  shareView: '/wap/booking/share',
  couponList: '/b2b/coupon/list',
  couponRedeem: '/b2b/coupon/redeem',
} as const

/** Sandbox gateway pages (server-rendered, never part of the PWA). */
export const SandboxPaths = {
  card: '/sandbox/card',
  challenge: '/sandbox/card/challenge',
  app: '/sandbox/app',
  /** Signed server-to-server provider callback (the sandbox calls it; so may a real gateway). */
  callback: '/sandbox/callback',
} as const

/** §9: card fee 3.5 %, expressed in basis points so the arithmetic stays in integers. */
export const CARD_FEE_BPS = 350
/** Pay links (QR handoff) live this long. */
export const PAY_LINK_TTL_MS = 10 * 60 * 1000
/** Signed card requests live this long. */
export const CARD_REQUEST_TTL_MS = 30 * 60 * 1000
/** Share links live this long. */
export const SHARE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** Delayed payment needs at least this much time left before its deadline. */
export const DELAYED_MIN_LEAD_MS = 60 * 60 * 1000

/** Why a route cannot be used right now (the client translates these). */
export const ROUTE_UNAVAILABLE_REASONS = [
  'no_permission',
  'insufficient_credit',
  'no_credit_account',
  'deadline_passed',
  'deadline_too_near',
  'not_payable',
] as const
export const routeUnavailableReasonSchema = z.enum(ROUTE_UNAVAILABLE_REASONS)
export type RouteUnavailableReason = z.infer<typeof routeUnavailableReasonSchema>

export const paymentOptionSchema = lazySchema(() => z.object({
  route: paymentRouteSchema,
  available: z.boolean(),
  reason: z.nullable(routeUnavailableReasonSchema),
  /** Card fee (0 for other routes), in the order currency. */
  fee: z.number(),
  /** What this route charges in the order currency: base − coupon + fee. */
  total: z.number(),
  /** credit routes: the agency's available credit, only with VIEW_CREDIT (§6), else null. */
  availableCredit: z.nullable(z.number()),
  /** credit routes: the amount debited in the credit currency (converted when it differs). */
  creditAmount: z.nullable(z.number()),
  creditCurrency: z.nullable(currencySchema),
  /** delayed_credit: the hold ends at this instant (ISO), 23:00 Beijing the day before check-in. */
  deadline: z.nullable(z.string()),
}))
export type PaymentOption = z.infer<typeof paymentOptionSchema>

export const paymentSupportResponseSchema = lazySchema(() => z.object({
  orderNum: z.string(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  paymentRoute: z.nullable(paymentRouteSchema),
  payDeadline: z.nullable(z.string()),
  currencyCode: currencySchema,
  baseTotal: z.number(),
  couponCode: z.nullable(z.string()),
  couponDiscount: z.number(),
  /** The order's current total (coupon applied, card fee only once paid by card). */
  totalPrice: z.number(),
  checkIn: isoDateSchema,
  options: z.array(paymentOptionSchema),
}))
export type PaymentSupport = z.infer<typeof paymentSupportResponseSchema>

export const PAYABLE_ROUTES = ['credit', 'delayed_credit'] as const
export const orderPayRequestSchema = lazySchema(() => z.extend(orderNumRequestSchema, {
  route: z.enum(PAYABLE_ROUTES),
  /** The total the agent saw; a different current total → 409 and nothing is charged. */
  expectedTotal: z.number().check(z.gte(0), z.lte(100_000_000)),
}))
export type OrderPayRequest = z.infer<typeof orderPayRequestSchema>

export const orderPayResponseSchema = lazySchema(() => z.object({
  orderNum: z.string(),
  status: orderStatusSchema,
  paymentRoute: z.nullable(paymentRouteSchema),
  paymentStatus: paymentStatusSchema,
  paidAmount: z.number(),
  totalPrice: z.number(),
  payDeadline: z.nullable(z.string()),
}))
export type OrderPayResponse = z.infer<typeof orderPayResponseSchema>

export const COUPON_CODE_RE = /^[A-Z0-9-]{3,32}$/
export const couponCodeSchema = z.string().check(z.trim(), z.toUpperCase(), z.regex(COUPON_CODE_RE, 'must be 3-32 letters, digits or dashes'))

export const orderCouponRequestSchema = lazySchema(() => z.extend(orderNumRequestSchema, { couponCode: z.nullable(couponCodeSchema) }))

export const repayRequestSchema = lazySchema(() => z.extend(orderNumRequestSchema, { paymentType: z.literal(0) }))
/** §4: 'order can be paid' with normal true, else 'order status abnormal' with normal false. */
export const REPAY_OK_MESSAGE = 'order can be paid'
export const REPAY_ABNORMAL_MESSAGE = 'order status abnormal'
export const repayResponseSchema = z.object({ normal: z.boolean(), message: z.string() })
export type RepayResponse = z.infer<typeof repayResponseSchema>

const localeParam = z._default(z.enum(['zh-CN', 'en-US', 'ja', 'ko', 'es', 'ar']), 'en-US')

export const oceanPaySignRequestSchema = lazySchema(() => z.extend(orderNumRequestSchema, { locale: localeParam }))
export const oceanPaySignResponseSchema = z.object({
  /** Where the browser goes (full redirect) — the hosted page with the signed fields. */
  redirectUrl: z.string(),
  amount: z.number(),
  fee: z.number(),
  currencyCode: currencySchema,
  expiresAt: z.string(),
})
export type OceanPaySign = z.infer<typeof oceanPaySignResponseSchema>

export const wapApiProRequestSchema = lazySchema(() => z.extend(orderNumRequestSchema, { locale: localeParam }))
export const wapApiProResponseSchema = z.object({
  token: z.string(),
  /** Absolute URL of /$locale/mobile/MobileThirdPay?token=… for the QR code. */
  url: z.string(),
  expiresAt: z.string(),
  amount: z.number(),
  currencyCode: currencySchema,
})
export type PayLink = z.infer<typeof wapApiProResponseSchema>

export const PAY_LINK_STATES = ['pending', 'paid', 'failed', 'expired', 'invalid'] as const
export const payLinkStateSchema = z.enum(PAY_LINK_STATES)
export type PayLinkState = z.infer<typeof payLinkStateSchema>
/** Signed tokens are base64url "payload.signature". */
export const signedTokenSchema = lazySchema(() => z.string().check(z.trim(), z.minLength(10), z.maxLength(600), z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'is not a valid link')))
export const payLinkStatusRequestSchema = z.object({ token: signedTokenSchema })
export const payLinkStatusResponseSchema = lazySchema(() => z.object({
  state: payLinkStateSchema,
  /** Failure reason code from the payment app (e.g. 'declined'). */
  reason: z.nullable(z.string()),
  orderNum: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
  /** Order summary for the phone (null when the link is invalid). */
  order: z.nullable(
    z.object({
      hotelName: z.string(),
      hotelNameCN: z.string(),
      roomTypeName: z.string(),
      roomTypeNameCN: z.string(),
      checkIn: isoDateSchema,
      checkOut: isoDateSchema,
      roomNum: z.int(),
      amount: z.number(),
      currencyCode: currencySchema,
    }),
  ),
}))
export type PayLinkStatus = z.infer<typeof payLinkStatusResponseSchema>

export const shareCreateRequestSchema = lazySchema(() => z.extend(orderNumRequestSchema, { locale: localeParam }))
export const shareCreateResponseSchema = z.object({ url: z.string(), expiresAt: z.string() })
export const shareViewRequestSchema = z.object({ token: signedTokenSchema })
/** What the agent's client sees: the stay, never the agency's net price. */
export const shareViewResponseSchema = lazySchema(() => z.object({
  orderNum: z.string(),
  status: orderStatusSchema,
  confirmationNum: z.nullable(z.string()),
  hotelName: z.string(),
  hotelNameCN: z.string(),
  hotelAddress: z.string(),
  /** Empty when the order predates it (show hotelAddress). */
  hotelAddressCN: z.string(),
  hotelPhone: z.string(),
  roomTypeName: z.string(),
  roomTypeNameCN: z.string(),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  nights: z.int(),
  roomNum: z.int(),
  guests: z.array(z.string()),
  expiresAt: z.string(),
}))
export type ShareView = z.infer<typeof shareViewResponseSchema>

export const COUPON_STATUSES = ['unused', 'used', 'expired'] as const
export const couponStatusSchema = z.enum(COUPON_STATUSES)
export const couponSchema = lazySchema(() => z.object({
  code: z.string(),
  /** Face value in currencyCode. */
  faceValue: z.number(),
  minOrderAmount: z.number(),
  currencyCode: currencySchema,
  /** null: applicable to all hotels. */
  hotelIds: z.nullable(z.array(z.int())),
  /** The hotels of hotelIds with their names (empty for all hotels). */
  hotels: z.array(z.object({ id: z.int(), nameEn: z.string(), nameZh: z.string() })),
  validFrom: z.string(),
  validTo: z.string(),
  status: couponStatusSchema,
  usedOrderNum: z.nullable(z.string()),
}))
export type Coupon = z.infer<typeof couponSchema>
export const couponListResponseSchema = z.array(couponSchema)
export const couponRedeemRequestSchema = z.object({ code: couponCodeSchema })

/** Payment error codes in the envelope header. */
export const PaymentErrorCode = {
  /** 409: not enough available credit. */
  INSUFFICIENT_CREDIT: 3001,
  /** 409: the order is not payable in its current state. */
  NOT_PAYABLE: 3002,
  /** 409: the total changed since it was shown (data: { currentTotal }). */
  TOTAL_CHANGED: 3003,
  /** 422: coupon refused; message says why (expired, below minimum, used, other hotel…). */
  COUPON_REJECTED: 3004,
  /** 409: the delayed-payment deadline has passed or is too near. */
  DEADLINE_UNAVAILABLE: 3005,
  /** 410: the pay link or share link has expired. */
  LINK_EXPIRED: 3006,
  /** 400/403: bad signature. */
  BAD_SIGNATURE: 3007,
} as const

export const COUPON_REJECTIONS = ['unknown', 'expired', 'used', 'below_minimum', 'other_hotel', 'not_yet_valid', 'order_not_unpaid'] as const
export type CouponRejection = (typeof COUPON_REJECTIONS)[number]
/** Server messages of the rejections (the client maps them back to translated texts). */
export const COUPON_REJECTION_MESSAGES: Record<CouponRejection, string> = {
  unknown: 'couponCode: no such coupon',
  expired: 'couponCode: the coupon has expired',
  not_yet_valid: 'couponCode: the coupon is not valid yet',
  used: 'couponCode: the coupon has already been used',
  below_minimum: 'couponCode: the order is below the coupon minimum amount',
  other_hotel: 'couponCode: the coupon does not apply to this hotel',
  order_not_unpaid: 'orderNum: coupons can only change while the order is unpaid',
}

/**
 * coupon/redeem refusals (422 COUPON_REJECTED, data { reason }): no such code for this agency
 * (another agency's code reads the same), expired, or a code the agency holds already (a
 * repeated redemption adds nothing, so it is not answered as a success).
 */
export const COUPON_REDEEM_REJECTIONS = ['unknown', 'expired', 'already_redeemed'] as const
export type CouponRedeemRejection = (typeof COUPON_REDEEM_REJECTIONS)[number]
/** Server messages of the redeem refusals (the client maps them back to translated texts). */
export const COUPON_REDEEM_MESSAGES: Record<CouponRedeemRejection, string> = {
  unknown: COUPON_REJECTION_MESSAGES.unknown,
  expired: COUPON_REJECTION_MESSAGES.expired,
  already_redeemed: 'code: the coupon is already among your coupons',
}

/** After a successful payment the result page counts down this long, then opens the order (§4). */
export const PAYMENT_SUCCESS_COUNTDOWN_S = 5
/** §4/§9: a failed payment refreshes the page after 3 s. */
export const PAYMENT_FAILED_REFRESH_MS = 3000
/** The desktop asks for the pay link's state this often (result within 2 s). */
export const PAY_LINK_POLL_MS = 1000
