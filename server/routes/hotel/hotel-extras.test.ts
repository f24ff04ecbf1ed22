import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { checkAvailableResponseSchema, lowRateListSchema, monthLowestResponseSchema, popularHotelListSchema, rateSearchResponseSchema } from '../../../src/contract/hotel-rates'
import { HotelPaths } from '../../../src/contract/paths'
import { allotmentTaken, hotels, roomTypes } from '../../db/schema'
import { baseAllotment } from '../../domain/pricing'
import { addDays, beijingToday } from '../../domain/rates-dates'
import { createTestApp, login, type TestApp } from '../../test/harness'
import { bearer, call, cityIdOf, dayFromToday, expectedLowest } from './test-helpers'

let t: TestApp
let agent: Record<string, string>
let viewer: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  agent = await bearer(t, 'agent')
  viewer = await bearer(t, 'viewer')
})
afterAll(async () => {
  await t?.close()
})

describe('POST /booking/v2/check_available', () => {
  const checkIn = dayFromToday(40)
  const stay = { checkIn, checkOut: addDays(checkIn, 2), adultNum: 2, roomNum: 1, currency: 'CNY' }

  async function firstRate() {
    const res = await call(t, rateSearchResponseSchema, HotelPaths.rateSearch(2), { body: stay, headers: agent })
    return res.data!.roomTypes.flatMap((r) => r.rateInfos).find((r) => r.bookable)!
  }
  const check = (body: Record<string, unknown>, headers: Record<string, string> = agent) =>
    call(t, checkAvailableResponseSchema, HotelPaths.checkAvailable, { body: { ...stay, ...body }, headers })

  it('re-quotes the rate and detects a changed price', async () => {
    const seen = await firstRate()
    const same = await check({ sid: seen.sid, expectedTotal: seen.totalPrice })
    expect(same.status).toBe(200)
    expect(same.data).toMatchObject({ available: true, priceChanged: false, previousTotal: seen.totalPrice, hotel: { id: 2 } })
    expect(same.data?.rate).toMatchObject({ sid: seen.sid, totalPrice: seen.totalPrice, bookable: true })
    const changed = await check({ sid: seen.sid, expectedTotal: seen.totalPrice! - 1 })
    expect(changed.data).toMatchObject({ available: true, priceChanged: true, previousTotal: seen.totalPrice! - 1 })
    expect(changed.data?.rate.totalPrice).toBe(seen.totalPrice)
    const noExpectation = await check({ sid: seen.sid })
    expect(noExpectation.data).toMatchObject({ priceChanged: false, previousTotal: null })
    // Another currency re-quotes in that currency.
    const jpy = await check({ sid: seen.sid, currency: 'JPY', expectedTotal: seen.totalPrice })
    expect(jpy.data?.rate.currencyCode).toBe('JPY')
    expect(jpy.data?.priceChanged).toBe(true)
  })

  it('reports unavailable when the rooms are gone, without taking allotment itself', async () => {
    const seen = await firstRate()
    const roomTypeId = Number(seen.sid.split(':')[1])
    const [room] = await t.db.db.select().from(roomTypes).where(eq(roomTypes.id, roomTypeId))
    const night = checkIn
    const before = await t.db.db.select().from(allotmentTaken)
    expect((await check({ sid: seen.sid })).data?.available).toBe(true)
    expect(await t.db.db.select().from(allotmentTaken)).toEqual(before)
    await t.db.db.insert(allotmentTaken).values({ roomTypeId, night, taken: baseAllotment(room!, night) })
    const gone = await check({ sid: seen.sid, expectedTotal: seen.totalPrice })
    expect(gone.data).toMatchObject({ available: false, priceChanged: false })
    expect(gone.data?.rate).toMatchObject({ bookable: false, unavailableReason: 'sold_out', allotment: 0 })
    await t.db.db.delete(allotmentTaken)
  })

  it('needs a login (401) and PLACE_ORDER (403)', async () => {
    const seen = await firstRate()
    expect((await check({ sid: seen.sid }, {})).status).toBe(401)
    expect((await check({ sid: seen.sid }, viewer)).status).toBe(403)
    expect((await check({ sid: seen.sid }, await bearer(t, 'sub'))).status).toBe(200)
  })

  it('rejects a junk sid (400), an unknown or mismatched one (404), and bad stays', async () => {
    for (const sid of ['abc', '1:2', '1:2:3:4', '', 'x'.repeat(5000)]) {
      const res = await check({ sid })
      expect(res.status).toBe(400)
      expect(res.body.errors?.[0]?.field).toBe('sid')
    }
    const seen = await firstRate()
    const [, room, plan] = seen.sid.split(':')
    expect((await check({ sid: `3:${room}:${plan}` })).status).toBe(404)
    expect((await check({ sid: '2:1:1' })).status).toBe(404)
    const past = await check({ sid: seen.sid, checkIn: dayFromToday(-2), checkOut: dayFromToday(-1) })
    expect(past.status).toBe(400)
    expect(past.body.errors?.[0]?.field).toBe('checkIn')
    const rooms = await check({ sid: seen.sid, roomNum: 100 })
    expect(rooms.body.errors?.[0]?.field).toBe('roomNum')
  })

  it('needs the CSRF header with a cookie session', async () => {
    const seen = await firstRate()
    const { cookie, csrf } = await login(t, 'demo_agent', 'Harbor7Sky9')
    expect((await check({ sid: seen.sid }, { Cookie: cookie })).status).toBe(403)
    expect((await check({ sid: seen.sid }, { Cookie: cookie, 'X-CSRFToken': csrf })).status).toBe(200)
  })
})

describe('POST /room_rate/v2/search/month/lowest_price', () => {
  const nextMonth = addDays(`${beijingToday().slice(0, 7)}-01`, 40).slice(0, 7)
  const month = (body: Record<string, unknown>, headers: Record<string, string> = agent) =>
    call(t, monthLowestResponseSchema, HotelPaths.monthLowest, { body: { hotelId: 1, month: nextMonth, currency: 'CNY', ...body }, headers })

  it('gives every day of the month the lowest one-night price', async () => {
    const res = await month({})
    expect(res.status).toBe(200)
    const days = res.data!.days
    const [y, m] = nextMonth.split('-').map(Number)
    expect(days).toHaveLength(new Date(Date.UTC(y!, m!, 0)).getUTCDate())
    expect(days[0]!.date).toBe(`${nextMonth}-01`)
    for (const d of [days[0]!, days[9]!, days[20]!]) {
      expect(d.lowestPrice).toBe(await expectedLowest(t, 1, d.date, 1, { adultNum: 2, childNum: 0, roomNum: 1 }, 'CNY'))
    }
    expect(days.filter((d) => d.lowestPrice !== null).length).toBeGreaterThan(days.length / 2)
  })

  it('leaves out room types sold out that night, and a night with none left is null', async () => {
    const rooms = await t.db.db.select().from(roomTypes).where(eq(roomTypes.hotelId, 1))
    const night = `${nextMonth}-12`
    const before = (await month({})).data!.days.find((d) => d.date === night)!.lowestPrice
    expect(before).not.toBeNull()
    // Sell out every room type but the last: the lowest is the last one's alone.
    const [kept, ...soldOut] = [...rooms].reverse()
    await t.db.db.insert(allotmentTaken).values(soldOut.map((r) => ({ roomTypeId: r.id, night, taken: baseAllotment(r, night) })))
    const one = (await month({})).data!.days
    const onlyKept = await expectedLowest(t, 1, night, 1, { adultNum: 2, childNum: 0, roomNum: 1 }, 'CNY', [kept!.id])
    expect(one.find((d) => d.date === night)!.lowestPrice).toBe(onlyKept)
    expect(onlyKept).not.toBeNull()
    await t.db.db.insert(allotmentTaken).values({ roomTypeId: kept!.id, night, taken: baseAllotment(kept!, night) })
    const none = (await month({})).data!.days
    expect(none.find((d) => d.date === night)!.lowestPrice).toBeNull()
    expect(none.find((d) => d.date === `${nextMonth}-13`)!.lowestPrice).not.toBeNull()
    await t.db.db.delete(allotmentTaken)
  })

  it('leaves out past days of the current month and withholds prices without QUERY_PRICE', async () => {
    const today = beijingToday()
    const current = await month({ month: today.slice(0, 7) })
    for (const d of current.data!.days) if (d.date < today) expect(d.lowestPrice).toBeNull()
    const hidden = await month({}, viewer)
    expect(hidden.data?.pricesHidden).toBe(true)
    expect(hidden.data?.days.every((d) => d.lowestPrice === null)).toBe(true)
  })

  it('rejects past months, bad months and unknown hotels', async () => {
    expect((await month({ month: '2020-01' })).body.errors?.[0]?.field).toBe('month')
    expect((await month({ month: '2026-13' })).body.errors?.[0]?.field).toBe('month')
    expect((await month({ hotelId: 99_999 })).status).toBe(404)
  })
})

describe('POST /room_rate/v2/popular_hotel', () => {
  it('lists other hotels of the same city by popularity with their distance', async () => {
    const [hotel] = await t.db.db.select().from(hotels).where(eq(hotels.id, 2))
    const sameCity = await t.db.db.select().from(hotels).where(eq(hotels.regionId, hotel!.regionId))
    const res = await call(t, popularHotelListSchema, HotelPaths.popularHotel, { body: { hotelId: 2, currency: 'CNY', limit: 20 } })
    expect(res.status).toBe(200)
    const ids = res.data!.map((h) => h.hotelId)
    expect(ids).not.toContain(2)
    expect(ids.sort()).toEqual(sameCity.filter((h) => h.id !== 2).map((h) => h.id).sort())
    const pop = new Map(sameCity.map((h) => [h.id, h.popularity]))
    const pops = res.data!.map((h) => pop.get(h.hotelId)!)
    expect(pops).toEqual([...pops].sort((a, b) => b - a))
    for (const h of res.data!) {
      expect(h.distanceKm).toBeGreaterThanOrEqual(0)
      expect(h.distanceKm).toBeLessThan(30)
    }
  })

  it('lists a region by popularity and honours limit; 400 without hotelId or regionId', async () => {
    const res = await call(t, popularHotelListSchema, HotelPaths.popularHotel, { body: { regionId: 156, currency: 'CNY', limit: 2 } })
    expect(res.data).toHaveLength(2)
    const bad = await call(t, popularHotelListSchema, HotelPaths.popularHotel, { body: { currency: 'CNY' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors?.[0]?.field).toBe('hotelId')
    expect((await call(t, popularHotelListSchema, HotelPaths.popularHotel, { body: { regionId: cityIdOf('tokyo') + 999, currency: 'CNY' } })).status).toBe(404)
  })
})

describe('POST /room_rate/v2/low_rate', () => {
  it('gives the lowest stay price per hotel, null when withheld, unknown ids left out', async () => {
    const checkIn = dayFromToday(15)
    const body = { checkIn, checkOut: addDays(checkIn, 2), adultNum: 2, roomNum: 2, currency: 'SGD', hotelIds: [1, 2, 99_999] }
    const res = await call(t, lowRateListSchema, HotelPaths.lowRate, { body, headers: agent })
    expect(res.data?.map((r) => r.s_hotel_id)).toEqual([1, 2])
    for (const r of res.data!) {
      expect(r.low_price).toBe(await expectedLowest(t, r.s_hotel_id, checkIn, 2, { adultNum: 2, childNum: 0, roomNum: 2 }, 'SGD'))
    }
    const hidden = await call(t, lowRateListSchema, HotelPaths.lowRate, { body })
    expect(hidden.data?.every((r) => r.low_price === null)).toBe(true)
    const bad = await call(t, z.unknown(), HotelPaths.lowRate, { body: { ...body, hotelIds: [] } })
    expect(bad.body.errors?.[0]?.field).toBe('hotelIds')
  })
})
