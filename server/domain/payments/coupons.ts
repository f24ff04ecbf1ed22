import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Coupon, CouponRedeemRejection, CouponRejection } from '../../../src/contract/payment'
import { COUPON_REDEEM_MESSAGES, COUPON_REJECTION_MESSAGES, PaymentErrorCode } from '../../../src/contract/payment'
import type { Db } from '../../db/client'
import { coupons, hotels, orders } from '../../db/schema'
import { convert } from '../rates'
import { getRates } from '../catalogue'
import { OrderError } from '../orders/errors'
import { patchOrder, type OrderRow } from '../orders/transition'
import { lockAgencyOrder } from './order-lookup'
import { centsToColumn, fromCents, toCents } from './money'

// §5 coupons: one per order, applied to the base cost only, with the minimum order amount
// and validity checked here (never trusted from the client). A coupon held by an order that
// ended unpaid (cancelled, failed) is free again.

export type CouponRow = typeof coupons.$inferSelect

export function couponError(reason: CouponRejection): OrderError {
  return new OrderError(422, PaymentErrorCode.COUPON_REJECTED, COUPON_REJECTION_MESSAGES[reason], { reason })
}

export type CouponCheck = { ok: true; discountCents: number } | { ok: false; reason: CouponRejection }

/**
 * Pure §5 rule: valid now, not held by another live order, the hotel in scope, the order's
 * base cost at least the minimum; the discount never exceeds the base cost. Amounts are in
 * the order currency (converted by the caller).
 */
export function checkCoupon(
  c: { validFrom: Date; validTo: Date; hotelIds: number[] | null; faceCents: number; minCents: number; heldByOther: boolean },
  order: { hotelId: number; baseCents: number },
  now: Date,
): CouponCheck {
  if (now.getTime() >= c.validTo.getTime()) return { ok: false, reason: 'expired' }
  if (now.getTime() < c.validFrom.getTime()) return { ok: false, reason: 'not_yet_valid' }
  if (c.heldByOther) return { ok: false, reason: 'used' }
  if (c.hotelIds && c.hotelIds.length > 0 && !c.hotelIds.includes(order.hotelId)) return { ok: false, reason: 'other_hotel' }
  if (order.baseCents < c.minCents) return { ok: false, reason: 'below_minimum' }
  return { ok: true, discountCents: Math.min(c.faceCents, order.baseCents) }
}

/** Is the coupon held by a live order other than `orderId`? */
async function heldByOther(tx: Db, coupon: CouponRow, orderId: number): Promise<boolean> {
  if (coupon.usedOrderId === null || coupon.usedOrderId === orderId) return false
  const [holder] = await tx.select({ status: orders.status, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, coupon.usedOrderId))
  if (!holder) return false
  return !((holder.status === 'CANCELLED' || holder.status === 'FAILED') && holder.paymentStatus === 'unpaid')
}

/**
 * order_coupon: applies `code` (or removes the coupon when null) on an UNPAID order of the
 * agency and recomputes its total. Runs in the caller's transaction; locks the order row,
 * then the coupon row, so two orders cannot take one coupon.
 */
export async function setOrderCoupon(tx: Db, agencyId: number, orderNum: string, code: string | null, now = new Date()): Promise<OrderRow> {
  const order = await lockAgencyOrder(tx, agencyId, orderNum)
  if (order.status !== 'UNPAID' || order.paymentStatus !== 'unpaid') throw couponError('order_not_unpaid')
  const baseCents = toCents(order.baseTotal)

  let discountCents = 0
  let couponId: number | null = null
  if (code !== null) {
    const [coupon] = await tx.select().from(coupons).where(and(eq(coupons.code, code), eq(coupons.agencyId, agencyId))).for('update').limit(1)
    if (!coupon) throw couponError('unknown')
    const rates = await getRates(tx)
    const toOrder = (v: string) => toCents(convert(Number(v), coupon.currency, order.currency, rates))
    const verdict = checkCoupon(
      {
        validFrom: coupon.validFrom,
        validTo: coupon.validTo,
        hotelIds: coupon.hotelIds,
        faceCents: toOrder(coupon.faceValue),
        minCents: toOrder(coupon.minOrderAmount),
        heldByOther: await heldByOther(tx, coupon, order.id),
      },
      { hotelId: order.hotelId, baseCents },
      now,
    )
    if (!verdict.ok) throw couponError(verdict.reason)
    discountCents = verdict.discountCents
    couponId = coupon.id
  }

  // Release whatever coupon the order held, then take the new one.
  await tx.update(coupons).set({ usedOrderId: null, usedOrderNum: null, usedAt: null }).where(eq(coupons.usedOrderId, order.id))
  if (couponId !== null) {
    await tx.update(coupons).set({ usedOrderId: order.id, usedOrderNum: order.orderNum, usedAt: now }).where(eq(coupons.id, couponId))
  }
  return patchOrder(
    tx,
    order.id,
    {
      couponCode: code,
      couponDiscount: centsToColumn(discountCents),
      cardFee: '0.00',
      totalPrice: centsToColumn(baseCents - discountCents),
    },
    now,
  )
}

/** coupon/list: the agency's coupons with their §3 status. */
export async function listCoupons(db: Db, agencyId: number, now = new Date()): Promise<Coupon[]> {
  const rows = await db
    .select({ c: coupons, holderStatus: orders.status, holderPaid: orders.paymentStatus })
    .from(coupons)
    .leftJoin(orders, eq(orders.id, coupons.usedOrderId))
    .where(eq(coupons.agencyId, agencyId))
    .orderBy(coupons.validTo, coupons.code)
  // The names of the hotels the agency's coupons are limited to, in one query.
  const ids = [...new Set(rows.flatMap(({ c }) => c.hotelIds ?? []))]
  const named = ids.length ? await db.select({ id: hotels.id, nameEn: hotels.nameEn, nameZh: hotels.nameZh }).from(hotels).where(inArray(hotels.id, ids)) : []
  const byId = new Map(named.map((h) => [h.id, h]))
  return rows.map(({ c, holderStatus, holderPaid }) => {
    const released = holderStatus !== null && (holderStatus === 'CANCELLED' || holderStatus === 'FAILED') && holderPaid === 'unpaid'
    const used = c.usedOrderId !== null && !released
    return {
      code: c.code,
      faceValue: fromCents(toCents(c.faceValue)),
      minOrderAmount: fromCents(toCents(c.minOrderAmount)),
      currencyCode: c.currency as Coupon['currencyCode'],
      hotelIds: c.hotelIds,
      hotels: (c.hotelIds ?? []).flatMap((id) => byId.get(id) ?? []),
      validFrom: c.validFrom.toISOString(),
      validTo: c.validTo.toISOString(),
      status: used ? 'used' : now.getTime() >= c.validTo.getTime() ? 'expired' : 'unused',
      usedOrderNum: used ? c.usedOrderNum : null,
    }
  })
}

export function redeemError(reason: CouponRedeemRejection): OrderError {
  return new OrderError(422, PaymentErrorCode.COUPON_REJECTED, COUPON_REDEEM_MESSAGES[reason], { reason })
}

/**
 * coupon/redeem: claims an unassigned, unexpired code for the agency. Refused, with the reason
 * (§8 "Redemption failed" made specific): unknown code (or another agency's), expired, or a
 * code the agency holds already: redeeming it again adds nothing, so it is not a success.
 */
export async function redeemCoupon(db: Db, agencyId: number, code: string, now = new Date()): Promise<void> {
  const claimed = await db
    .update(coupons)
    .set({ agencyId, redeemedAt: now })
    .where(and(eq(coupons.code, code), isNull(coupons.agencyId), sql`${coupons.validTo} > ${now.toISOString()}::timestamptz`))
    .returning({ id: coupons.id })
  if (claimed.length > 0) return
  const [row] = await db.select({ validTo: coupons.validTo, agencyId: coupons.agencyId }).from(coupons).where(eq(coupons.code, code)).limit(1)
  // Another agency's code reads as unknown: its existence is not this agency's business.
  if (!row || (row.agencyId !== null && row.agencyId !== agencyId)) throw redeemError('unknown')
  // Expired says more than "already yours" (the list shows it as expired either way).
  if (now.getTime() >= row.validTo.getTime()) throw redeemError('expired')
  throw redeemError('already_redeemed')
}
