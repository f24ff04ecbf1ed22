import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { CancelPolicyInfo } from '../../src/contract/hotel-rates'
import type { CancelStatus, ContactsInfo, PaymentRoute, RoomInfo } from '../../src/contract/order'
import type { OrderStatus } from '../../src/contract/order-status'
import { agencies, users } from './schema'

// §3 Order and its history, payments and the idempotency records of create_order / pay
// (issue #5). Money is numeric(14,2) in the order's currency (§9: 2 decimals); status
// changes go through server/domain/orders/transition.ts, which asks
// machines/order-lifecycle.machine.ts whether they are legal.

const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0')
const instant = (name: string) => timestamp(name, { withTimezone: true })

export type DailyPrice = { date: string; price: number; taxAndFee: number }
export type PaymentStatus = 'unpaid' | 'paid' | 'refunded' | 'partially_refunded'

export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** "HL" + yymmdd (Beijing) + 6 digits; what agents quote. */
    orderNum: text('order_num').notNull(),
    /** System order number (§3 serialNumber). */
    serialNumber: text('serial_number').notNull(),
    agencyId: integer('agency_id').notNull().references(() => agencies.id),
    userId: integer('user_id').notNull().references(() => users.id),
    hotelId: integer('hotel_id').notNull(),
    roomTypeId: integer('room_type_id').notNull(),
    ratePlanId: integer('rate_plan_id').notNull(),
    // Names and contact details as they were at booking time (the catalogue may change).
    hotelNameEn: text('hotel_name_en').notNull(),
    hotelNameZh: text('hotel_name_zh').notNull(),
    hotelAddress: text('hotel_address').notNull().default(''),
    /** Empty for orders made before it was kept: the English address then shows. */
    hotelAddressZh: text('hotel_address_zh').notNull().default(''),
    hotelPhone: text('hotel_phone').notNull().default(''),
    roomTypeNameEn: text('room_type_name_en').notNull(),
    roomTypeNameZh: text('room_type_name_zh').notNull(),
    rateNameEn: text('rate_name_en').notNull(),
    rateNameZh: text('rate_name_zh').notNull(),
    mealType: text('meal_type').notNull().default('none'),
    mealCount: smallint('meal_count').notNull().default(0),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    nights: smallint('nights').notNull(),
    roomNum: smallint('room_num').notNull(),
    nation: text('nation').notNull(),
    contacts: jsonb('contacts').$type<ContactsInfo>().notNull(),
    roomInfos: jsonb('room_infos').$type<RoomInfo[]>().notNull(),
    /** Lower-cased "first last" of every guest, for the guest-name filter. */
    guestSearch: text('guest_search').notNull().default(''),
    specialRequests: text('special_requests').notNull().default(''),
    currency: text('currency').notNull(),
    baseTotal: money('base_total'),
    totalTaxAndFee: money('total_tax_and_fee'),
    dailyPrices: jsonb('daily_prices').$type<DailyPrice[]>().notNull(),
    couponCode: text('coupon_code'),
    couponDiscount: money('coupon_discount'),
    cardFee: money('card_fee'),
    totalPrice: money('total_price'),
    refundable: boolean('refundable').notNull(),
    cancelPolicy: jsonb('cancel_policy').$type<CancelPolicyInfo[]>().notNull(),
    cancelDeadline: instant('cancel_deadline'),
    status: text('status').$type<OrderStatus>().notNull(),
    cancelStatus: text('cancel_status').$type<CancelStatus>(),
    paymentRoute: text('payment_route').$type<PaymentRoute>(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('unpaid'),
    paidAmount: money('paid_amount'),
    refundedAmount: money('refunded_amount'),
    penaltyAmount: money('penalty_amount'),
    payDeadline: instant('pay_deadline'),
    supplierOrderNum: text('supplier_order_num'),
    confirmationNum: text('confirmation_num'),
    supplierConfirmDueAt: instant('supplier_confirm_due_at'),
    /** When the cancellation progress (cancel_status) may take its next step. */
    cancelDueAt: instant('cancel_due_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_num_uq').on(t.orderNum),
    uniqueIndex('orders_serial_number_uq').on(t.serialNumber),
    index('orders_agency_created_idx').on(t.agencyId, t.createdAt),
    index('orders_agency_status_idx').on(t.agencyId, t.status),
    index('orders_agency_check_in_idx').on(t.agencyId, t.checkIn),
    index('orders_pay_deadline_idx').on(t.payDeadline),
    index('orders_status_idx').on(t.status),
    index('orders_supplier_due_idx').on(t.supplierConfirmDueAt),
    index('orders_cancel_due_idx').on(t.cancelDueAt),
    check(
      'orders_status_ck',
      sql`${t.status} in ('PRECREATE','UNPAID','PENDING','CONFIRMED','COMPLETED','CONFIRM_FAILED','CANCELLED','FAILED')`,
    ),
    check('orders_cancel_status_ck', sql`${t.cancelStatus} is null or ${t.cancelStatus} in ('WAITING','IN_PROGRESS','SUCCESS','FAILURE')`),
    check('orders_payment_status_ck', sql`${t.paymentStatus} in ('unpaid','paid','refunded','partially_refunded')`),
    check('orders_money_ck', sql`${t.paidAmount} >= 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.paidAmount} and ${t.penaltyAmount} >= 0`),
    check('orders_rooms_ck', sql`${t.roomNum} between 1 and 9 and ${t.nights} >= 1`),
  ],
)

/** §4 status history: one row per status the order entered. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    reason: text('reason').notNull(),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
)

/** Money movements of an order: charges and refunds, per payment route. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'charge' | 'refund'>().notNull(),
    route: text('route').$type<PaymentRoute>().notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    providerRef: text('provider_ref').notNull().default(''),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId, t.createdAt),
    check('order_payments_kind_ck', sql`${t.kind} in ('charge','refund')`),
    check('order_payments_amount_ck', sql`${t.amount} >= 0`),
  ],
)

/**
 * Idempotency-Key records (issue #5): the first answer for (agency, scope, key) is kept at
 * least 8 days and replayed; a different payload under the same key is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    agencyId: integer('agency_id').notNull().references(() => agencies.id, { onDelete: 'cascade' }),
    /** 'create_order', 'order_pay', … */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha-256 of the canonical request payload. */
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'in_flight' | 'done'>().notNull(),
    httpStatus: integer('http_status'),
    response: jsonb('response'),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.scope, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
    check('idempotency_keys_state_ck', sql`${t.state} in ('in_flight','done')`),
  ],
)
