import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OrderErrorCode, OrderPaths, orderDetailSchema, type OrderDetail, type PaymentRoute } from '../../src/contract/order'
import { creditLedger, orderPayments, orders } from '../db/schema'
import { quoteCancel } from '../domain/orders/cancel'
import { markOrderPaid } from '../domain/orders/payments'
import { findAgencyOrder } from '../domain/orders/transition'
import { currentTotal, dayAhead, findRate, jsonPost, newKey, orderRequest, takenOf } from '../routes/booking/test-helpers'
import { createTestApp, type TestApp } from '../test/harness'
import { authHeaders, sessionFor } from '../test/reliability/roles'
import { runSchedulerOnce } from './scheduler'

// The order scheduler and cancellation over an explicit clock: supplier confirmation (and
// refusal → automatic refund), cancellation progress with refunds, completion after
// check-out and expiry of unpaid orders.

let t: TestApp
let main: Record<string, string>
const used = new Set<number>()
const checkIn = dayAhead(15)
const SECOND = 1000

async function post(path: string, body: unknown, key?: string) {
  const res = await t.request(path, jsonPost(body, main, key))
  return { status: res.status, json: (await res.json()) as { header: { code: number; message: string }; data: unknown } }
}

async function newOrder(opts: { behavior?: 'normal' | 'always_fail_confirm'; refundable?: boolean; checkIn?: string; nights?: number } = {}): Promise<OrderDetail> {
  const ci = opts.checkIn ?? checkIn
  const nights = opts.nights ?? 2
  const rate = await findRate(t.db.db, { checkIn: ci, nights, behavior: opts.behavior, refundable: opts.refundable, skip: used })
  const total = await currentTotal(t.db.db, rate, ci, nights, 1)
  const res = await post(OrderPaths.createOrder, orderRequest(rate, ci, nights, 1, total), newKey())
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return orderDetailSchema.parse(res.json.data)
}

/** What the payments issue does after charging: for credit, a consume row; then markOrderPaid. */
async function pay(o: OrderDetail, route: PaymentRoute, now: Date) {
  const row = await findAgencyOrder(t.db.db, (await agencyId()), o.orderNum)
  await t.db.db.transaction(async (tx) => {
    if (route === 'credit') await tx.insert(creditLedger).values({ agencyId: row!.agencyId, kind: 'consume', amount: row!.totalPrice, reference: row!.orderNum })
    await markOrderPaid(tx, row!, { route, amount: Number(row!.totalPrice), providerRef: `test-${route}`, now, confirmDelayMs: 5 * SECOND })
  })
}

async function agencyId(): Promise<number> {
  const [r] = await t.db.db.select({ id: orders.agencyId }).from(orders).limit(1)
  return r!.id
}

async function detail(orderNum: string): Promise<OrderDetail> {
  return orderDetailSchema.parse((await post(OrderPaths.orderDetail, { orderNum })).json.data)
}

beforeAll(async () => {
  t = await createTestApp()
  main = authHeaders(await sessionFor(t, 'main'))
})
afterAll(async () => {
  await t?.close()
})

describe('scheduler', () => {
  it('the supplier confirms a paid order after the delay, with its numbers', async () => {
    const o = await newOrder()
    const t0 = new Date()
    await pay(o, 'card', t0)
    expect((await detail(o.orderNum)).status).toBe('PENDING')
    await runSchedulerOnce(t.db.db, new Date(t0.getTime() + 4 * SECOND))
    expect((await detail(o.orderNum)).status).toBe('PENDING')
    const report = await runSchedulerOnce(t.db.db, new Date(t0.getTime() + 6 * SECOND))
    expect(report.confirmed).toBe(1)
    const d = await detail(o.orderNum)
    expect(d.status).toBe('CONFIRMED')
    expect(d.supplierOrderNum).toMatch(/^SUP\d+$/)
    expect(d.confirmationNum).toMatch(/^\d{8}$/)
    expect(d.history.map((h) => h.status)).toEqual(['PRECREATE', 'UNPAID', 'PENDING', 'CONFIRMED'])
  })

  it('a hotel that always fails: CONFIRM_FAILED, rooms released, credit refunded at once', async () => {
    const o = await newOrder({ behavior: 'always_fail_confirm' })
    const t0 = new Date()
    await pay(o, 'credit', t0)
    const report = await runSchedulerOnce(t.db.db, new Date(t0.getTime() + 6 * SECOND))
    expect(report.confirmFailed).toBe(1)
    const d = await detail(o.orderNum)
    expect(d).toMatchObject({ status: 'CONFIRM_FAILED', paymentStatus: 'refunded', refundedAmount: d.paidAmount })
    const ledger = await t.db.db.select().from(creditLedger).where(and(eq(creditLedger.reference, o.orderNum), eq(creditLedger.kind, 'refund')))
    expect(ledger.map((l) => Number(l.amount))).toEqual([d.paidAmount])
    expect([...(await takenOf(t.db.db, o.roomTypeId)).values()]).toEqual([0, 0])
  })

  it('expires unpaid orders at the pay deadline and gives the rooms back', async () => {
    const o = await newOrder()
    expect([...(await takenOf(t.db.db, o.roomTypeId)).values()]).toEqual([1, 1])
    const deadline = Date.parse(o.payDeadline as string)
    expect((await runSchedulerOnce(t.db.db, new Date(deadline - SECOND))).expired).toBe(0)
    expect((await runSchedulerOnce(t.db.db, new Date(deadline + SECOND))).expired).toBeGreaterThanOrEqual(1)
    const d = await detail(o.orderNum)
    expect(d.status).toBe('CANCELLED')
    expect(d.history.at(-1)?.reason).toBe('unpaid_deadline')
    expect([...(await takenOf(t.db.db, o.roomTypeId)).values()]).toEqual([0, 0])
  })

  it('completes a confirmed stay after check-out (Beijing date)', async () => {
    const o = await newOrder({ checkIn: dayAhead(1), nights: 1 })
    const t0 = new Date()
    await pay(o, 'qr', t0)
    await runSchedulerOnce(t.db.db, new Date(t0.getTime() + 6 * SECOND))
    expect((await detail(o.orderNum)).status).toBe('CONFIRMED')
    // Beijing date = check-out day (dayAhead(2)) at 00:30 +08:00.
    const checkoutDay = new Date(`${dayAhead(2)}T00:30:00+08:00`)
    expect((await runSchedulerOnce(t.db.db, new Date(checkoutDay.getTime() - 3_600_000))).completed).toBe(0)
    expect((await runSchedulerOnce(t.db.db, checkoutDay)).completed).toBeGreaterThanOrEqual(1)
    expect((await detail(o.orderNum)).status).toBe('COMPLETED')
  })
})

describe('cancellation', () => {
  it('an unpaid order is cancelled at once for free; the rooms come back', async () => {
    const o = await newOrder()
    const quote = await post(OrderPaths.cancelQuote, { orderNum: o.orderNum })
    expect(quote.json.data).toMatchObject({ cancellable: true, penalty: 0, refund: 0, free: true })
    const wrong = await post(OrderPaths.cancelOrder, { orderNum: o.orderNum, expectedPenalty: 5 })
    expect(wrong.status).toBe(409)
    expect(wrong.json.header.code).toBe(OrderErrorCode.PENALTY_CHANGED)
    const res = await post(OrderPaths.cancelOrder, { orderNum: o.orderNum, expectedPenalty: 0 })
    expect(res.status).toBe(200)
    expect(orderDetailSchema.parse(res.json.data)).toMatchObject({ status: 'CANCELLED', cancelStatus: 'SUCCESS' })
    expect([...(await takenOf(t.db.db, o.roomTypeId)).values()]).toEqual([0, 0])
    const again = await post(OrderPaths.cancelOrder, { orderNum: o.orderNum, expectedPenalty: 0 })
    expect(again.json.header.code).toBe(OrderErrorCode.ILLEGAL_TRANSITION)
  })

  it('a paid order goes Waiting → In Progress → Success and credit is restored in full before the deadline', async () => {
    const o = await newOrder()
    const t0 = new Date()
    await pay(o, 'credit', t0)
    const res = await post(OrderPaths.cancelOrder, { orderNum: o.orderNum, expectedPenalty: 0 })
    expect(orderDetailSchema.parse(res.json.data)).toMatchObject({ status: 'PENDING', cancelStatus: 'WAITING' })
    expect((await post(OrderPaths.cancelQuote, { orderNum: o.orderNum })).json.data).toMatchObject({ cancellable: false })
    const later = Date.now() + 4 * SECOND
    await runSchedulerOnce(t.db.db, new Date(later))
    expect((await detail(o.orderNum)).cancelStatus).toBe('IN_PROGRESS')
    await runSchedulerOnce(t.db.db, new Date(later + 4 * SECOND))
    const d = await detail(o.orderNum)
    expect(d).toMatchObject({ status: 'CANCELLED', cancelStatus: 'SUCCESS', paymentStatus: 'refunded', penaltyAmount: 0 })
    expect(d.refundedAmount).toBe(d.paidAmount)
    const refunds = await t.db.db.select().from(creditLedger).where(and(eq(creditLedger.reference, o.orderNum), eq(creditLedger.kind, 'refund')))
    expect(refunds.map((r) => Number(r.amount))).toEqual([d.paidAmount])
    expect([...(await takenOf(t.db.db, o.roomTypeId)).values()]).toEqual([0, 0])
  })

  it('after the free-cancellation deadline the full room fee is the penalty', async () => {
    const o = await newOrder({ refundable: false })
    await pay(o, 'card', new Date())
    const row = await findAgencyOrder(t.db.db, await agencyId(), o.orderNum)
    const q = quoteCancel(row!, new Date())
    expect(q).toMatchObject({ cancellable: true, free: false, penalty: o.totalPrice, refund: 0 })
    const res = await post(OrderPaths.cancelOrder, { orderNum: o.orderNum, expectedPenalty: o.totalPrice })
    expect(res.status).toBe(200)
    await runSchedulerOnce(t.db.db, new Date(Date.now() + 10 * SECOND))
    await runSchedulerOnce(t.db.db, new Date(Date.now() + 20 * SECOND))
    const d = await detail(o.orderNum)
    expect(d).toMatchObject({ status: 'CANCELLED', cancelStatus: 'SUCCESS', penaltyAmount: o.totalPrice, refundedAmount: 0, paymentStatus: 'paid' })
    const refunds = await t.db.db.select().from(orderPayments).where(and(eq(orderPayments.kind, 'refund')))
    expect(refunds.some((r) => r.providerRef === 'cancellation' && Number(r.amount) > 0 && r.route === 'card')).toBe(false)
  })

  it('a refundable order past its deadline quotes the room fee; a card refund is recorded', async () => {
    const o = await newOrder()
    await pay(o, 'card', new Date())
    const row = await findAgencyOrder(t.db.db, await agencyId(), o.orderNum)
    const past = new Date(Date.parse(o.cancelDeadline as string) + SECOND)
    expect(quoteCancel(row!, past)).toMatchObject({ free: false, penalty: o.totalPrice, refund: 0 })
    expect(quoteCancel(row!, new Date())).toMatchObject({ free: true, penalty: 0, refund: o.totalPrice })
    await post(OrderPaths.cancelOrder, { orderNum: o.orderNum, expectedPenalty: 0 })
    await runSchedulerOnce(t.db.db, new Date(Date.now() + 10 * SECOND))
    await runSchedulerOnce(t.db.db, new Date(Date.now() + 20 * SECOND))
    const refunds = await t.db.db.select().from(orderPayments).where(and(eq(orderPayments.orderId, row!.id), eq(orderPayments.kind, 'refund')))
    expect(refunds.map((r) => [r.route, Number(r.amount)])).toEqual([['card', o.totalPrice]])
  })

  it('a cancellation of an order the hotel then refuses ends in Failure, fully refunded', async () => {
    const o = await newOrder({ behavior: 'always_fail_confirm' })
    const t0 = new Date()
    await pay(o, 'card', t0)
    await post(OrderPaths.cancelOrder, { orderNum: o.orderNum, expectedPenalty: 0 })
    // The supplier answers (refusal) before the cancellation's second step.
    await runSchedulerOnce(t.db.db, new Date(t0.getTime() + 6 * SECOND))
    await runSchedulerOnce(t.db.db, new Date(t0.getTime() + 12 * SECOND))
    const d = await detail(o.orderNum)
    expect(d).toMatchObject({ status: 'CONFIRM_FAILED', cancelStatus: 'FAILURE', paymentStatus: 'refunded' })
  })
})

describe('payment against the clock', () => {
  it('markOrderPaid refuses an order whose pay deadline has passed, even before the scheduler expired it', async () => {
    const o = await newOrder()
    const late = new Date(Date.parse(o.payDeadline as string) + SECOND)
    const row = await findAgencyOrder(t.db.db, await agencyId(), o.orderNum)
    await expect(t.db.db.transaction((tx) => markOrderPaid(tx, row!, { route: 'card', amount: o.totalPrice as number, providerRef: 'late', now: late }))).rejects.toMatchObject({ code: OrderErrorCode.ILLEGAL_TRANSITION })
    expect((await detail(o.orderNum)).status).toBe('UNPAID')
  })
})

describe('several instances', () => {
  it('two scheduler passes at once handle every due order exactly once (SKIP LOCKED on PostgreSQL)', async () => {
    const made: OrderDetail[] = []
    for (let i = 0; i < 6; i++) made.push(await newOrder({ checkIn: dayAhead(40 + i), nights: 1 }))
    const t0 = new Date()
    for (const o of made) await pay(o, 'card', t0)
    const at = new Date(t0.getTime() + 6 * SECOND)
    const [a, b] = await Promise.all([runSchedulerOnce(t.db.db, at), runSchedulerOnce(t.db.db, at)])
    expect(a.confirmed + b.confirmed).toBe(6)
    for (const o of made) {
      const d = await detail(o.orderNum)
      expect(d.status).toBe('CONFIRMED')
      expect(d.history.filter((h) => h.status === 'CONFIRMED')).toHaveLength(1)
    }
  })
})
