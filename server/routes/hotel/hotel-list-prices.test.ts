import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hotelListResponseSchema, type HotelListResponse } from '../../../src/contract/hotel'
import { HotelPaths } from '../../../src/contract/paths'
import { createTestApp, type TestApp } from '../../test/harness'
import { bearer, call, dayFromToday } from './test-helpers'

// §6: prices are withheld from callers without QUERY_PRICE (visitors included), so a price
// range or a price sort must not change their answer in any way: not the hotels, not their
// order, not the total, not a page. Otherwise asking "which hotels cost at most X?" and
// counting them would reveal the prices the list withholds.

const CHINA = 156 // the country region id (ISO 3166 numeric)

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

const base = { checkIn: dayFromToday(30), checkOut: dayFromToday(32), adultNum: 2, roomNum: 1, addressType: 'region', addressValue: String(CHINA), currency: 'CNY', pageSize: 10 }
const list = async (extra: Record<string, unknown>, headers: Record<string, string>) => {
  const res = await call(t, hotelListResponseSchema, HotelPaths.hotelList, { body: { ...base, ...extra }, headers })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.data as HotelListResponse
}

describe('POST /room_rate/v3/hotel_list without QUERY_PRICE: price filters and sorts change nothing', () => {
  // Each case: the request without its price parts, and the price parts added to it (or made
  // from the agent's answer without them: a fixed ceiling over every hotel's rate on the
  // seeded dates would change nothing even for the agent).
  type Priced = Record<string, unknown> | ((agentPlain: HotelListResponse) => Record<string, unknown>)
  const belowPriciest = (a: HotelListResponse) => Math.floor(Math.max(...a.hotels.map((h) => h.lowestPrice?.totalPrice ?? 0))) - 1
  const cases: Array<[string, Record<string, unknown>, Priced]> = [
    ['a price ceiling no hotel meets', {}, { filters: { priceMax: 1 } }],
    ['a price floor no hotel meets', {}, { filters: { priceMin: 1e9 } }],
    ['a price range with a price sort', {}, { sort: 'price_desc', filters: { priceMin: 1000, priceMax: 20000 } }],
    ['a price sort on page 2', { pageNum: 2 }, { sort: 'price_asc' }],
    ['a price range with the stars sort and a stars filter', { sort: 'stars_desc', filters: { stars: [4, 5] } }, (a) => ({ filters: { stars: [4, 5], priceMax: belowPriciest(a) } })],
  ]

  it.each(cases)('%s: the same answer as without it for a visitor and a sub-account without QUERY_PRICE', async (_, plain, pricedOf) => {
    // With QUERY_PRICE the price parts do change the answer, so an equal answer below means "ignored".
    const agentPlain = await list(plain, agent)
    const priced = typeof pricedOf === 'function' ? pricedOf(agentPlain) : pricedOf
    const forAgent = [agentPlain, await list({ ...plain, ...priced }, agent)]
    expect(forAgent[1]).not.toEqual(forAgent[0])
    for (const headers of [{}, viewer]) {
      const without = await list(plain, headers)
      expect(without.pricesHidden).toBe(true)
      expect(without.hotels.length).toBeGreaterThan(0)
      expect(without.hotels.every((h) => h.lowestPrice === null)).toBe(true)
      expect(await list({ ...plain, ...priced }, headers)).toEqual(without)
    }
  })
})
