import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditLedger, hotels, orders, providerPayments } from '../../db/schema'
import { agencyCredit } from '../../domain/credit'
import { applyCallback, signCallback } from '../../domain/payments/callback'
import { paymentSecret } from '../../domain/payments/signing'
import { bearer, insertOrder, jsonPost, setAvailableCredit, userByName } from '../../domain/payments/test-fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { COUPON_REDEEM_MESSAGES, PaymentErrorCode, type CouponRedeemRejection } from '../../../src/contract/payment'

// The payment API against a real database: credit payments (idempotent, no overspend under
// concurrency, USE_CREDIT enforced), coupons, delayed payment, card callbacks, pay links.

let t: TestApp
let agent: Record<string, string>
let sub: Record<string, string>
let other: Record<string, string>
let agencyId: number

beforeAll(async () => {
  t = await createTestApp({ hotels: 5 })
  agent = await bearer(t.db.db, 'demo_agent')
  sub = await bearer(t.db.db, 'demo_sub')
  other = await bearer(t.db.db, 'demo_verify')
  agencyId = (await userByName(t.db.db, 'demo_agent')).agencyId
})
afterAll(async () => {
  await t.close()
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response shapes vary per endpoint; each test asserts them
type Answer = { header: { code: number; message: string }; data: any }

const post = async (path: string, body: unknown, headers: Record<string, string>) => {
  const res = await t.request(path, jsonPost(body, headers))
  return { status: res.status, body: (await res.json()) as Answer }
}
const pay = (orderNum: string, expectedTotal: number, headers = agent, key = randomUUID(), route = 'credit') =>
  post('/booking/v2/order_pay', { orderNum, route, expectedTotal }, { ...headers, 'Idempotency-Key': key })
const available = async () => (await agencyCredit(t.db.db, agencyId))?.available ?? NaN

describe('credit payment', () => {
  it('debits exactly the total once, moves the order to PENDING, and a retry replays', async () => {
    await setAvailableCredit(t.db.db, agencyId, '5000.00')
    const order = await insertOrder(t.db.db, { base: '1234.56' })
    const key = randomUUID()
    const first = await pay(order.orderNum, 1234.56, agent, key)
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ status: 'PENDING', paymentStatus: 'paid', paymentRoute: 'credit', paidAmount: 1234.56 })
    expect(await available()).toBe(3765.44)
    const again = await pay(order.orderNum, 1234.56, agent, key)
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual(first.body.data)
    expect(await available()).toBe(3765.44)
    // A new key for a paid order: refused, nothing debited.
    const other = await pay(order.orderNum, 1234.56)
    expect(other.status).toBe(409)
    expect(await available()).toBe(3765.44)
  })

  it('refuses a stale total, insufficient credit, and a missing Idempotency-Key', async () => {
    await setAvailableCredit(t.db.db, agencyId, '100.00')
    const order = await insertOrder(t.db.db, { base: '150.00' })
    expect((await pay(order.orderNum, 149)).body.header.code).toBe(3003)
    const short = await pay(order.orderNum, 150)
    expect(short.status).toBe(409)
    expect(short.body.header.code).toBe(3001)
    const noKey = await post('/booking/v2/order_pay', { orderNum: order.orderNum, route: 'credit', expectedTotal: 150 }, agent)
    expect(noKey.status).toBe(400)
    expect(await available()).toBe(100)
  })

  it('a sub-account without USE_CREDIT cannot pay by credit (403) and sees the route disabled', async () => {
    await setAvailableCredit(t.db.db, agencyId, '5000.00')
    const order = await insertOrder(t.db.db, { base: '100.00', username: 'demo_sub' })
    const res = await pay(order.orderNum, 100, sub)
    expect(res.status).toBe(403)
    expect(await available()).toBe(5000)
    const support = await post('/booking/v2/payment/support', { orderNum: order.orderNum }, sub)
    const credit = support.body.data.options.find((o: { route: string }) => o.route === 'credit')
    expect(credit).toMatchObject({ available: false, reason: 'no_permission', availableCredit: null })
  })

  it('another agency cannot see or pay the order (404)', async () => {
    const order = await insertOrder(t.db.db, { base: '100.00' })
    expect((await post('/booking/v2/payment/support', { orderNum: order.orderNum }, other)).status).toBe(404)
    expect((await pay(order.orderNum, 100, other)).status).toBe(404)
    expect((await post('/api/v1/repay/', { orderNum: order.orderNum, paymentType: 0 }, other)).status).toBe(404)
  })

  it('200 concurrent payments against a small balance never overspend', async () => {
    await setAvailableCredit(t.db.db, agencyId, '1000.00')
    const list = []
    for (let i = 0; i < 200; i++) list.push(await insertOrder(t.db.db, { base: '70.00' }))
    const results = await Promise.all(list.map((o) => pay(o.orderNum, 70)))
    const ok = results.filter((r) => r.status === 200).length
    expect(ok).toBe(14) // floor(1000 / 70)
    expect(results.filter((r) => r.status === 409 && r.body.header.code === 3001).length).toBe(186)
    expect(await available()).toBe(20)
    const [sum] = await t.db.db.select({ s: sql<string>`coalesce(sum(amount),0)::text` }).from(creditLedger).where(and(eq(creditLedger.agencyId, agencyId), eq(creditLedger.kind, 'consume')))
    expect(Number(sum?.s)).toBe(980)
  })
})

describe('payment/support and repay', () => {
  it('lists the routes with their real cost and the pay check', async () => {
    await setAvailableCredit(t.db.db, agencyId, '5000.00')
    const order = await insertOrder(t.db.db, { base: '1000.00', checkIn: '2030-06-10' })
    const res = await post('/booking/v2/payment/support', { orderNum: order.orderNum }, agent)
    const byRoute = Object.fromEntries(res.body.data.options.map((o: { route: string }) => [o.route, o]))
    expect(byRoute.credit).toMatchObject({ available: true, total: 1000, fee: 0, availableCredit: 5000 })
    expect(byRoute.card).toMatchObject({ available: true, total: 1035, fee: 35 })
    expect(byRoute.qr).toMatchObject({ available: true, total: 1000 })
    expect(byRoute.delayed_credit).toMatchObject({ available: true, deadline: '2030-06-09T15:00:00.000Z' })
    expect((await post('/api/v1/repay/', { orderNum: order.orderNum, paymentType: 0 }, agent)).body.data).toEqual({ normal: true, message: 'order can be paid' })
    const cancelled = await insertOrder(t.db.db, { status: 'CANCELLED' })
    expect((await post('/api/v1/repay/', { orderNum: cancelled.orderNum, paymentType: 0 }, agent)).body.data).toEqual({ normal: false, message: 'order status abnormal' })
  })

  it('delayed payment sets the hold and is refused when the deadline is too near', async () => {
    const order = await insertOrder(t.db.db, { base: '300.00', checkIn: '2030-06-10' })
    const res = await pay(order.orderNum, 300, agent, randomUUID(), 'delayed_credit')
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'UNPAID', paymentRoute: 'delayed_credit', payDeadline: '2030-06-09T15:00:00.000Z' })
    const past = await insertOrder(t.db.db, { base: '300.00', checkIn: '2020-01-01', payDeadline: null })
    const refused = await pay(past.orderNum, 300, agent, randomUUID(), 'delayed_credit')
    expect(refused.body.header.code).toBe(3005)
  })
})

describe('coupons at checkout', () => {
  it('applies one coupon to the base cost, checks minimum and validity, and removes it', async () => {
    const order = await insertOrder(t.db.db, { base: '1000.00' })
    const applied = await post('/booking/v2/order_coupon', { orderNum: order.orderNum, couponCode: 'welcome50' }, agent)
    expect(applied.status).toBe(200)
    expect(applied.body.data).toMatchObject({ couponCode: 'WELCOME50', couponDiscount: 50, totalPrice: 950 })
    const card = applied.body.data.options.find((o: { route: string }) => o.route === 'card')
    expect(card).toMatchObject({ fee: 33.25, total: 983.25 })
    // One per order: another code replaces it; the first is free again.
    const swapped = await post('/booking/v2/order_coupon', { orderNum: order.orderNum, couponCode: 'SAVE100' }, agent)
    expect(swapped.body.data).toMatchObject({ couponCode: 'SAVE100', totalPrice: 900 })
    const second = await insertOrder(t.db.db, { base: '1000.00' })
    expect((await post('/booking/v2/order_coupon', { orderNum: second.orderNum, couponCode: 'SAVE100' }, agent)).body.data).toEqual({ reason: 'used' })
    expect((await post('/booking/v2/order_coupon', { orderNum: second.orderNum, couponCode: 'WELCOME50' }, agent)).status).toBe(200)
    const rejected = async (code: string) => (await post('/booking/v2/order_coupon', { orderNum: order.orderNum, couponCode: code }, agent)).body
    expect((await rejected('BIGSTAY300')).data).toEqual({ reason: 'below_minimum' })
    expect((await rejected('SUMMER20')).data).toEqual({ reason: 'expired' })
    expect((await rejected('MAPLE60')).data).toEqual({ reason: 'unknown' })
    expect((await rejected('HOTEL1-80')).data).toEqual({ reason: 'other_hotel' })
    const removed = await post('/booking/v2/order_coupon', { orderNum: order.orderNum, couponCode: null }, agent)
    expect(removed.body.data).toMatchObject({ couponCode: null, couponDiscount: 0, totalPrice: 1000 })
    const list = await t.request('/b2b/coupon/list', { headers: agent })
    const codes = ((await list.json()) as { data: Array<{ code: string; status: string }> }).data
    expect(codes.find((c) => c.code === 'SUMMER20')?.status).toBe('expired')
    expect(codes.find((c) => c.code === 'WELCOME50')?.status).toBe('used')
    expect(codes.find((c) => c.code === 'SAVE100')?.status).toBe('unused')
    expect(codes.some((c) => c.code === 'MAPLE60')).toBe(false)
    // A coupon limited to hotels names them; one for all hotels names none.
    const scoped = (await t.request('/b2b/coupon/list', { headers: agent }).then((r) => r.json())) as { data: Array<{ code: string; hotelIds: number[] | null; hotels: unknown[] }> }
    const [hotel1] = await t.db.db.select().from(hotels).where(eq(hotels.id, 1))
    expect(scoped.data.find((c) => c.code === 'HOTEL1-80')).toMatchObject({ hotelIds: [1], hotels: [{ id: 1, nameEn: hotel1!.nameEn, nameZh: hotel1!.nameZh }] })
    expect(scoped.data.find((c) => c.code === 'SAVE100')).toMatchObject({ hotelIds: null, hotels: [] })
  })

  it('redeems an unassigned code once', async () => {
    expect((await post('/b2b/coupon/redeem', { code: 'REDEEM88' }, agent)).status).toBe(200)
    expect((await post('/b2b/coupon/redeem', { code: 'REDEEM88' }, other)).body.data).toEqual({ reason: 'unknown' })
  })

  it('says why a redemption is refused: unknown, expired, or already among the agency coupons', async () => {
    const refused = async (code: string) => {
      const res = await post('/b2b/coupon/redeem', { code }, agent)
      return { status: res.status, code: res.body.header.code, message: res.body.header.message, data: res.body.data }
    }
    const as = (reason: CouponRedeemRejection) => ({ status: 422, code: PaymentErrorCode.COUPON_REJECTED, message: COUPON_REDEEM_MESSAGES[reason], data: { reason } })
    expect(await refused('NOSUCHCODE')).toEqual(as('unknown'))
    // Another agency's code reads the same as no code at all.
    expect(await refused('MAPLE60')).toEqual(as('unknown'))
    expect(await refused('SUMMER20')).toEqual(as('expired'))
    // The agency's own code, and an unassigned one redeemed a second time: nothing is added.
    expect(await refused('WELCOME50')).toEqual(as('already_redeemed'))
    await post('/b2b/coupon/redeem', { code: 'REDEEM88' }, agent)
    expect(await refused('REDEEM88')).toEqual(as('already_redeemed'))
    const list = (await (await t.request('/b2b/coupon/list', { headers: agent })).json()) as { data: Array<{ code: string }> }
    expect(list.data.filter((c) => c.code === 'REDEEM88')).toHaveLength(1)
  })
})

describe('card payment', () => {
  it('signs a request with the fee, and a replayed callback never pays twice', async () => {
    const order = await insertOrder(t.db.db, { base: '200.00' })
    const signed = await post('/creditcard/sign/ocean_pay', { orderNum: order.orderNum, locale: 'en-US' }, agent)
    expect(signed.body.data).toMatchObject({ amount: 207, fee: 7, currencyCode: 'CNY' })
    expect(signed.body.data.redirectUrl).toMatch(/^\/sandbox\/card\?req=/)
    const secret = await paymentSecret(t.db.db)
    const token = signCallback({ ref: 'card_replaytest01', route: 'card', orderId: order.id, amountCents: 20_700, feeCents: 700, currency: 'CNY', outcome: 'succeeded', reason: null, last4: '4242', linkId: null }, secret)
    const deliver = () => t.request('/sandbox/callback', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ payload: token }).toString() })
    const results = await Promise.all([deliver(), deliver(), deliver()])
    const bodies = (await Promise.all(results.map((r) => r.json()))) as Array<{ status: string; replayed: boolean }>
    expect(bodies.filter((b) => !b.replayed)).toHaveLength(1)
    expect(bodies.every((b) => b.status === 'succeeded')).toBe(true)
    const [row] = await t.db.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ status: 'PENDING', paymentStatus: 'paid', paymentRoute: 'card', cardFee: '7.00', totalPrice: '207.00', paidAmount: '207.00' })
    const charges = await t.db.db.select().from(providerPayments).where(eq(providerPayments.orderId, order.id))
    expect(charges).toHaveLength(1)
    // A forged signature is refused.
    const forged = await t.request('/sandbox/callback', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ payload: `${token.split('.')[0]}.AAAA` }).toString() })
    expect(forged.status).toBe(403)
  })

  it('a second successful payment of a paid order is rejected, not applied', async () => {
    const order = await insertOrder(t.db.db, { base: '100.00' })
    const secret = await paymentSecret(t.db.db)
    const base = { route: 'card' as const, orderId: order.id, amountCents: 10_350, feeCents: 350, currency: 'CNY', outcome: 'succeeded' as const, reason: null, last4: '4242', linkId: null }
    expect((await applyCallback(t.db.db, { ...base, ref: 'card_first_00001' })).status).toBe('succeeded')
    expect((await applyCallback(t.db.db, { ...base, ref: 'card_second_0001' })).status).toBe('rejected')
    expect(signCallback({ ...base, ref: 'x' }, secret)).toContain('.')
    const [row] = await t.db.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row?.paidAmount).toBe('103.50')
  })
})
