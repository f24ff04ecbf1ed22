import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancelQuoteResponseSchema, OrderPaths, orderDetailSchema, orderListResponseSchema } from '../../../src/contract/order'
import { Permission } from '../../../src/contract/permissions'
import { users } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test/harness'
import { authHeaders, sessionFor, type RoleSession } from '../../test/reliability/roles'
import { blueLanternOrder, jsonPost, unzip } from './test-helpers'

// §6 QUERY_PRICE: demo_viewer (no QUERY_PRICE) reads its agency's orders without any amount;
// demo_sub (QUERY_PRICE) and the main account get them. The amounts are withheld by the API,
// not only dashed out by the UI.

let t: TestApp
let orderNum: string
let viewer: RoleSession
let sub: RoleSession

beforeAll(async () => {
  t = await createTestApp()
  orderNum = await blueLanternOrder(t)
  viewer = await sessionFor(t, 'viewer')
  sub = await sessionFor(t, 'sub')
})
afterAll(async () => {
  await t?.close()
})

async function post(path: string, body: unknown, session: RoleSession) {
  const res = await t.request(path, jsonPost(body, authHeaders(session)))
  return { status: res.status, json: await res.json() }
}

async function quoteOf(session: RoleSession) {
  return cancelQuoteResponseSchema.parse((await post(OrderPaths.cancelQuote, { orderNum }, session)).json.data)
}

async function sheet(session: RoleSession): Promise<string> {
  const res = await t.request(OrderPaths.orderExport, jsonPost({ orderNum }, authHeaders(session)))
  expect(res.status).toBe(200)
  return unzip(Buffer.from(await res.arrayBuffer())).get('xl/worksheets/sheet1.xml') as string
}

describe('order amounts without QUERY_PRICE (§6)', () => {
  it('order_detail: every amount is null for the viewer, present for a sub-account with QUERY_PRICE', async () => {
    const seen = orderDetailSchema.parse((await post(OrderPaths.orderDetail, { orderNum }, sub)).json.data)
    expect(seen.totalPrice).toBeGreaterThan(0)
    expect(seen.dailyPriceInfo?.length).toBeGreaterThan(0)
    const hidden = orderDetailSchema.parse((await post(OrderPaths.orderDetail, { orderNum }, viewer)).json.data)
    expect(hidden).toMatchObject({
      orderNum,
      hotelName: seen.hotelName,
      baseTotal: null,
      totalTaxAndFee: null,
      dailyPriceInfo: null,
      couponDiscount: null,
      cardFee: null,
      totalPrice: null,
      paidAmount: null,
      refundedAmount: null,
      penaltyAmount: null,
    })
  })

  it('order_list and cancel_quote withhold the amounts from the viewer only', async () => {
    const listOf = async (s: RoleSession) => orderListResponseSchema.parse((await post(OrderPaths.orderList, { orderNum }, s)).json.data).list
    expect((await listOf(sub))[0]?.totalPrice).toBeGreaterThan(0)
    expect(await listOf(viewer)).toEqual([expect.objectContaining({ orderNum, totalPrice: null })])
    expect(await quoteOf(sub)).toMatchObject({ cancellable: true, penalty: 0, refund: 0 })
    expect(await quoteOf(viewer)).toMatchObject({ cancellable: true, penalty: null, refund: null })
  })

  it('order_export leaves the amount cells empty for the viewer', async () => {
    const total = orderDetailSchema.parse((await post(OrderPaths.orderDetail, { orderNum }, sub)).json.data).totalPrice
    expect(await sheet(sub)).toContain(`<v>${total}</v>`)
    const hidden = await sheet(viewer)
    expect(hidden).toContain(orderNum)
    expect(hidden).not.toContain(`<v>${total}</v>`)
  })

  it('cancel_order needs QUERY_PRICE too: the penalty agreed to must have been seen', async () => {
    // A sub-account allowed to book but not to see prices (runs last: it changes demo_sub).
    await t.db.db.update(users).set({ permissions: [Permission.PLACE_ORDER] }).where(eq(users.username, 'demo_sub'))
    expect((await quoteOf(sub)).penalty).toBeNull()
    const refused = await post(OrderPaths.cancelOrder, { orderNum, expectedPenalty: 0 }, sub)
    expect(refused.status).toBe(403)
    expect((await post(OrderPaths.orderStatus, { orderNum }, sub)).json.data.status).toBe('UNPAID')
  })
})
