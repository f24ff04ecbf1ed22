import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OrderErrorCode, OrderPaths, orderDetailSchema, orderListResponseSchema, type OrderFilters } from '../../../src/contract/order'
import { findOrderDetail, toOrderDetail } from '../../domain/orders/detail'
import { exportRows, listOrders } from '../../domain/orders/list'
import { findAgencyOrder } from '../../domain/orders/transition'
import { hotels, idempotencyKeys, orders } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test/harness'
import { authHeaders, sessionFor } from '../../test/reliability/roles'
import { currentTotal, dayAhead, findRate, jsonPost, newKey, orderRequest, takenOf, unzip, type Rate } from './test-helpers'

// create_order and the order reads over HTTP (issue #5).

let t: TestApp
let main: Record<string, string>
let other: Record<string, string>
let viewer: Record<string, string>
let sub: Record<string, string>
const used = new Set<number>()
const checkIn = dayAhead(20)

async function post(path: string, body: unknown, headers: Record<string, string>, key?: string) {
  const res = await t.request(path, jsonPost(body, headers, key))
  const json = (await res.json()) as { header: { code: number; message: string }; data: unknown; errors?: Array<{ field: string }> }
  return { status: res.status, json, res }
}

async function book(rate: Rate, rooms = 1, nights = 2, key = newKey(), guest = 'Lin', who = main) {
  const total = await currentTotal(t.db.db, rate, checkIn, nights, rooms)
  return post(OrderPaths.createOrder, orderRequest(rate, checkIn, nights, rooms, total, guest), who, key)
}

beforeAll(async () => {
  t = await createTestApp()
  main = authHeaders(await sessionFor(t, 'main'))
  other = authHeaders(await sessionFor(t, 'other'))
  viewer = authHeaders(await sessionFor(t, 'viewer'))
  sub = authHeaders(await sessionFor(t, 'sub'))
})
afterAll(async () => {
  await t?.close()
})

describe('create_order', () => {
  it('holds the rooms of every night and answers an UNPAID order with its history', async () => {
    const rate = await findRate(t.db.db, { checkIn, nights: 3, rooms: 2, skip: used })
    const before = Date.now()
    const { status, json } = await book(rate, 2, 3)
    expect(status, JSON.stringify(json)).toBe(200)
    const order = orderDetailSchema.parse(json.data)
    expect(order.status).toBe('UNPAID')
    expect(order.orderNum).toMatch(/^HL\d{12}$/)
    expect(order.nights).toBe(3)
    expect(order.dailyPriceInfo).toHaveLength(3)
    expect(order.history.map((h) => h.status)).toEqual(['PRECREATE', 'UNPAID'])
    expect(order.agentUserName).toBe('demo_agent')
    // Names and address as booked, in both languages (the zh-CN pages show the Chinese ones).
    const [hotel] = await t.db.db.select({ nameZh: hotels.nameZh, addressEn: hotels.addressEn, addressZh: hotels.addressZh }).from(hotels).where(eq(hotels.id, order.hotelId))
    expect(order.hotelNameCN).toBe(hotel!.nameZh)
    expect(order.hotelAddress).toBe(hotel!.addressEn)
    expect(order.hotelAddressCN).toBe(hotel!.addressZh)
    expect(order.hotelAddressCN).not.toBe('')
    const deadline = Date.parse(order.payDeadline as string)
    expect(deadline).toBeGreaterThan(before + 29 * 60_000)
    expect(deadline).toBeLessThanOrEqual(Date.now() + 30 * 60_000)
    expect([...(await takenOf(t.db.db, rate.roomTypeId)).values()]).toEqual([2, 2, 2])
  })

  it('needs an Idempotency-Key that is a UUID', async () => {
    const rate = await findRate(t.db.db, { checkIn, nights: 1, skip: used })
    const body = orderRequest(rate, checkIn, 1, 1, 100)
    const missing = await post(OrderPaths.createOrder, body, main)
    expect(missing.status).toBe(400)
    expect(missing.json.errors?.[0]?.field).toBe('Idempotency-Key')
    const bad = await post(OrderPaths.createOrder, body, main, 'not-a-uuid')
    expect(bad.status).toBe(400)
    expect(bad.json.header.message).toContain('Idempotency-Key')
  })

  it('names the field of a bad payload', async () => {
    const rate = await findRate(t.db.db, { checkIn, nights: 1, skip: used })
    const body = { ...orderRequest(rate, checkIn, 1, 2, 100), roomInfos: orderRequest(rate, checkIn, 1, 1, 100).roomInfos }
    const res = await post(OrderPaths.createOrder, body, main, newKey())
    expect(res.status).toBe(400)
    expect(res.json.errors?.map((e) => e.field)).toContain('roomInfos')
    const past = await post(OrderPaths.createOrder, orderRequest(rate, dayAhead(-2), 1, 1, 100), main, newKey())
    expect(past.status).toBe(400)
    expect(past.json.header.message).toMatch(/^checkIn:/)
    const noRate = await post(OrderPaths.createOrder, { ...orderRequest(rate, checkIn, 1, 1, 100), roomId: 999_999 }, main, newKey())
    expect(noRate.status).toBe(404)
    expect(noRate.json.header.message).toMatch(/^roomId:/)
  })

  it('refuses a changed price with the current total and books nothing', async () => {
    const rate = await findRate(t.db.db, { checkIn, nights: 2, skip: used })
    const total = await currentTotal(t.db.db, rate, checkIn, 2, 1)
    const key = newKey()
    const res = await post(OrderPaths.createOrder, orderRequest(rate, checkIn, 2, 1, total + 1), main, key)
    expect(res.status).toBe(422)
    expect(res.json.header.code).toBe(OrderErrorCode.PRICE_CHANGED)
    expect(res.json.data).toEqual({ currentTotal: total })
    expect((await takenOf(t.db.db, rate.roomTypeId)).size).toBe(0)
    // Nothing was done, so the same draft may be resent with the accepted price.
    const again = await post(OrderPaths.createOrder, orderRequest(rate, checkIn, 2, 1, total), main, key)
    expect(again.status).toBe(200)
  })

  it('sells the last rooms once, then answers 409 SOLD_OUT', async () => {
    const rate = await findRate(t.db.db, { checkIn, nights: 1, skip: used, maxLeft: 3 })
    for (let i = 0; i < rate.minLeft; i++) expect((await book(rate, 1, 1)).status).toBe(200)
    const res = await book(rate, 1, 1)
    expect(res.status).toBe(409)
    expect(res.json.header.code).toBe(OrderErrorCode.SOLD_OUT)
    expect([...(await takenOf(t.db.db, rate.roomTypeId)).values()]).toEqual([rate.minLeft])
  })

  it('is idempotent: replay, mismatch 422, in flight 409, concurrent duplicates make one order', async () => {
    const rate = await findRate(t.db.db, { checkIn, nights: 2, rooms: 2, skip: used })
    const key = newKey()
    const first = await book(rate, 1, 2, key)
    const replay = await book(rate, 1, 2, key)
    expect(replay.status).toBe(200)
    expect(replay.res.headers.get('Idempotent-Replayed')).toBe('true')
    expect((replay.json.data as { orderNum: string }).orderNum).toBe((first.json.data as { orderNum: string }).orderNum)
    const mismatch = await book(rate, 2, 2, key)
    expect(mismatch.status).toBe(422)
    expect(mismatch.json.header.code).toBe(OrderErrorCode.IDEMPOTENCY_MISMATCH)

    // Another instance is still working on this key.
    const busy = newKey()
    const total = await currentTotal(t.db.db, rate, checkIn, 2, 1)
    const body = orderRequest(rate, checkIn, 2, 1, total)
    const { requestHash } = await import('../../domain/orders/idempotency')
    const [agency] = await t.db.db.select({ id: orders.agencyId }).from(orders).limit(1)
    await t.db.db.insert(idempotencyKeys).values({ agencyId: agency!.id, scope: 'create_order', key: busy, requestHash: requestHash(body), state: 'in_flight', expiresAt: new Date(Date.now() + 86_400_000) })
    const inFlight = await post(OrderPaths.createOrder, body, main, busy)
    expect(inFlight.status).toBe(409)
    expect(inFlight.json.header.code).toBe(OrderErrorCode.IDEMPOTENCY_IN_FLIGHT)

    const twin = newKey()
    const results = await Promise.all([book(rate, 1, 2, twin), book(rate, 1, 2, twin), book(rate, 1, 2, twin)])
    expect(results.every((r) => r.status === 200 || r.json.header.code === OrderErrorCode.IDEMPOTENCY_IN_FLIGHT)).toBe(true)
    const nums = new Set(results.filter((r) => r.status === 200).map((r) => (r.json.data as { orderNum: string }).orderNum))
    expect(nums.size).toBe(1)
    const rows = await t.db.db.select().from(orders).where(eq(orders.roomTypeId, rate.roomTypeId))
    expect(rows).toHaveLength(2)
    expect([...(await takenOf(t.db.db, rate.roomTypeId)).values()]).toEqual([2, 2])
  })

  it('needs a login and PLACE_ORDER', async () => {
    const rate = await findRate(t.db.db, { checkIn, nights: 1, skip: used })
    const body = orderRequest(rate, checkIn, 1, 1, 1)
    expect((await post(OrderPaths.createOrder, body, {}, newKey())).status).toBe(401)
    expect((await post(OrderPaths.createOrder, body, viewer, newKey())).status).toBe(403)
    expect((await book(rate, 1, 1, newKey(), 'Sub', sub)).status).toBe(200)
  })
})

describe('order reads', () => {
  let orderNum = ''
  beforeAll(async () => {
    const rate = await findRate(t.db.db, { checkIn, nights: 1, skip: used })
    const res = await book(rate, 1, 1, newKey(), 'Okonkwo')
    orderNum = (res.json.data as { orderNum: string }).orderNum
  })

  it('detail and status of an own order; another agency gets 404', async () => {
    const detail = await post(OrderPaths.orderDetail, { orderNum }, main)
    expect(detail.status).toBe(200)
    expect(orderDetailSchema.parse(detail.json.data).roomInfos[0]?.clientInfos[0]?.lastName).toBe('Okonkwo')
    const status = await post(OrderPaths.orderStatus, { orderNum }, sub)
    expect(status.json.data).toMatchObject({ orderNum, status: 'UNPAID', paymentStatus: 'unpaid' })
    for (const path of [OrderPaths.orderDetail, OrderPaths.orderStatus, OrderPaths.cancelQuote]) {
      const res = await post(path, { orderNum }, other)
      expect(res.status, path).toBe(404)
    }
    expect((await post(OrderPaths.cancelOrder, { orderNum, expectedPenalty: 0 }, other)).status).toBe(404)
    expect((await post(OrderPaths.orderDetail, { orderNum }, {})).status).toBe(401)
    expect((await post(OrderPaths.orderDetail, { orderNum: '' }, main)).json.header.message).toMatch(/^orderNum:/)
  })

  it('lists with filters and pages; other agencies see none of it', async () => {
    const all = orderListResponseSchema.parse((await post(OrderPaths.orderList, {}, main)).json.data)
    expect(all.total).toBeGreaterThan(5)
    expect(all.list).toHaveLength(Math.min(all.total, 10))
    const page2 = orderListResponseSchema.parse((await post(OrderPaths.orderList, { pageNum: 2, pageSize: 3 }, main)).json.data)
    expect(page2.list.map((o) => o.orderNum)).toEqual(all.list.slice(3, 6).map((o) => o.orderNum))
    expect(page2.total).toBe(all.total)
    expect(page2.list.every((o) => o.agentUserName === 'demo_agent')).toBe(true)
    // A page past the end is empty but still tells the total.
    const beyond = orderListResponseSchema.parse((await post(OrderPaths.orderList, { pageNum: 999, pageSize: 3 }, main)).json.data)
    expect(beyond).toMatchObject({ list: [], total: all.total, pageNum: 999 })
    const byGuest = orderListResponseSchema.parse((await post(OrderPaths.orderList, { guestName: 'okonkwo guesta' }, main)).json.data)
    expect(byGuest.list.map((o) => o.orderNum)).toEqual([orderNum])
    const byNum = orderListResponseSchema.parse((await post(OrderPaths.orderList, { orderNum: orderNum.slice(-8) }, main)).json.data)
    expect(byNum.list.map((o) => o.orderNum)).toContain(orderNum)
    const none = orderListResponseSchema.parse((await post(OrderPaths.orderList, { status: ['COMPLETED'] }, main)).json.data)
    expect(none.total).toBe(0)
    const byDate = orderListResponseSchema.parse((await post(OrderPaths.orderList, { checkInFrom: checkIn, checkInTo: checkIn, createdFrom: dayAhead(0) }, main)).json.data)
    expect(byDate.total).toBe(all.total)
    // The unfiltered page is a prepared statement of its own (domain/orders/list.ts): it must
    // answer exactly what the filtered query does when the filter keeps every order.
    for (const page of [{ pageNum: 1, pageSize: 50 }, { pageNum: 2, pageSize: 2 }]) {
      const plain = (await post(OrderPaths.orderList, page, main)).json.data
      const filtered = (await post(OrderPaths.orderList, { ...page, createdFrom: '2020-01-01' }, main)).json.data
      expect(plain).toEqual(filtered)
      expect((await post(OrderPaths.orderList, page, sub)).json.data).toEqual((await post(OrderPaths.orderList, { ...page, createdFrom: '2020-01-01' }, sub)).json.data)
    }
    const theirs = orderListResponseSchema.parse((await post(OrderPaths.orderList, {}, other)).json.data)
    expect(theirs.total).toBe(0)
    // The list's filters are a prepared statement's text (domain/orders/list.ts), the export's
    // are drizzle's orderWhere: both must keep the same orders, in the same order.
    const [mine] = await t.db.db.select({ agencyId: orders.agencyId }).from(orders).where(eq(orders.orderNum, orderNum))
    const first = all.list[0]!
    const filterSets: OrderFilters[] = [
      {},
      { status: ['UNPAID'] },
      { status: ['UNPAID', 'CANCELLED', 'COMPLETED'] },
      { guestName: 'okonkwo   guesta' },
      { guestName: 'LIN' },
      { orderNum: orderNum.slice(3, 10) },
      { orderNum: '%' },
      { orderNum: '_' },
      { hotelName: first.hotelName.slice(1, 6) },
      { hotelName: first.hotelNameCN.slice(0, 2) },
      { checkInFrom: checkIn, checkInTo: checkIn },
      { checkInTo: dayAhead(19) },
      { createdFrom: dayAhead(0), createdTo: dayAhead(0) },
      { createdTo: dayAhead(-1) },
      { status: ['UNPAID'], guestName: 'lin', checkInFrom: checkIn, createdFrom: dayAhead(-1) },
    ]
    const totals: number[] = []
    for (const f of filterSets) {
      const listed = await listOrders(t.db.db, mine!.agencyId, { ...f, pageNum: 1, pageSize: 100 })
      const exported = await exportRows(t.db.db, mine!.agencyId, f)
      expect(listed.list.map((o) => o.orderNum), JSON.stringify(f)).toEqual(exported.map((r) => r.row.orderNum))
      expect(listed.total, JSON.stringify(f)).toBe(exported.length)
      totals.push(exported.length)
    }
    // The sets keep different orders (not all or nothing every time).
    expect(new Set(totals).size, totals.join(' ')).toBeGreaterThanOrEqual(4)
    const bad = await post(OrderPaths.orderList, { pageSize: 1000 }, main)
    expect(bad.status).toBe(400)
    expect(bad.json.errors?.[0]?.field).toBe('pageSize')
  })

  it('guest history: distinct names of the agency, keyword filter', async () => {
    const res = await post(OrderPaths.guestHistory, { keyword: 'okon' }, main)
    expect(res.json.data).toEqual([expect.objectContaining({ firstName: 'GuestA', lastName: 'Okonkwo' })])
    expect((await post(OrderPaths.guestHistory, {}, other)).json.data).toEqual([])
  })

  it('exports the filtered list as a real xlsx', async () => {
    const res = await t.request(OrderPaths.orderExport, jsonPost({ guestName: 'Okonkwo' }, main))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
    const files = unzip(Buffer.from(await res.arrayBuffer()))
    expect([...files.keys()].sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml'])
    const sheet = files.get('xl/worksheets/sheet1.xml') as string
    expect(sheet).toContain(orderNum)
    expect(sheet).toContain('GuestA Okonkwo')
    expect(sheet.match(/<row /g)).toHaveLength(2)
  })

  it("order_detail's one statement answers what the order's rows give", async () => {
    // A cancelled order too: a third history entry, cancel fields set.
    const rate = await findRate(t.db.db, { checkIn, nights: 1, skip: used })
    const booked = await book(rate, 1, 1, newKey(), 'Vasquez')
    const cancelled = (booked.json.data as { orderNum: string }).orderNum
    expect((await post(OrderPaths.cancelOrder, { orderNum: cancelled, expectedPenalty: 0 }, main)).status).toBe(200)
    const [mine] = await t.db.db.select({ agencyId: orders.agencyId }).from(orders).where(eq(orders.orderNum, cancelled))
    const all = await exportRows(t.db.db, mine!.agencyId, {})
    expect(all.length).toBeGreaterThan(5)
    for (const { row } of all) {
      const fromRows = await toOrderDetail(t.db.db, (await findAgencyOrder(t.db.db, mine!.agencyId, row.orderNum))!)
      expect(await findOrderDetail(t.db.db, mine!.agencyId, row.orderNum), row.orderNum).toEqual(fromRows)
    }
    const detail = orderDetailSchema.parse((await post(OrderPaths.orderDetail, { orderNum: cancelled }, main)).json.data)
    expect(detail.status).toBe('CANCELLED')
    expect(detail.history.map((h) => h.status)).toEqual(['PRECREATE', 'UNPAID', 'CANCELLED'])
    expect(await findOrderDetail(t.db.db, mine!.agencyId + 1, cancelled)).toBeNull()
    expect(await findOrderDetail(t.db.db, null, cancelled)).toBeNull()
    expect(await findOrderDetail(t.db.db, mine!.agencyId, 'HL000000000000')).toBeNull()
  })
})
