import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { ORDER_STATUSES, type OrderStatus } from '../src/contract/order-status'
import {
  canOrder,
  isFinalOrderStatus,
  nextOrderStatus,
  ORDER_EVENTS,
  orderActions,
  orderLifecycleMachine,
  type OrderEventType,
} from './order-lifecycle.machine'

// The full table of legal transitions (§4, README "Order lifecycle"). Every (status, event)
// pair not listed here must be refused.
const LEGAL: Record<string, OrderStatus> = {
  'PRECREATE/CREATED': 'UNPAID',
  'PRECREATE/CREATE_FAILED': 'FAILED',
  'UNPAID/PAY': 'PENDING',
  'UNPAID/CANCEL': 'CANCELLED',
  'UNPAID/EXPIRE': 'CANCELLED',
  'PENDING/SUPPLIER_CONFIRMED': 'CONFIRMED',
  'PENDING/SUPPLIER_FAILED': 'CONFIRM_FAILED',
  'PENDING/CANCEL': 'CANCELLED',
  'CONFIRMED/CHECKED_OUT': 'COMPLETED',
  'CONFIRMED/CANCEL': 'CANCELLED',
}

describe('order-lifecycle machine (§4)', () => {
  const pairs = ORDER_STATUSES.flatMap((s) => ORDER_EVENTS.map((e) => [s, e] as const))

  it.each(pairs.filter(([s, e]) => `${s}/${e}` in LEGAL))('%s --%s--> legal', (status, event) => {
    expect(nextOrderStatus(status, event)).toBe(LEGAL[`${status}/${event}`])
    expect(canOrder(status, event)).toBe(true)
  })

  it.each(pairs.filter(([s, e]) => !(`${s}/${e}` in LEGAL)))('%s --%s--> illegal', (status, event) => {
    expect(nextOrderStatus(status, event)).toBeNull()
    expect(canOrder(status, event)).toBe(false)
  })

  it('covers 10 legal and 54 illegal pairs', () => {
    expect(pairs.length).toBe(64)
    expect(pairs.filter(([s, e]) => nextOrderStatus(s, e) !== null).length).toBe(10)
  })

  it('final statuses accept no event', () => {
    for (const s of ['CANCELLED', 'FAILED', 'CONFIRM_FAILED', 'COMPLETED'] as const) {
      expect(isFinalOrderStatus(s)).toBe(true)
      expect(ORDER_EVENTS.some((e) => canOrder(s, e))).toBe(false)
    }
    expect(isFinalOrderStatus('UNPAID')).toBe(false)
  })

  it('refuses unknown statuses and events instead of throwing', () => {
    expect(nextOrderStatus('BOGUS' as OrderStatus, 'PAY')).toBeNull()
    expect(nextOrderStatus('UNPAID', 'REFUND' as OrderEventType)).toBeNull()
  })

  it('runs the happy path as an actor', () => {
    const actor = createActor(orderLifecycleMachine).start()
    for (const type of ['CREATED', 'PAY', 'SUPPLIER_CONFIRMED', 'CHECKED_OUT'] as const) actor.send({ type })
    expect(actor.getSnapshot().value).toBe('COMPLETED')
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('orderActions: pay only when unpaid; cancel while unpaid, pending or confirmed', () => {
    expect(orderActions('UNPAID')).toEqual({ pay: true, cancel: true })
    expect(orderActions('PENDING')).toEqual({ pay: false, cancel: true })
    expect(orderActions('CONFIRMED')).toEqual({ pay: false, cancel: true })
    for (const s of ['PRECREATE', 'COMPLETED', 'CANCELLED', 'FAILED', 'CONFIRM_FAILED'] as const) {
      expect(orderActions(s)).toEqual({ pay: false, cancel: false })
    }
  })

  it('orderActions: no second cancel while a cancellation is under way', () => {
    expect(orderActions('CONFIRMED', 'WAITING')).toEqual({ pay: false, cancel: false })
    expect(orderActions('PENDING', 'IN_PROGRESS')).toEqual({ pay: false, cancel: false })
    expect(orderActions('CONFIRMED', 'FAILURE')).toEqual({ pay: false, cancel: true })
    expect(orderActions('UNPAID', null)).toEqual({ pay: true, cancel: true })
  })
})
