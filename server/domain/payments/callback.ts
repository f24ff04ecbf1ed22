import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { payLinks, providerPayments } from '../../db/schema'
import { markOrderPaid } from '../orders/payments'
import { lockOrder, patchOrder } from '../orders/transition'
import { centsToColumn } from './money'
import { signToken, verifyToken } from './signing'
import { chargeFor, isPayable } from './support'

// The provider's callback (card and QR). It is signed with the payment secret and
// idempotent: provider_ref is unique, and the order row lock serialises concurrent
// deliveries, so a replayed or duplicated callback finds the first outcome and pays nothing
// twice. Card numbers never reach it — only the last four digits.

export const CALLBACK_PURPOSE = 'provider_callback'

export type CallbackPayload = {
  ref: string
  route: 'card' | 'qr'
  orderId: number
  /** Charged amount incl. fee, and the fee, in the order currency's cents. */
  amountCents: number
  feeCents: number
  currency: string
  outcome: 'succeeded' | 'failed'
  reason: string | null
  last4: string | null
  /** QR: the pay link this payment used. */
  linkId: string | null
}

export type CallbackResult = { status: 'succeeded' | 'failed' | 'rejected'; reason: string | null; replayed: boolean; orderNum: string }

export function signCallback(payload: CallbackPayload, secret: string): string {
  return signToken(CALLBACK_PURPOSE, payload, secret)
}

export function parseCallback(token: string, secret: string): CallbackPayload | null {
  const raw = verifyToken(CALLBACK_PURPOSE, token, secret)
  if (!raw) return null
  const ok =
    typeof raw.ref === 'string' && /^[A-Za-z0-9_-]{8,80}$/.test(raw.ref) &&
    (raw.route === 'card' || raw.route === 'qr') &&
    Number.isInteger(raw.orderId) && Number.isInteger(raw.amountCents) && Number.isInteger(raw.feeCents) &&
    typeof raw.currency === 'string' && (raw.outcome === 'succeeded' || raw.outcome === 'failed')
  return ok ? (raw as unknown as CallbackPayload) : null
}

export async function applyCallback(db: Db, p: CallbackPayload, opts: { now?: Date; confirmDelayMs?: number } = {}): Promise<CallbackResult> {
  const now = opts.now ?? new Date()
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, p.orderId)
    const [seen] = await tx.select().from(providerPayments).where(eq(providerPayments.providerRef, p.ref)).limit(1)
    if (seen) return { status: seen.status, reason: seen.reason, replayed: true, orderNum: order.orderNum }

    let status: CallbackResult['status'] = p.outcome
    let reason = p.reason
    if (p.outcome === 'succeeded') {
      const expected = chargeFor(order, p.route)
      if (!isPayable(order, now)) {
        status = 'rejected'
        reason = 'order_not_payable'
      } else if (expected.total !== p.amountCents || expected.fee !== p.feeCents || order.currency !== p.currency) {
        // The coupon changed after the request was signed: refuse rather than mis-charge.
        status = 'rejected'
        reason = 'amount_mismatch'
      }
    }
    await tx.insert(providerPayments).values({
      providerRef: p.ref,
      orderId: order.id,
      route: p.route,
      amount: centsToColumn(p.amountCents),
      fee: centsToColumn(p.feeCents),
      currency: p.currency,
      status,
      reason,
      cardLast4: p.last4,
      createdAt: now,
    })
    if (status === 'succeeded') {
      await patchOrder(tx, order.id, { cardFee: centsToColumn(p.feeCents), totalPrice: centsToColumn(p.amountCents) }, now)
      await markOrderPaid(tx, order, { route: p.route, amount: p.amountCents / 100, providerRef: p.ref, now, confirmDelayMs: opts.confirmDelayMs })
    }
    if (p.linkId) {
      await tx
        .update(payLinks)
        .set({ state: status === 'succeeded' ? 'paid' : 'failed', reason, usedAt: now })
        .where(eq(payLinks.id, p.linkId))
    }
    return { status, reason, replayed: false, orderNum: order.orderNum }
  })
}
