import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditLedger, orders } from '../../db/schema'
import { withIdempotency } from '../../domain/orders/idempotency'
import { payOrderByCredit } from '../../domain/payments/credit-pay'
import { bearer, insertOrder, jsonPost, setAvailableCredit, userByName } from '../../domain/payments/test-fixtures'
import { createTestApp, type TestApp } from '../../test/harness'

// QR pay links and share links end to end through the sandbox app, and a property test of
// retried / duplicated credit payments.

let t: TestApp
let agent: Record<string, string>
let payer: { id: number; agencyId: number }

beforeAll(async () => {
  t = await createTestApp({ hotels: 5 })
  agent = await bearer(t.db.db, 'demo_agent')
  payer = await userByName(t.db.db, 'demo_agent')
})
afterAll(async () => {
  await t.close()
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response shapes vary per endpoint; each test asserts them
const json = async (res: Response) => (await res.json()) as { header: { code: number }; data: any }
const form = (data: Record<string, string>): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(data).toString() })

describe('QR pay link', () => {
  it('pays once through the sandbox app; the status shows paid and the link cannot be reused', async () => {
    const order = await insertOrder(t.db.db, { base: '88.00' })
    const link = (await json(await t.request('/wap/booking/wap_api_pro', jsonPost({ orderNum: order.orderNum, locale: 'zh-CN' }, agent)))).data
    expect(link.url).toMatch(/\/zh-CN\/mobile\/MobileThirdPay\?token=/)
    expect(link.amount).toBe(88)
    const status = async () => (await json(await t.request('/wap/booking/pay_link_status', jsonPost({ token: link.token })))).data
    expect(await status()).toMatchObject({ state: 'pending', orderNum: order.orderNum, order: { amount: 88, currencyCode: 'CNY' } })
    const page = await t.request(`/sandbox/app?token=${encodeURIComponent(link.token)}&locale=zh-CN`)
    expect(await page.text()).toContain('SANDBOX')
    const approve = await t.request('/sandbox/app', form({ token: link.token, locale: 'zh-CN', action: 'approve' }))
    expect(approve.status).toBe(303)
    expect(approve.headers.get('location')).toBe(`/zh-CN/mobile/MobileThirdPay?token=${encodeURIComponent(link.token)}`)
    expect(await status()).toMatchObject({ state: 'paid' })
    const [row] = await t.db.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ status: 'PENDING', paymentRoute: 'qr', paidAmount: '88.00' })
    // Reused: the app refuses, and a second approval changes nothing.
    expect((await t.request(`/sandbox/app?token=${encodeURIComponent(link.token)}`)).status).toBe(410)
    await t.request('/sandbox/app', form({ token: link.token, locale: 'zh-CN', action: 'approve' }))
    const [after] = await t.db.db.select().from(orders).where(eq(orders.id, order.id))
    expect(after?.paidAmount).toBe('88.00')
  })

  it('reports declined, expired and invalid links', async () => {
    const order = await insertOrder(t.db.db, { base: '10.00' })
    const link = (await json(await t.request('/wap/booking/wap_api_pro', jsonPost({ orderNum: order.orderNum }, agent)))).data
    await t.request('/sandbox/app', form({ token: link.token, action: 'decline' }))
    const declined = (await json(await t.request('/wap/booking/pay_link_status', jsonPost({ token: link.token })))).data
    expect(declined).toMatchObject({ state: 'failed', reason: 'declined' })
    const fresh = (await json(await t.request('/wap/booking/wap_api_pro', jsonPost({ orderNum: order.orderNum }, agent)))).data
    await t.db.db.execute(sql`update pay_links set expires_at = now() - interval '1 second' where state = 'pending'`)
    expect((await json(await t.request('/wap/booking/pay_link_status', jsonPost({ token: fresh.token })))).data.state).toBe('expired')
    const forged = `${fresh.token.split('.')[0]}.${'A'.repeat(43)}`
    expect((await json(await t.request('/wap/booking/pay_link_status', jsonPost({ token: forged })))).data.state).toBe('invalid')
  })
})

describe('share link', () => {
  it('shows the stay without prices to anyone holding the link, and refuses a forged one', async () => {
    const order = await insertOrder(t.db.db, { base: '500.00' })
    const share = (await json(await t.request('/booking/v2/share_link', jsonPost({ orderNum: order.orderNum, locale: 'en-US' }, agent)))).data
    const token = new URL(share.url).searchParams.get('token') ?? ''
    const view = await json(await t.request(`/wap/booking/share?token=${encodeURIComponent(token)}`))
    expect(view.data).toMatchObject({ orderNum: order.orderNum, hotelName: 'Test Harbour Hotel', guests: ['Ana Ruiz'] })
    expect(JSON.stringify(view.data)).not.toContain('500')
    // Forged: the signature's last two characters changed (to 'AA', unless they were that).
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    expect((await t.request(`/wap/booking/share?token=${encodeURIComponent(forged)}`)).status).toBe(404)
  })
})

describe('property: retried and duplicated credit payments never double-debit', () => {
  it('holds for random retry/duplicate schedules (1000 runs)', async () => {
    await setAvailableCredit(t.db.db, payer.agencyId, '100000000.00')
    const order = await insertOrder(t.db.db, { base: '10.00' })
    let current = order
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ key: fc.integer({ min: 0, max: 2 }), copies: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 99_999 }),
        async (attempts, cents) => {
          // A fresh order per run, priced at random cents (cheap: one row).
          const base = (cents / 100).toFixed(2)
          await t.db.db.update(orders).set({ baseTotal: base, totalPrice: base }).where(eq(orders.id, current.id))
          const keys = [randomUUID(), randomUUID(), randomUUID()]
          const run = (k: number) =>
            withIdempotency(t.db.db, { agencyId: payer.agencyId, scope: 'order_pay', key: keys[k] as string, payload: { orderNum: current.orderNum, route: 'credit', expectedTotal: cents / 100 } }, async (tx) => {
              const row = await payOrderByCredit(tx, payer, current.orderNum, cents / 100)
              return { status: 200, body: row.paidAmount }
            }).then(
              () => 'ok' as const,
              () => 'refused' as const,
            )
          for (const a of attempts) await Promise.all(Array.from({ length: a.copies }, () => run(a.key)))
          const [sum] = await t.db.db
            .select({ s: sql<string>`coalesce(sum(amount),0)::text`, n: sql<number>`count(*)::int` })
            .from(creditLedger)
            .where(and(eq(creditLedger.reference, current.orderNum), eq(creditLedger.kind, 'consume')))
          expect(sum?.n).toBe(1)
          expect(Number(sum?.s)).toBe(cents / 100)
          current = await insertOrder(t.db.db, { base: '10.00' })
        },
      ),
      { numRuns: 1000 },
    )
  }, 300_000)
})
