import type { CancelQuote } from '../../../src/contract/order'
import type { Currency } from '../../../src/contract/currencies'
import { canOrder } from '../../../machines/order-lifecycle.machine'
import type { Db } from '../../db/client'
import { releaseAllotment } from './allotment'
import { orderErrors } from './errors'
import { refundOrder } from './payments'
import { lockOrder, patchOrder, transitionOrder, type OrderRow } from './transition'

// Cancellation (§4 progress Waiting → In Progress → Success | Failure; §9 "free before
// {time} Beijing time; afterwards the full room fee is charged"). An unpaid order is
// cancelled at once. A paid one is handed to the (simulated) supplier: cancel_status
// WAITING; the scheduler moves it on (cancelStep) and on success refunds paid − penalty to
// the payment route. The penalty is fixed when the agent confirms it (expectedPenalty).

const cents = (v: string | number): number => Math.round(Number(v) * 100)

/** Room fee charged after the free-cancellation deadline: the rooms as sold, after any coupon. */
function roomFee(row: OrderRow): number {
  return Math.max(0, cents(row.baseTotal) - cents(row.couponDiscount))
}

export function cancelBusy(row: Pick<OrderRow, 'cancelStatus'>): boolean {
  return row.cancelStatus === 'WAITING' || row.cancelStatus === 'IN_PROGRESS'
}

/** The server's own view of a quote: the amounts are always there (a route may withhold them). */
export type Quote = CancelQuote & { penalty: number; refund: number }

/** What cancelling right now costs and returns. */
export function quoteCancel(row: OrderRow, now: Date): Quote {
  const cancellable = canOrder(row.status, 'CANCEL') && !cancelBusy(row)
  const free = row.cancelDeadline !== null && row.cancelDeadline.getTime() > now.getTime()
  const paid = cents(row.paidAmount) - cents(row.refundedAmount)
  const penalty = row.status === 'UNPAID' || free ? 0 : Math.min(roomFee(row), paid)
  return {
    orderNum: row.orderNum,
    cancellable,
    penalty: cancellable ? penalty / 100 : 0,
    refund: cancellable ? Math.max(0, paid - penalty) / 100 : 0,
    currencyCode: row.currency as Currency,
    free: row.status === 'UNPAID' || free,
    cancelDeadline: row.cancelDeadline ? row.cancelDeadline.toISOString() : null,
  }
}

function stayOf(row: OrderRow) {
  return { roomTypeId: row.roomTypeId, checkIn: row.checkIn, nights: row.nights, rooms: row.roomNum }
}

/**
 * The agent's cancel: 409 PENALTY_CHANGED when the penalty is not the one they saw, 409
 * ILLEGAL_TRANSITION when the order cannot be cancelled (or a cancellation is under way).
 */
export async function requestCancel(tx: Db, orderId: number, expectedPenalty: number, now: Date, stepMs: number): Promise<OrderRow> {
  const row = await lockOrder(tx, orderId)
  const quote = quoteCancel(row, now)
  if (!quote.cancellable) throw orderErrors.illegal(cancelBusy(row) ? `${row.status} (cancellation ${row.cancelStatus})` : row.status, 'CANCEL')
  if (cents(quote.penalty) !== cents(expectedPenalty)) throw orderErrors.penaltyChanged(quote.penalty)
  if (row.status === 'UNPAID') {
    const done = await transitionOrder(tx, row.id, 'CANCEL', 'cancelled_by_agent', { cancelStatus: 'SUCCESS', payDeadline: null }, now)
    await releaseAllotment(tx, stayOf(row))
    return done
  }
  return patchOrder(tx, row.id, { cancelStatus: 'WAITING', penaltyAmount: (cents(quote.penalty) / 100).toFixed(2), cancelDueAt: new Date(now.getTime() + stepMs) }, now)
}

/** Expiry of an unpaid order at its pay deadline: cancelled, rooms released. */
export async function expireUnpaid(tx: Db, row: OrderRow, now: Date): Promise<OrderRow> {
  const done = await transitionOrder(tx, row.id, 'EXPIRE', 'unpaid_deadline', { payDeadline: null }, now)
  await releaseAllotment(tx, stayOf(row))
  return done
}

/**
 * One step of the cancellation progress of a locked order: WAITING → IN_PROGRESS, then
 * IN_PROGRESS → SUCCESS (CANCELLED, rooms released, paid − penalty refunded) or FAILURE
 * when the order can no longer be cancelled (e.g. the hotel refused to confirm it meanwhile,
 * which refunded it in full).
 */
export async function cancelStep(tx: Db, row: OrderRow, now: Date, stepMs: number): Promise<OrderRow> {
  if (row.cancelStatus === 'WAITING') {
    return patchOrder(tx, row.id, { cancelStatus: 'IN_PROGRESS', cancelDueAt: new Date(now.getTime() + stepMs) }, now)
  }
  if (!canOrder(row.status, 'CANCEL')) {
    return patchOrder(tx, row.id, { cancelStatus: 'FAILURE', cancelDueAt: null, penaltyAmount: '0' }, now)
  }
  const penalty = Math.min(cents(row.penaltyAmount), cents(row.paidAmount))
  const done = await transitionOrder(tx, row.id, 'CANCEL', 'cancelled_by_agent', { cancelStatus: 'SUCCESS', cancelDueAt: null }, now)
  await releaseAllotment(tx, stayOf(row))
  const refund = cents(row.paidAmount) - cents(row.refundedAmount) - penalty
  return refund > 0 ? refundOrder(tx, done, refund / 100, 'cancellation', now) : done
}
