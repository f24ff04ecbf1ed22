import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, beijingToday } from '../../domain/rates-dates'
import { createTestApp, type TestApp } from '../harness'
import { authHeaders, ROLES, sessionFor, type Role, type RoleSession } from './roles'
import { blueLanternOrder } from '../../routes/booking/test-helpers'

// The authorization matrix: every endpoint × {visitor, viewer, sub-account, main account,
// other agency, superuser} → the status it must get. Each cell gets a fresh session, so a
// cell that ends its session (logout) cannot affect another. Adding an endpoint is one row.
// Resources owned by an agency (orders, bills…) get a row per "by id" action with the id
// of ANOTHER agency's resource in `setup`, expecting 404 for everyone outside that agency.

type Row = {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  json?: unknown
  /** Expected status per role. */
  expect: Record<Role, number>
}

const all = (status: number): Record<Role, number> => ({ visitor: status, viewer: status, sub: status, main: status, other: status, superuser: status })
const loggedIn = (status: number): Record<Role, number> => ({ ...all(status), visitor: 401 })
const HOTEL_STAY = { checkIn: addDays(beijingToday(), 20), checkOut: addDays(beijingToday(), 22), adultNum: 2, roomNum: 1, currency: 'CNY' }

/** Filled in beforeAll with an order of demo_agent's agency (Blue Lantern Travel). */
const ORDER_REF = { orderNum: '' }

const MATRIX: Row[] = [
  { name: 'health', method: 'GET', path: '/healthz', expect: all(200) },
  { name: 'exchange rates (public)', method: 'GET', path: '/static/v2/exchange_rates', expect: all(200) },
  { name: 'hotel image (public)', method: 'GET', path: '/static/img/hotel/1/1.png', expect: all(200) },
  { name: 'hotel image as SVG (public)', method: 'GET', path: '/static/img/hotel/1/1.svg', expect: all(200) },
  { name: 'user info', method: 'GET', path: '/b2b/user_info', expect: loggedIn(200) },
  // §6: VIEW_CREDIT; the viewer and the sub-account do not hold it.
  {
    name: 'credit amount',
    method: 'POST',
    path: '/b2b/credit/query_agent_credit_amount',
    expect: { visitor: 401, viewer: 403, sub: 403, main: 200, other: 200, superuser: 200 },
  },
  // Idempotent: without a session it still answers ok (the client's §8 reaction relies on it).
  { name: 'logout', method: 'POST', path: '/b2b/logout', expect: all(200) },
  // Demo mode (NODE_ENV test); production answers 404, checked below.
  { name: 'dev outbox', method: 'GET', path: '/api/dev/outbox', expect: all(200) },
  // Hotel search and content (§2: hotel-list and hotel-info need no login; prices are
  // withheld, not refused, without QUERY_PRICE). §4: a visitor's lookup needs 2 characters.
  { name: 'region fuzzy (public)', method: 'GET', path: '/static/v2/region/fuzzy?keyword=tokyo', expect: all(200) },
  { name: 'hotel fuzzy one character', method: 'GET', path: '/static/v2/hotel_fuzzy?keyword=h', expect: { ...all(200), visitor: 400 } },
  { name: 'hot cities (public)', method: 'GET', path: '/static/v2/region/hot', expect: all(200) },
  { name: 'region detail (public)', method: 'GET', path: '/static/v2/region/156', expect: all(200) },
  { name: 'static hotel (public)', method: 'GET', path: '/static/v2/hotel/1', expect: all(200) },
  { name: 'hotel list (public)', method: 'POST', path: '/room_rate/v3/hotel_list', json: { ...HOTEL_STAY, addressType: 'region', addressValue: '156' }, expect: all(200) },
  { name: 'rate search (public)', method: 'POST', path: '/room_rate/v2/search/1', json: HOTEL_STAY, expect: all(200) },
  { name: 'browsing history', method: 'POST', path: '/view_history/records_get', json: { currency: 'CNY' }, expect: loggedIn(200) },
  { name: 'favourites', method: 'GET', path: '/hotel_favorites/list', expect: loggedIn(200) },
  // §6 PLACE_ORDER: the viewer lacks it.
  { name: 'check_available', method: 'POST', path: '/booking/v2/check_available', json: { ...HOTEL_STAY, sid: '1:11:111' }, expect: { ...loggedIn(200), viewer: 403 } },
  // Orders (issue 5). Reads need a login; create_order needs PLACE_ORDER. The "by id" rows
  // use an order of demo_agent's agency (made in beforeAll): 404 for the other agency (never
  // 403, which would confirm it exists) and for the superuser's own agency.
  { name: 'order_list', method: 'POST', path: '/booking/v2/order_list', json: {}, expect: loggedIn(200) },
  { name: 'order_export', method: 'POST', path: '/booking/v2/order_export', json: {}, expect: loggedIn(200) },
  { name: 'guest_history', method: 'POST', path: '/booking/v2/guest_history', json: {}, expect: loggedIn(200) },
  { name: 'create_order (empty body, refused after the permission check)', method: 'POST', path: '/booking/v2/create_order', json: {}, expect: { ...loggedIn(400), viewer: 403 } },
  ...(['order_detail', 'order_status', 'cancel_quote'] as const).map((call): Row => ({
    name: `${call} of a Blue Lantern order`,
    method: 'POST',
    path: `/booking/v2/${call}`,
    json: ORDER_REF,
    expect: { visitor: 401, viewer: 200, sub: 200, main: 200, other: 404, superuser: 404 },
  })),
  // Needs PLACE_ORDER. A penalty that is not the current one (0) is refused before anything
  // changes, so the cell order does not matter; outsiders cannot even learn the order exists.
  { name: 'cancel_order of a Blue Lantern order', method: 'POST', path: '/booking/v2/cancel_order', json: { get orderNum() { return ORDER_REF.orderNum }, expectedPenalty: 1 }, expect: { visitor: 401, viewer: 403, sub: 409, main: 409, other: 404, superuser: 404 } },
  // Visitor content (issue 8): public for everyone; chat access is by conversation token only,
  // so an unknown token is 404 whoever asks.
  { name: 'blog list (public)', method: 'GET', path: '/static/v2/blog/list?locale=ja', expect: all(200) },
  { name: 'blog content (public)', method: 'GET', path: '/static/v2/blog/content?id=1', expect: all(200) },
  { name: 'blog cover (public)', method: 'GET', path: '/static/img/blog/1.svg', expect: all(200) },
  { name: 'sitemap (public)', method: 'GET', path: '/sitemap.xml', expect: all(200) },
  { name: 'customer service url (public)', method: 'POST', path: '/b2b/get_customer_service_url', json: {}, expect: all(200) },
  { name: 'demo appointment invalid lead (public endpoint)', method: 'POST', path: '/b2b/demo_appointment', json: { email: '' }, expect: all(400) },
  { name: 'messages of an unknown conversation', method: 'GET', path: `/api/v1/messages/?conversation=${'A'.repeat(43)}`, expect: all(404) },
  { name: 'message to an unknown conversation', method: 'POST', path: '/api/v1/messages/', json: { conversation: 'A'.repeat(43), body: 'hi' }, expect: all(404) },
  { name: 'support page without token', method: 'GET', path: '/support/chat', expect: all(404) },
  // Payments (issue 6). Checkout calls need PLACE_ORDER; order_pay needs USE_CREDIT too (the
  // sub-account lacks it) and an Idempotency-Key (none here, so 400 once the permissions pass).
  // Another agency's order is a 404.
  ...(['payment/support', 'order_coupon'] as const).map((call): Row => ({
    name: `${call} of a Blue Lantern order`,
    method: 'POST',
    path: `/booking/v2/${call}`,
    json: call === 'order_coupon' ? { get orderNum() { return ORDER_REF.orderNum }, couponCode: null } : ORDER_REF,
    expect: { visitor: 401, viewer: 403, sub: 200, main: 200, other: 404, superuser: 404 },
  })),
  { name: 'repay (pay check) of a Blue Lantern order', method: 'POST', path: '/api/v1/repay/', json: { get orderNum() { return ORDER_REF.orderNum }, paymentType: 0 }, expect: { visitor: 401, viewer: 200, sub: 200, main: 200, other: 404, superuser: 404 } },
  { name: 'order_pay without Idempotency-Key', method: 'POST', path: '/booking/v2/order_pay', json: { get orderNum() { return ORDER_REF.orderNum }, route: 'credit', expectedTotal: 1 }, expect: { visitor: 401, viewer: 403, sub: 403, main: 400, other: 400, superuser: 400 } },
  { name: 'ocean_pay sign of a Blue Lantern order', method: 'POST', path: '/creditcard/sign/ocean_pay', json: ORDER_REF, expect: { visitor: 401, viewer: 403, sub: 200, main: 200, other: 404, superuser: 404 } },
  { name: 'wap_api_pro of a Blue Lantern order', method: 'POST', path: '/wap/booking/wap_api_pro', json: ORDER_REF, expect: { visitor: 401, viewer: 403, sub: 200, main: 200, other: 404, superuser: 404 } },
  { name: 'share_link of a Blue Lantern order', method: 'POST', path: '/booking/v2/share_link', json: ORDER_REF, expect: { visitor: 401, viewer: 200, sub: 200, main: 200, other: 404, superuser: 404 } },
  { name: 'pay link status of a forged token (public)', method: 'POST', path: '/wap/booking/pay_link_status', json: { token: `${'A'.repeat(20)}.${'B'.repeat(43)}` }, expect: all(200) },
  { name: 'share view of a forged token (public)', method: 'GET', path: `/wap/booking/share?token=${'A'.repeat(20)}.${'B'.repeat(43)}`, expect: all(404) },
  { name: 'coupon list', method: 'GET', path: '/b2b/coupon/list', expect: loggedIn(200) },
  { name: 'coupon redeem of an unknown code', method: 'POST', path: '/b2b/coupon/redeem', json: { code: 'NO-SUCH-CODE' }, expect: loggedIn(422) },
  { name: 'sandbox card page without a request', method: 'GET', path: '/sandbox/card', expect: all(400) },
]

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  ORDER_REF.orderNum = await blueLanternOrder(t)
})
afterAll(async () => {
  await t?.close()
})

async function call(app: TestApp, row: Row, session: RoleSession | null) {
  const headers = authHeaders(session)
  const init: RequestInit = { method: row.method, headers }
  if (row.json !== undefined) init.body = JSON.stringify(row.json)
  if (row.json !== undefined) headers['Content-Type'] = 'application/json'
  return app.request(row.path, init)
}

describe('authorization matrix', () => {
  for (const row of MATRIX) {
    for (const role of ROLES) {
      it(`${row.name} as ${role} → ${row.expect[role]}`, async () => {
        const session = role === 'visitor' ? null : await sessionFor(t, role)
        const res = await call(t, row, session)
        const text = await res.text()
        expect(res.status, text.slice(0, 200)).toBe(row.expect[role])
        if (res.status === 401 || res.status === 403) {
          // §8 envelopes: the client reacts to the code, so it must be there.
          expect(JSON.parse(text).header.code).toBe(res.status)
        }
      })
    }
  }

  it('an agency sees only its own data: credit figures differ between agencies', async () => {
    const mine = await (await call(t, MATRIX.find((r) => r.name === 'credit amount')!, await sessionFor(t, 'main'))).json()
    const theirs = await (await call(t, MATRIX.find((r) => r.name === 'credit amount')!, await sessionFor(t, 'other'))).json()
    expect(mine.data.availCredit).not.toBe(theirs.data.availCredit)
    const info = await (await call(t, MATRIX.find((r) => r.name === 'user info')!, await sessionFor(t, 'other'))).json()
    expect(info.data).toMatchObject({ username: 'demo_verify', agentCode: 'MPL002' })
  })
})

describe('production mode', () => {
  let prod: TestApp
  beforeAll(async () => {
    prod = await createTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } })
  })
  afterAll(async () => {
    await prod?.close()
  })
  it('hides the dev outbox from everyone', async () => {
    for (const role of ROLES) {
      const res = await call(prod, MATRIX.find((r) => r.name === 'dev outbox')!, role === 'visitor' ? null : await sessionFor(prod, role))
      expect(res.status).toBe(404)
    }
  })
})
