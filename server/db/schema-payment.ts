import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { agencies, users } from './schema'
import { orders } from './schema-order'

// Payments (issue #6): coupons (§5), provider payments (card and QR callbacks) and the
// short-lived pay links of the QR handoff. Money is numeric(14,2) (§9).

const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull()
const instant = (name: string) => timestamp(name, { withTimezone: true })

/**
 * §3/§5 coupon: face value, minimum order amount, all or selected hotels, validity, and
 * status unused → used | expired (expired is derived from valid_to, used from used_order_id).
 * agency_id null means a code that any agency may still redeem (coupon/redeem claims it).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull(),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    faceValue: money('face_value'),
    minOrderAmount: money('min_order_amount').default('0'),
    currency: text('currency').notNull().default('CNY'),
    /** null: all hotels. */
    hotelIds: integer('hotel_ids').array(),
    validFrom: instant('valid_from').notNull(),
    validTo: instant('valid_to').notNull(),
    usedOrderId: bigint('used_order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    usedOrderNum: text('used_order_num'),
    usedAt: instant('used_at'),
    redeemedAt: instant('redeemed_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    index('coupons_agency_idx').on(t.agencyId),
    // One coupon per order (§5), enforced by the database as well as by order_coupon.
    uniqueIndex('coupons_used_order_uq').on(t.usedOrderId),
    check('coupons_money_ck', sql`${t.faceValue} > 0 and ${t.minOrderAmount} >= 0`),
  ],
)

export const PROVIDER_PAYMENT_STATUSES = ['succeeded', 'failed', 'rejected'] as const
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number]

/**
 * One row per provider callback outcome. provider_ref is unique: a replayed callback finds
 * its row and pays nothing twice. 'rejected' = the provider took money for an order that
 * could no longer be paid (the sandbox refunds it; nothing is applied to the order).
 * Card numbers are never stored: only the last four digits.
 */
export const providerPayments = pgTable(
  'provider_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    providerRef: text('provider_ref').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
    route: text('route').$type<'card' | 'qr'>().notNull(),
    amount: money('amount'),
    fee: money('fee').default('0'),
    currency: text('currency').notNull(),
    status: text('status').$type<ProviderPaymentStatus>().notNull(),
    reason: text('reason'),
    cardLast4: text('card_last4'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_payments_ref_uq').on(t.providerRef),
    index('provider_payments_order_idx').on(t.orderId),
    check('provider_payments_status_ck', sql`${t.status} in ('succeeded','failed','rejected')`),
    check('provider_payments_route_ck', sql`${t.route} in ('card','qr')`),
  ],
)

export const PAY_LINK_ROW_STATES = ['pending', 'paid', 'failed'] as const

/** QR handoff links: the token signs the id and expiry; the row holds the outcome. */
export const payLinks = pgTable(
  'pay_links',
  {
    id: text('id').primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id').notNull().references(() => agencies.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    amount: money('amount'),
    currency: text('currency').notNull(),
    state: text('state').$type<(typeof PAY_LINK_ROW_STATES)[number]>().notNull().default('pending'),
    reason: text('reason'),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('pay_links_order_idx').on(t.orderId),
    check('pay_links_state_ck', sql`${t.state} in ('pending','paid','failed')`),
  ],
)
