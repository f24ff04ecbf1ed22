import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { PAY_LINK_TTL_MS, SHARE_LINK_TTL_MS, type PayLinkStatus, type ShareView } from '../../../src/contract/payment'
import type { OrderStatus } from '../../../src/contract/order-status'
import type { Db } from '../../db/client'
import { orders, payLinks } from '../../db/schema'
import type { OrderRow } from '../orders/transition'
import { fromCents, toCents } from './money'
import { signToken, verifyToken } from './signing'
import { chargeFor } from './support'

// QR handoff pay links and read-only share links. Both are signed tokens opened without a
// login; a pay link also has a row (its outcome, so a reused link says so and every server
// instance agrees), a share link needs none.

export const PAY_LINK_PURPOSE = 'pay_link'
export const SHARE_PURPOSE = 'share'

export type PayLinkRow = typeof payLinks.$inferSelect

export async function createPayLink(db: Db, order: OrderRow, userId: number, secret: string, now = new Date()) {
  const id = randomBytes(12).toString('base64url')
  const { total } = chargeFor(order, 'qr')
  const expiresAt = new Date(now.getTime() + PAY_LINK_TTL_MS)
  await db.insert(payLinks).values({
    id,
    orderId: order.id,
    agencyId: order.agencyId,
    createdBy: userId,
    amount: (total / 100).toFixed(2),
    currency: order.currency,
    expiresAt,
    createdAt: now,
  })
  return { token: signToken(PAY_LINK_PURPOSE, { i: id, e: expiresAt.getTime() }, secret), expiresAt, amount: total / 100 }
}

/** The link row for a token, or null when the token is not ours. */
export async function findPayLink(db: Db, token: string, secret: string): Promise<{ link: PayLinkRow; order: OrderRow } | null> {
  const raw = verifyToken(PAY_LINK_PURPOSE, token, secret)
  if (!raw || typeof raw.i !== 'string') return null
  const [row] = await db.select({ link: payLinks, order: orders }).from(payLinks).innerJoin(orders, eq(orders.id, payLinks.orderId)).where(eq(payLinks.id, raw.i)).limit(1)
  return row ?? null
}

export function payLinkState(link: PayLinkRow, now: Date): PayLinkStatus['state'] {
  if (link.state !== 'pending') return link.state
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending'
}

export async function payLinkStatus(db: Db, token: string, secret: string, now = new Date()): Promise<PayLinkStatus> {
  const found = await findPayLink(db, token, secret)
  if (!found) return { state: 'invalid', reason: null, orderNum: null, expiresAt: null, order: null }
  const { link, order } = found
  return {
    state: payLinkState(link, now),
    reason: link.reason,
    orderNum: order.orderNum,
    expiresAt: link.expiresAt.toISOString(),
    order: {
      hotelName: order.hotelNameEn,
      hotelNameCN: order.hotelNameZh,
      roomTypeName: order.roomTypeNameEn,
      roomTypeNameCN: order.roomTypeNameZh,
      checkIn: order.checkIn,
      checkOut: order.checkOut,
      roomNum: order.roomNum,
      amount: fromCents(toCents(link.amount)),
      currencyCode: link.currency as NonNullable<PayLinkStatus['order']>['currencyCode'],
    },
  }
}

export function createShareToken(order: OrderRow, secret: string, now = new Date()): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + SHARE_LINK_TTL_MS)
  return { token: signToken(SHARE_PURPOSE, { o: order.orderNum, a: order.agencyId, e: expiresAt.getTime() }, secret), expiresAt }
}

export type ShareLookup = { ok: true; view: ShareView } | { ok: false; reason: 'invalid' | 'expired' }

export async function readShare(db: Db, token: string, secret: string, now = new Date()): Promise<ShareLookup> {
  const raw = verifyToken(SHARE_PURPOSE, token, secret)
  if (!raw || typeof raw.o !== 'string' || typeof raw.a !== 'number' || typeof raw.e !== 'number') return { ok: false, reason: 'invalid' }
  if (raw.e <= now.getTime()) return { ok: false, reason: 'expired' }
  const [order] = await db.select().from(orders).where(and(eq(orders.orderNum, raw.o), eq(orders.agencyId, raw.a))).limit(1)
  if (!order) return { ok: false, reason: 'invalid' }
  return {
    ok: true,
    view: {
      orderNum: order.orderNum,
      status: order.status as OrderStatus,
      confirmationNum: order.confirmationNum,
      hotelName: order.hotelNameEn,
      hotelNameCN: order.hotelNameZh,
      hotelAddress: order.hotelAddress,
      hotelAddressCN: order.hotelAddressZh,
      hotelPhone: order.hotelPhone,
      roomTypeName: order.roomTypeNameEn,
      roomTypeNameCN: order.roomTypeNameZh,
      checkIn: order.checkIn,
      checkOut: order.checkOut,
      nights: order.nights,
      roomNum: order.roomNum,
      guests: order.roomInfos.flatMap((r) => r.clientInfos.map((g) => `${g.firstName} ${g.lastName}`)),
      expiresAt: new Date(raw.e).toISOString(),
    },
  }
}
