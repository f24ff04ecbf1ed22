import { eq } from 'drizzle-orm'
import { PaymentErrorCode } from '../../../src/contract/payment'
import type { Db } from '../../db/client'
import { creditAccounts, creditLedger } from '../../db/schema'
import { getRates } from '../catalogue'
import { agencyCredit } from '../credit'
import { convert } from '../rates'
import { OrderError } from '../orders/errors'
import { markOrderPaid } from '../orders/payments'
import { patchOrder, type OrderRow } from '../orders/transition'
import { lockAgencyOrder } from './order-lookup'
import { delayedAvailability } from './deadline'
import { centsToColumn, toCents } from './money'
import { chargeFor, isPayable } from './support'

// §1 credit payment in ONE transaction (the caller's, from withIdempotency):
//   1. lock the agency's credit_accounts row (FOR UPDATE) — every debit of the agency queues
//      here, so two payments can never both see the same available credit;
//   2. lock the order and check it is payable at the total the agent saw;
//   3. compute available from the ledger, refuse when short;
//   4. write the 'consume' ledger row (reference = order_num) and mark the order paid.
// Refunds and top-ups only add credit, so they need not take the lock.

export const paymentErrors = {
  notPayable: (status: string) => new OrderError(409, PaymentErrorCode.NOT_PAYABLE, `orderNum: the order cannot be paid (${status})`, { status }),
  insufficient: (available: number, needed: number) =>
    new OrderError(409, PaymentErrorCode.INSUFFICIENT_CREDIT, 'insufficient available credit', { available, needed }),
  totalChanged: (currentTotal: number) =>
    new OrderError(409, PaymentErrorCode.TOTAL_CHANGED, 'expectedTotal: the total has changed', { currentTotal }),
  noCreditAccount: () => new OrderError(409, PaymentErrorCode.INSUFFICIENT_CREDIT, 'the agency has no credit account', { available: 0 }),
  deadline: (reason: string) => new OrderError(409, PaymentErrorCode.DEADLINE_UNAVAILABLE, `delayed payment is not available (${reason})`, { reason }),
}

type Payer = { id: number; agencyId: number }

export async function payOrderByCredit(
  tx: Db,
  payer: Payer,
  orderNum: string,
  expectedTotal: number,
  opts: { now?: Date; confirmDelayMs?: number } = {},
): Promise<OrderRow> {
  const now = opts.now ?? new Date()
  // 1. The agency's debit lock, always taken before the order lock (one order everywhere).
  const [account] = await tx.select().from(creditAccounts).where(eq(creditAccounts.agencyId, payer.agencyId)).for('update')
  if (!account) throw paymentErrors.noCreditAccount()
  // 2.
  const order = await lockAgencyOrder(tx, payer.agencyId, orderNum)
  if (!isPayable(order, now)) throw paymentErrors.notPayable(order.status)
  const { total } = chargeFor(order, 'credit')
  if (toCents(expectedTotal) !== total) throw paymentErrors.totalChanged(total / 100)
  // 3.
  const figures = await agencyCredit(tx, payer.agencyId, now)
  const needed = convert(total / 100, order.currency, account.currency, await getRates(tx))
  const available = figures?.available ?? 0
  if (toCents(available) < toCents(needed)) throw paymentErrors.insufficient(available, needed)
  // 4.
  const [ledger] = await tx
    .insert(creditLedger)
    .values({ agencyId: payer.agencyId, kind: 'consume', amount: centsToColumn(toCents(needed)), reference: order.orderNum, note: 'order payment', createdBy: payer.id, createdAt: now })
    .returning({ id: creditLedger.id })
  if (toCents(order.cardFee) !== 0 || toCents(order.totalPrice) !== total) {
    await patchOrder(tx, order.id, { cardFee: '0.00', totalPrice: centsToColumn(total) }, now)
  }
  return markOrderPaid(tx, order, {
    route: order.paymentRoute === 'delayed_credit' ? 'delayed_credit' : 'credit',
    amount: total / 100,
    providerRef: `ledger:${ledger?.id ?? ''}`,
    now,
    confirmDelayMs: opts.confirmDelayMs,
  })
}

/**
 * Delayed-payment credit: the UNPAID order is held until 23:00 Beijing the day before
 * check-in (pay_deadline), route 'delayed_credit'; the orders scheduler cancels it then
 * if still unpaid and releases the allotment.
 */
export async function chooseDelayedPayment(tx: Db, payer: Payer, orderNum: string, expectedTotal: number, now = new Date()): Promise<OrderRow> {
  const order = await lockAgencyOrder(tx, payer.agencyId, orderNum)
  if (!isPayable(order, now)) throw paymentErrors.notPayable(order.status)
  const { total } = chargeFor(order, 'delayed_credit')
  if (toCents(expectedTotal) !== total) throw paymentErrors.totalChanged(total / 100)
  const hold = delayedAvailability(order.checkIn, now)
  if (!hold.available) throw paymentErrors.deadline(hold.reason)
  return patchOrder(tx, order.id, { paymentRoute: 'delayed_credit', payDeadline: hold.deadline, cardFee: '0.00', totalPrice: centsToColumn(total) }, now)
}
