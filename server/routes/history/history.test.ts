import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { favouriteListSchema, historyListSchema } from '../../../src/contract/hotel'
import { HotelPaths } from '../../../src/contract/paths'
import { exchangeRates, hotels, ratePlans, roomTypes, viewHistory } from '../../db/schema'
import { roundMoney } from '../../domain/money'
import { nightlyPrice } from '../../domain/pricing'
import { beijingDate } from '../../domain/rates-dates'
import { createTestApp, login, type TestApp } from '../../test/harness'
import { bearer, call } from '../hotel/test-helpers'

let t: TestApp
let agent: Record<string, string>
let sub: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  agent = await bearer(t, 'agent')
  sub = await bearer(t, 'sub')
})
afterAll(async () => {
  await t?.close()
})

const nothing = z.null()
const add = (hotelId: number, headers: Record<string, string>, queryTime?: string) =>
  call(t, nothing, HotelPaths.historyAdd, { body: queryTime ? { hotelId, queryTime } : { hotelId }, headers })
const history = (headers: Record<string, string>, currency = 'CNY') => call(t, historyListSchema, HotelPaths.historyGet, { body: { currency }, headers })
const favourites = (headers: Record<string, string>) => call(t, favouriteListSchema, HotelPaths.favouriteList, { headers })

/** The "from" price of a visit: cheapest plan for 2 adults, one night, supplier currency. */
async function expectedNightly(hotelId: number, date: string): Promise<{ amount: number; currency: string }> {
  const [hotel] = await t.db.db.select().from(hotels).where(eq(hotels.id, hotelId))
  const rooms = (await t.db.db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotelId))).filter((r) => r.maxOccupancy >= 2)
  let best = Infinity
  for (const room of rooms) {
    for (const plan of await t.db.db.select().from(ratePlans).where(eq(ratePlans.roomTypeId, room.id))) {
      const n = nightlyPrice(hotel!, room, plan, date)
      best = Math.min(best, Math.round((n.price + n.taxAndFee) * 100) / 100)
    }
  }
  return { amount: best, currency: hotel!.currency }
}

describe('browsing history', () => {
  it('records visits newest first with names, image, favourite flag and the last seen price converted', async () => {
    expect((await add(3, agent)).status).toBe(200)
    expect((await add(5, agent)).status).toBe(200)
    const res = await history(agent, 'EUR')
    expect(res.status).toBe(200)
    expect(res.data?.map((h) => h.hotelId)).toEqual([5, 3])
    const [hotel] = await t.db.db.select().from(hotels).where(eq(hotels.id, 5))
    const item = res.data![0]!
    expect(item).toMatchObject({ hotelName: hotel!.nameEn, hotelNameCN: hotel!.nameZh, isFavorite: false, currencyCode: 'EUR', hotelImage: '/static/img/hotel/5/1.png' })
    const seen = await expectedNightly(5, beijingDate(new Date(item.queryTime)))
    const per = new Map((await t.db.db.select().from(exchangeRates)).map((r) => [r.code, Number(r.perCny)]))
    const eur = seen.currency === 'EUR' ? seen.amount : roundMoney((seen.amount / per.get(seen.currency)!) * per.get('EUR')!, 'EUR')
    expect(item.price).toBe(eur)
  })

  it('upserts per user and hotel keeping the latest time; an older offline visit changes nothing', async () => {
    const late = new Date(Date.now() - 60_000).toISOString()
    const early = new Date(Date.now() - 3 * 86_400_000).toISOString()
    await add(7, agent, late)
    await add(7, agent, early)
    const rows = await t.db.db.select().from(viewHistory).where(eq(viewHistory.hotelId, 7))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.queryTime.toISOString()).toBe(late)
    // A later visit moves it to the top again.
    await add(7, agent)
    expect((await history(agent)).data?.[0]?.hotelId).toBe(7)
    // An offline visit is ordered by its own time.
    await add(9, agent, early)
    const ids = (await history(agent)).data!.map((h) => h.hotelId)
    expect(ids[ids.length - 1]).toBe(9)
    // A client clock in the future is capped at now.
    await add(11, agent, new Date(Date.now() + 86_400_000 * 30).toISOString())
    const [row] = await t.db.db.select().from(viewHistory).where(eq(viewHistory.hotelId, 11))
    expect(row!.queryTime.getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('is per user, hides prices without QUERY_PRICE and deletes some or all (idempotently)', async () => {
    await add(3, sub)
    expect((await history(sub)).data?.map((h) => h.hotelId)).toEqual([3])
    const viewer = await bearer(t, 'viewer')
    await add(3, viewer)
    expect((await history(viewer)).data?.[0]?.price).toBeNull()

    expect((await call(t, nothing, HotelPaths.historyDelete, { body: { hotelIds: [3, 424242] }, headers: agent })).status).toBe(200)
    expect((await history(agent)).data?.map((h) => h.hotelId)).not.toContain(3)
    expect((await call(t, nothing, HotelPaths.historyDelete, { body: { hotelIds: [3] }, headers: agent })).status).toBe(200)
    expect((await call(t, nothing, HotelPaths.historyDelete, { body: {}, headers: agent })).status).toBe(200)
    expect((await history(agent)).data).toEqual([])
    expect((await history(sub)).data).toHaveLength(1) // someone else's history is untouched
  })

  it('rejects unknown hotels and bad input', async () => {
    expect((await add(99_999, agent)).status).toBe(404)
    const bad = await call(t, nothing, HotelPaths.historyAdd, { body: { hotelId: 3, queryTime: 'yesterday' }, headers: agent })
    expect(bad.status).toBe(400)
    expect(bad.body.errors?.[0]?.field).toBe('queryTime')
    const badCurrency = await call(t, historyListSchema, HotelPaths.historyGet, { body: { currency: 'ABC' }, headers: agent })
    expect(badCurrency.body.errors?.[0]?.field).toBe('currency')
  })
})

describe('favourites', () => {
  it('adds (twice is fine), lists newest first, flags history items, deletes (missing is fine)', async () => {
    for (const id of [4, 6, 6]) {
      expect((await call(t, nothing, HotelPaths.favouriteAdd, { body: { s_hotel_id: id }, headers: agent })).status).toBe(200)
    }
    const list = (await favourites(agent)).data!
    expect(list.map((f) => f.s_hotel_id)).toEqual([6, 4])
    const [hotel] = await t.db.db.select().from(hotels).where(eq(hotels.id, 6))
    expect(list[0]).toMatchObject({ hotel_name: hotel!.nameEn, hotel_name_cn: hotel!.nameZh, hotelImage: '/static/img/hotel/6/1.png' })
    expect(Date.parse(list[0]!.create_date)).not.toBeNaN()

    await add(6, agent)
    await add(8, agent)
    const items = (await history(agent)).data!
    expect(items.find((h) => h.hotelId === 6)?.isFavorite).toBe(true)
    expect(items.find((h) => h.hotelId === 8)?.isFavorite).toBe(false)

    const del = (id: number) => call(t, nothing, HotelPaths.favouriteDelete, { method: 'DELETE', body: { s_hotel_id: id }, headers: agent })
    expect((await del(6)).status).toBe(200)
    expect((await del(6)).status).toBe(200)
    expect((await favourites(agent)).data?.map((f) => f.s_hotel_id)).toEqual([4])
    expect((await favourites(sub)).data).toEqual([])
  })

  it('rejects unknown hotels and bad ids', async () => {
    expect((await call(t, nothing, HotelPaths.favouriteAdd, { body: { s_hotel_id: 99_999 }, headers: agent })).status).toBe(404)
    const bad = await call(t, nothing, HotelPaths.favouriteAdd, { body: { s_hotel_id: 'x' }, headers: agent })
    expect(bad.status).toBe(400)
    expect(bad.body.errors?.[0]?.field).toBe('s_hotel_id')
  })
})

describe('authorization', () => {
  it('answers 401 to visitors on every history and favourite call', async () => {
    const calls: Array<[string, string, unknown]> = [
      ['POST', HotelPaths.historyGet, { currency: 'CNY' }],
      ['POST', HotelPaths.historyAdd, { hotelId: 1 }],
      ['POST', HotelPaths.historyDelete, {}],
      ['GET', HotelPaths.favouriteList, undefined],
      ['POST', HotelPaths.favouriteAdd, { s_hotel_id: 1 }],
      ['DELETE', HotelPaths.favouriteDelete, { s_hotel_id: 1 }],
    ]
    for (const [method, path, body] of calls) {
      const res = await call(t, nothing, path, { method, body })
      expect(res.status, `${method} ${path}`).toBe(401)
    }
  })

  it('needs the CSRF header for cookie-authenticated writes', async () => {
    const { cookie, csrf } = await login(t, 'demo_agent', 'Harbor7Sky9')
    const without = await call(t, nothing, HotelPaths.favouriteAdd, { body: { s_hotel_id: 2 }, headers: { Cookie: cookie } })
    expect(without.status).toBe(403)
    const withCsrf = await call(t, nothing, HotelPaths.favouriteAdd, { body: { s_hotel_id: 2 }, headers: { Cookie: cookie, 'X-CSRFToken': csrf } })
    expect(withCsrf.status).toBe(200)
  })
})
