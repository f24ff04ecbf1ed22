import { and, eq, inArray, sql } from 'drizzle-orm'
import type { PaymentRoute } from '../../../src/contract/order'
import type { Db } from '../../db/client'
import { creditLedger, orderPayments, orders } from '../../db/schema'
import { orderErrors } from './errors'
import { lockOrder, transitionOrder, type OrderRow } from './transition'

// Money movements of an order. The payment calls (payments issue) charge through their route
// and then call markOrderPaid; cancellations and failed confirmations call refundOrder.
// Amounts are handled in integer cents so numeric(14,2) sums stay exact.

export const DEFAULT_SUPPLIER_CONFIRM_DELAY_MS = 5000

const cents = (v: string | number): number => Math.round(Number(v) * 100)
const amount = (c: number): string => (c / 100).toFixed(2)

export type PaidWith = {
  route: PaymentRoute
  /** What was charged, in the order's currency. */
  amount: number
  /** Card/QR transaction id, credit ledger id, … */
  providerRef: string
  now?: Date
  /** config.supplierConfirmDelayMs; when the simulated supplier answers. */
  confirmDelayMs?: number
}

/**
 * Records a charge and moves the order UNPAID → PENDING ("Confirming with the hotel"):
 * order_payments 'charge' row, paid_amount, payment_status 'paid', pay_deadline cleared,
 * supplier_confirm_due_at = now + delay. Does not write credit_ledger (the credit route's
 * 'consume' row is the caller's). Throws 409 ILLEGAL_TRANSITION unless the order is UNPAID
 * and its pay deadline has not passed. Call it in the same transaction as the charge, before
 * any money moves: the row lock it takes also keeps the scheduler from expiring the order.
 */
export async function markOrderPaid(tx: Db, order: Pick<OrderRow, 'id'>, paid: PaidWith): Promise<OrderRow> {
  const now = paid.now ?? new Date()
  const delay = paid.confirmDelayMs ?? DEFAULT_SUPPLIER_CONFIRM_DELAY_MS
  // Past the pay deadline the rooms are no longer held, even if the scheduler has not
  // expired the order yet: refuse rather than confirm rooms that may be gone.
  const current = await lockOrder(tx, order.id)
  if (current.status === 'UNPAID' && current.payDeadline && current.payDeadline.getTime() <= now.getTime()) {
    throw orderErrors.illegal('UNPAID (pay deadline passed)', 'PAY')
  }
  const updated = await transitionOrder(
    tx,
    order.id,
    'PAY',
    'paid',
    {
      paymentRoute: paid.route,
      paidAmount: amount(cents(paid.amount)),
      paymentStatus: 'paid',
      payDeadline: null,
      supplierConfirmDueAt: new Date(now.getTime() + delay),
    },
    now,
  )
  await tx.insert(orderPayments).values({ orderId: order.id, kind: 'charge', route: paid.route, amount: amount(cents(paid.amount)), providerRef: paid.providerRef, createdAt: now })
  return updated
}

/**
 * Credit to give back for refunding `due` cents of the order: the same share of what the
 * credit ledger consumed for this order (reference = order_num), which may be in the credit
 * account's currency rather than the order's; the last refund returns the exact remainder.
 */
async function creditToRestore(tx: Db, row: OrderRow, due: number, last: boolean): Promise<number> {
  const sums = await tx
    .select({ kind: creditLedger.kind, total: sql<string>`coalesce(sum(${creditLedger.amount}), 0)::text` })
    .from(creditLedger)
    .where(and(eq(creditLedger.agencyId, row.agencyId), eq(creditLedger.reference, row.orderNum), inArray(creditLedger.kind, ['consume', 'refund'])))
    .groupBy(creditLedger.kind)
  const consumed = cents(sums.find((s) => s.kind === 'consume')?.total ?? 0)
  const restored = cents(sums.find((s) => s.kind === 'refund')?.total ?? 0)
  const left = Math.max(0, consumed - restored)
  if (last) return left
  const paid = cents(row.paidAmount)
  return paid > 0 ? Math.min(left, Math.round((consumed * due) / paid)) : 0
}

/**
 * Refunds `refund` (capped at what is paid and not yet refunded) to the order's payment
 * route: credit and delayed_credit get a credit_ledger 'refund' row (reference = order_num),
 * so the credit is available again at once (the same share of the credit this order
 * consumed, in the ledger's currency); card and qr are refunded to the card/app (the
 * sandbox records it). Every route also gets an order_payments 'refund' row. Updates
 * refunded_amount and payment_status. Returns the updated row (unchanged when nothing is due).
 */
export async function refundOrder(tx: Db, order: Pick<OrderRow, 'id'>, refund: number, reason: string, now: Date = new Date()): Promise<OrderRow> {
  const row = await lockOrder(tx, order.id)
  const paid = cents(row.paidAmount)
  const already = cents(row.refundedAmount)
  const due = Math.max(0, Math.min(cents(refund), paid - already))
  if (due === 0 || !row.paymentRoute) return row
  const route = row.paymentRoute
  if (route === 'credit' || route === 'delayed_credit') {
    const back = await creditToRestore(tx, row, due, already + due >= paid)
    if (back > 0) {
      await tx.insert(creditLedger).values({ agencyId: row.agencyId, kind: 'refund', amount: amount(back), reference: row.orderNum, note: reason, createdAt: now })
    }
  }
  await tx.insert(orderPayments).values({ orderId: row.id, kind: 'refund', route, amount: amount(due), providerRef: reason, createdAt: now })
  const refunded = already + due
  const [updated] = await tx
    .update(orders)
    .set({ refundedAmount: amount(refunded), paymentStatus: refunded >= paid ? 'refunded' : 'partially_refunded', updatedAt: now })
    .where(eq(orders.id, row.id))
    .returning()
  return updated as OrderRow
}
