import { setup, transition } from 'xstate'
import type { CancelStatus } from '../src/contract/order'
import { ORDER_STATUSES, type OrderStatus } from '../src/contract/order-status'

// §4 order lifecycle: the ONE place where legal status changes live. The server asks
// nextOrderStatus() before every status write (server/domain/orders/transition.ts) and the
// client asks orderActions() which buttons to show, so both always agree.
//
//   PRECREATE ─CREATED→ UNPAID (rooms held until the pay deadline)
//   PRECREATE ─CREATE_FAILED→ FAILED
//   UNPAID ─PAY→ PENDING ("Confirming with the hotel")
//   UNPAID ─CANCEL (agent) | EXPIRE (pay deadline)→ CANCELLED
//   PENDING ─SUPPLIER_CONFIRMED→ CONFIRMED
//   PENDING ─SUPPLIER_FAILED→ CONFIRM_FAILED (automatic full refund)
//   PENDING ─CANCEL (per policy)→ CANCELLED
//   CONFIRMED ─CHECKED_OUT→ COMPLETED
//   CONFIRMED ─CANCEL (per policy)→ CANCELLED
//   CANCELLED, FAILED, CONFIRM_FAILED and COMPLETED are final.
//
// A paid order's CANCEL is applied when the cancellation progress (§4 cancel_status) reaches
// SUCCESS; while it is WAITING or IN_PROGRESS the status does not change yet.

export const ORDER_EVENTS = [
  'CREATED',
  'CREATE_FAILED',
  'PAY',
  'CANCEL',
  'EXPIRE',
  'SUPPLIER_CONFIRMED',
  'SUPPLIER_FAILED',
  'CHECKED_OUT',
] as const
export type OrderEventType = (typeof ORDER_EVENTS)[number]
export type OrderEvent = { type: OrderEventType }

export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['CANCELLED', 'FAILED', 'CONFIRM_FAILED', 'COMPLETED']

export const orderLifecycleMachine = setup({
  types: { events: {} as OrderEvent },
}).createMachine({
  id: 'orderLifecycle',
  initial: 'PRECREATE',
  states: {
    PRECREATE: { on: { CREATED: 'UNPAID', CREATE_FAILED: 'FAILED' } },
    UNPAID: { on: { PAY: 'PENDING', CANCEL: 'CANCELLED', EXPIRE: 'CANCELLED' } },
    PENDING: { on: { SUPPLIER_CONFIRMED: 'CONFIRMED', SUPPLIER_FAILED: 'CONFIRM_FAILED', CANCEL: 'CANCELLED' } },
    CONFIRMED: { on: { CHECKED_OUT: 'COMPLETED', CANCEL: 'CANCELLED' } },
    CANCELLED: { type: 'final' },
    FAILED: { type: 'final' },
    CONFIRM_FAILED: { type: 'final' },
    COMPLETED: { type: 'final' },
  },
})

const STATUS_SET: ReadonlySet<string> = new Set(ORDER_STATUSES)
const EVENT_SET: ReadonlySet<string> = new Set(ORDER_EVENTS)

/** The status after `eventType` in `status`, or null when the machine does not allow it. */
export function nextOrderStatus(status: OrderStatus, eventType: OrderEventType): OrderStatus | null {
  // Values from the database or the network may be anything: refuse rather than throw.
  if (!STATUS_SET.has(status) || !EVENT_SET.has(eventType)) return null
  const snapshot = orderLifecycleMachine.resolveState({ value: status })
  const event = { type: eventType }
  if (!snapshot.can(event)) return null
  const [next] = transition(orderLifecycleMachine, snapshot, event)
  return next.value as OrderStatus
}

export function canOrder(status: OrderStatus, eventType: OrderEventType): boolean {
  return nextOrderStatus(status, eventType) !== null
}

export function isFinalOrderStatus(status: OrderStatus): boolean {
  return FINAL_ORDER_STATUSES.includes(status)
}

/**
 * Which actions the agent may start on an order. Cancelling is hidden while a cancellation is
 * already under way (WAITING / IN_PROGRESS) or has succeeded.
 */
export function orderActions(status: OrderStatus, cancelStatus?: CancelStatus | null): { pay: boolean; cancel: boolean } {
  const cancelBusy = cancelStatus === 'WAITING' || cancelStatus === 'IN_PROGRESS' || cancelStatus === 'SUCCESS'
  return {
    pay: canOrder(status, 'PAY') && !cancelBusy,
    cancel: canOrder(status, 'CANCEL') && !cancelBusy,
  }
}
