import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, beijingToday } from '../../domain/rates-dates'
import { createTestApp, type TestApp } from '../harness'
import { authHeaders, ROLES, sessionFor, type Role, type RoleSession } from './roles'

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

const MATRIX: Row[] = [
  { name: 'health', method: 'GET', path: '/healthz', expect: all(200) },
  { name: 'exchange rates (public)', method: 'GET', path: '/static/v2/exchange_rates', expect: all(200) },
  { name: 'hotel image (public)', method: 'GET', path: '/static/img/hotel/1/1.svg', expect: all(200) },
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
]

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
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
