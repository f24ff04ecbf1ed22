import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  hotelHitListSchema,
  hotelListResponseSchema,
  hotelStaticSchema,
  regionDetailSchema,
  regionHitListSchema,
  staticHotelInfoListSchema,
  type HotelListResponse,
} from '../../../src/contract/hotel'
import { HotelPaths } from '../../../src/contract/paths'
import { hotels } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test/harness'
import { bearer, call, cityIdOf, dayFromToday, expectedLowest, hotelIdsOfCountry } from './test-helpers'

let t: TestApp
let agent: Record<string, string>
let viewer: Record<string, string>
const CHINA = 156 // ISO 3166 numeric: the country region id

beforeAll(async () => {
  t = await createTestApp()
  agent = await bearer(t, 'agent')
  viewer = await bearer(t, 'viewer')
})
afterAll(async () => {
  await t?.close()
})

const regionFuzzy = (keyword: string, headers?: Record<string, string>) =>
  call(t, regionHitListSchema, `${HotelPaths.regionFuzzy}?keyword=${encodeURIComponent(keyword)}`, { headers })
const hotelFuzzy = (keyword: string, headers?: Record<string, string>) =>
  call(t, hotelHitListSchema, `${HotelPaths.hotelFuzzy}?keyword=${encodeURIComponent(keyword)}`, { headers })

describe('GET /static/v2/region/fuzzy', () => {
  it.each(['Tokyo', 'tokyo', 'TOKYO', '东京', '東京', 'Tokio', 'Tokyp', 'toky', 'Shibuya'])('finds Tokyo first for %s', async (keyword) => {
    const res = await regionFuzzy(keyword)
    expect(res.status).toBe(200)
    expect(res.data?.[0]).toMatchObject({ id: cityIdOf('tokyo'), type: 'city', countryCode: 'JP' })
    expect(res.data?.[0]?.names['zh-CN']).toBe('东京')
    expect(res.data?.[0]?.countryNames['en-US']).toBe('Japan')
  })

  it('ignores accents both ways (Hồ Chí Minh, Pekin for Pekín)', async () => {
    expect((await regionFuzzy('Hồ Chí Minh')).data?.[0]?.id).toBe(cityIdOf('hochiminh'))
    expect((await regionFuzzy('ho chi minh')).data?.[0]?.id).toBe(cityIdOf('hochiminh'))
    expect((await regionFuzzy('Pekin')).data?.[0]?.id).toBe(cityIdOf('beijing'))
    expect((await regionFuzzy("Xi'an")).data?.[0]?.id).toBe(cityIdOf('xian'))
  })

  it('finds countries, counts their hotels and returns nothing for nonsense', async () => {
    const china = (await regionFuzzy('China')).data?.[0]
    expect(china).toMatchObject({ id: CHINA, type: 'country', countryCode: 'CN' })
    expect(china?.hotelCount).toBe((await hotelIdsOfCountry(t, 'CN')).length)
    expect((await regionFuzzy('qqqzzzxx')).data).toEqual([])
  })

  it('needs two characters from a visitor (400 naming keyword) but one from a logged-in user', async () => {
    const visitor = await regionFuzzy('东')
    expect(visitor.status).toBe(400)
    expect(visitor.body.errors?.[0]?.field).toBe('keyword')
    const hotelVisitor = await hotelFuzzy('a')
    expect(hotelVisitor.status).toBe(400)
    expect(hotelVisitor.body.header.message).toMatch(/^keyword:/)
    const member = await regionFuzzy('东', agent)
    expect(member.status).toBe(200)
    expect(member.data?.map((r) => r.id)).toContain(cityIdOf('tokyo'))
  })

  it('rejects a missing, blank or huge keyword and a bad limit with 400 naming the field', async () => {
    for (const q of ['', '?keyword=', '?keyword=%20%20', `?keyword=${'a'.repeat(65)}`, `?keyword=${'x'.repeat(5000)}`]) {
      const res = await call(t, regionHitListSchema, `${HotelPaths.regionFuzzy}${q}`)
      expect(res.status).toBe(400)
      expect(res.body.errors?.[0]?.field).toBe('keyword')
    }
    const res = await call(t, hotelHitListSchema, `${HotelPaths.hotelFuzzy}?keyword=hotel&limit=500`)
    expect(res.status).toBe(400)
    expect(res.body.errors?.[0]?.field).toBe('limit')
  })
})

describe('GET /static/v2/hotel_fuzzy', () => {
  it('finds a hotel by its English name, a typo, a prefix and its Chinese name', async () => {
    const [h] = await t.db.db.select().from(hotels).where(eq(hotels.id, 28))
    expect(h).toBeDefined()
    const en = h!.nameEn
    for (const keyword of [en, en.toLowerCase(), en.slice(0, 12), en.replace('Harbour', 'Harbor'), h!.nameZh]) {
      const res = await hotelFuzzy(keyword)
      expect(res.status).toBe(200)
      expect(res.data?.map((x) => x.id)).toContain(28)
    }
    const exact = await hotelFuzzy(en)
    expect(exact.data?.[0]).toMatchObject({ id: 28, nameEn: en, nameZh: h!.nameZh, starRating: h!.starRating, regionId: h!.regionId })
  })

  it('does not pad "Toky" with hotels that only share a word\'s first two letters ("Town")', async () => {
    const res = await hotelFuzzy('Toky', agent)
    expect(res.status).toBe(200)
    const loose = await hotelFuzzy('To', agent)
    // The data has such hotels ("… Old Town", "… Bell Tower"): "To" finds them, "Toky" must not.
    expect(loose.data?.length).toBeGreaterThan(0)
    for (const hit of res.data ?? []) expect(hit.nameEn).toMatch(/\bto[a-z]y/i)
  })

  it('honours limit', async () => {
    const res = await call(t, hotelHitListSchema, `${HotelPaths.hotelFuzzy}?keyword=hotel&limit=3`)
    expect(res.data).toHaveLength(3)
  })
})

describe('GET /static/v2/region/hot and /static/v2/region/{id}', () => {
  it('lists the hot cities in seed order', async () => {
    const res = await call(t, regionHitListSchema, HotelPaths.regionHot)
    expect(res.status).toBe(200)
    const ids = res.data?.map((r) => r.id) ?? []
    expect(ids).toContain(cityIdOf('tokyo'))
    expect(ids).toContain(cityIdOf('shanghai'))
    expect(ids).not.toContain(cityIdOf('chengdu')) // not hot in the seed
    expect([...ids].sort((a, b) => a - b)).toEqual(ids)
  })

  it('gives one region with coordinates and timezone, 404 for an unknown id, 400 for junk', async () => {
    const res = await call(t, regionDetailSchema, HotelPaths.region(cityIdOf('tokyo')))
    expect(res.data).toMatchObject({ type: 'city', timezone: 'Asia/Tokyo' })
    expect(res.data?.lat).toBeCloseTo(35.69, 0)
    expect((await call(t, regionDetailSchema, HotelPaths.region(999_999))).status).toBe(404)
    const junk = await call(t, regionDetailSchema, HotelPaths.region('abc'))
    expect(junk.status).toBe(400)
    expect(junk.body.errors?.[0]?.field).toBe('id')
  })
})

describe('static hotel content', () => {
  it('GET /static/v2/hotel/{id}: facts, times, coordinates and at most 5 images', async () => {
    const res = await call(t, hotelStaticSchema, HotelPaths.hotelStatic(1))
    const [row] = await t.db.db.select().from(hotels).where(eq(hotels.id, 1))
    expect(res.data).toMatchObject({ id: 1, nameEn: row!.nameEn, checkInTime: row!.checkInTime, checkOutTime: row!.checkOutTime, lat: row!.lat, supplierCurrency: row!.currency })
    expect(res.data?.images).toHaveLength(Math.min(5, row!.imageCount))
    const img = await t.request(res.data!.images[0]!)
    expect(img.status).toBe(200)
    expect((await call(t, hotelStaticSchema, HotelPaths.hotelStatic(99_999))).status).toBe(404)
  })

  it('POST /static/v2/hotel_list: §3 static info for known ids only', async () => {
    const res = await call(t, staticHotelInfoListSchema, HotelPaths.staticHotelList, { body: { hotelIds: [2, 1, 99_999] } })
    expect(res.data).toEqual([
      { hotelID: 2, hotelImage: '/static/img/hotel/2/1.png' },
      { hotelID: 1, hotelImage: '/static/img/hotel/1/1.png' },
    ])
    const bad = await call(t, staticHotelInfoListSchema, HotelPaths.staticHotelList, { body: { hotelIds: [] } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors?.[0]?.field).toBe('hotelIds')
  })
})

describe('POST /room_rate/v3/hotel_list', () => {
  const checkIn = dayFromToday(21)
  const base = { checkIn, checkOut: dayFromToday(23), adultNum: 2, roomNum: 1, addressType: 'region', addressValue: String(CHINA), currency: 'CNY' }
  const list = async (extra: Record<string, unknown> = {}, headers: Record<string, string> = agent) => {
    const res = await call(t, hotelListResponseSchema, HotelPaths.hotelList, { body: { ...base, pageSize: 50, ...extra }, headers })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.data as HotelListResponse
  }

  it('lists every hotel of a country by popularity, with the exact lowest stay price', async () => {
    const all = await list()
    const ids = await hotelIdsOfCountry(t, 'CN')
    expect(all.total).toBe(ids.length)
    expect(all.hotels.map((h) => h.hotelId).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b))
    const pops = await t.db.db.select({ id: hotels.id, popularity: hotels.popularity }).from(hotels).where(inArray(hotels.id, ids))
    const pop = new Map(pops.map((p) => [p.id, p.popularity]))
    const seen = all.hotels.map((h) => pop.get(h.hotelId) as number)
    expect(seen).toEqual([...seen].sort((a, b) => b - a))
    expect(all.pricesHidden).toBe(false)
    for (const h of all.hotels.slice(0, 4)) {
      const expected = await expectedLowest(t, h.hotelId, checkIn, 2, { adultNum: 2, childNum: 0, roomNum: 1 }, 'CNY')
      expect(h.lowestPrice).toEqual(expected === null ? null : { totalPrice: expected, currencyCode: 'CNY' })
      expect(h.available).toBe(expected !== null)
    }
  })

  it('lists a city and a single hotel', async () => {
    const city = await list({ addressValue: String(cityIdOf('beijing')) })
    const [{ count }] = [{ count: (await t.db.db.select().from(hotels).where(eq(hotels.regionId, cityIdOf('beijing')))).length }]
    expect(city.total).toBe(count)
    const one = await list({ addressType: 'hotel', addressValue: '1' })
    expect(one.hotels.map((h) => h.hotelId)).toEqual([1])
    const missing = await call(t, hotelListResponseSchema, HotelPaths.hotelList, { body: { ...base, addressValue: '999999' } })
    expect(missing.status).toBe(404)
  })

  it.each(['JPY', 'USD', 'KRW'] as const)('sorts by converted price both ways in %s and prices in that currency', async (currency) => {
    const asc = await list({ currency, sort: 'price_asc' })
    const desc = await list({ currency, sort: 'price_desc' })
    const prices = (r: HotelListResponse) => r.hotels.filter((h) => h.lowestPrice).map((h) => h.lowestPrice!.totalPrice)
    expect(prices(asc).length).toBeGreaterThan(3)
    expect(prices(asc)).toEqual([...prices(asc)].sort((a, b) => a - b))
    expect(prices(desc)).toEqual([...prices(desc)].sort((a, b) => b - a))
    // Unavailable hotels (no price) come last in both orders.
    for (const r of [asc, desc]) {
      const firstNull = r.hotels.findIndex((h) => !h.lowestPrice)
      if (firstNull >= 0) expect(r.hotels.slice(firstNull).every((h) => !h.lowestPrice)).toBe(true)
    }
    expect(asc.hotels.every((h) => !h.lowestPrice || h.lowestPrice.currencyCode === currency)).toBe(true)
    const top = asc.hotels[0]!
    expect(top.lowestPrice?.totalPrice).toBe(await expectedLowest(t, top.hotelId, checkIn, 2, { adultNum: 2, childNum: 0, roomNum: 1 }, currency))
    if (currency !== 'USD') expect(Number.isInteger(top.lowestPrice?.totalPrice)).toBe(true) // whole units
  })

  it('sorts by stars', async () => {
    const r = await list({ sort: 'stars_desc' })
    const stars = r.hotels.map((h) => h.starRating)
    expect(stars).toEqual([...stars].sort((a, b) => b - a))
  })

  it('filters by stars, meal plan, free cancellation, name keyword and price range', async () => {
    const all = await list()
    const fours = await list({ filters: { stars: [4, 5] } })
    expect(fours.total).toBe(all.hotels.filter((h) => h.starRating >= 4).length)

    const breakfast = await list({ filters: { mealTypes: ['breakfast'] } })
    expect(breakfast.hotels.every((h) => h.mealTypes.includes('breakfast'))).toBe(true)
    expect(breakfast.total).toBe(all.hotels.filter((h) => h.mealTypes.includes('breakfast')).length)

    const free = await list({ filters: { freeCancellation: true } })
    expect(free.total).toBe(all.hotels.filter((h) => h.hasFreeCancellation).length)
    expect(free.hotels.every((h) => h.hasFreeCancellation)).toBe(true)

    const word = all.hotels[0]!.nameEn.split(' ')[0]!
    const byName = await list({ filters: { keyword: word.toUpperCase() } })
    expect(byName.total).toBe(all.hotels.filter((h) => h.nameEn.includes(word)).length)
    const byZh = await list({ filters: { keyword: all.hotels[0]!.nameZh } })
    expect(byZh.hotels.map((h) => h.hotelId)).toContain(all.hotels[0]!.hotelId)

    const prices = all.hotels.filter((h) => h.lowestPrice).map((h) => h.lowestPrice!.totalPrice).sort((a, b) => a - b)
    const lo = prices[1]!
    const hi = prices[prices.length - 2]!
    const ranged = await list({ filters: { priceMin: lo, priceMax: hi } })
    expect(ranged.total).toBe(prices.filter((p) => p >= lo && p <= hi).length)
    expect(ranged.hotels.every((h) => h.lowestPrice && h.lowestPrice.totalPrice >= lo && h.lowestPrice.totalPrice <= hi)).toBe(true)
  })

  it('a meal filter prices only the plans that have that meal', async () => {
    const half = await list({ filters: { mealTypes: ['half_board'] } })
    for (const h of half.hotels.filter((x) => x.lowestPrice).slice(0, 2)) {
      const plain = (await list({ addressType: 'hotel', addressValue: String(h.hotelId) })).hotels[0]!
      expect(h.lowestPrice!.totalPrice).toBeGreaterThanOrEqual(plain.lowestPrice!.totalPrice)
    }
  })

  it('paginates with pageNum/pageSize and a stable total', async () => {
    const all = await list({ sort: 'price_asc' })
    const pages: number[] = []
    for (let pageNum = 1; pageNum <= Math.ceil(all.total / 3); pageNum++) {
      const page = await list({ sort: 'price_asc', pageNum, pageSize: 3 })
      expect(page).toMatchObject({ total: all.total, pageNum, pageSize: 3 })
      pages.push(...page.hotels.map((h) => h.hotelId))
    }
    expect(pages).toEqual(all.hotels.map((h) => h.hotelId))
    const beyond = await list({ pageNum: 99, pageSize: 3 })
    expect(beyond.hotels).toEqual([])
  })

  it('withholds prices from visitors and from users without QUERY_PRICE, and ignores price sorts for them', async () => {
    for (const headers of [{}, viewer]) {
      const r = await list({ sort: 'price_asc', filters: { priceMax: 1 } }, headers)
      expect(r.pricesHidden).toBe(true)
      expect(r.hotels.every((h) => h.lowestPrice === null)).toBe(true)
      const recommended = await list({}, headers)
      expect(r.hotels.map((h) => h.hotelId)).toEqual(recommended.hotels.map((h) => h.hotelId))
    }
    const sub = await list({}, await bearer(t, 'sub'))
    expect(sub.pricesHidden).toBe(false)
  })

  it('marks a hotel unavailable when no room fits the occupancy', async () => {
    const r = await list({ adultNum: 8 })
    expect(r.total).toBeGreaterThan(0)
    expect(r.hotels.every((h) => !h.available && h.lowestPrice === null)).toBe(true)
    // Said as "no room for this many guests", not as sold out.
    expect(r.hotels.every((h) => !h.roomsFit)).toBe(true)
    expect((await list()).hotels.every((h) => h.roomsFit)).toBe(true)
  })

  it('rejects bad input with 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ checkIn: dayFromToday(-1), checkOut: dayFromToday(1) }, 'checkIn'],
      [{ checkIn: dayFromToday(400), checkOut: dayFromToday(401) }, 'checkIn'],
      [{ checkOut: dayFromToday(20) }, 'checkOut'],
      [{ checkOut: checkIn }, 'checkOut'],
      [{ roomNum: 100 }, 'roomNum'],
      [{ adultNum: 0 }, 'adultNum'],
      [{ childNum: 1, childrenAges: [] }, 'childrenAges'],
      [{ currency: 'XXX' }, 'currency'],
      [{ addressValue: 'tokyo' }, 'addressValue'],
      [{ addressType: 'planet' }, 'addressType'],
      [{ checkIn: '2026-02-30' }, 'checkIn'],
      [{ sort: 'cheapest' }, 'sort'],
      [{ pageSize: 500 }, 'pageSize'],
      [{ filters: { priceMin: 500, priceMax: 100 } }, 'filters.priceMax'],
      [{ filters: { keyword: 'k'.repeat(65) } }, 'filters.keyword'],
    ]
    for (const [extra, field] of cases) {
      const res = await call(t, hotelListResponseSchema, HotelPaths.hotelList, { body: { ...base, ...extra } })
      expect(res.status, `${JSON.stringify(extra)} → ${JSON.stringify(res.body)}`).toBe(400)
      expect(res.body.errors?.map((e) => e.field)).toContain(field)
    }
    const notJson = await t.request(HotelPaths.hotelList, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' })
    expect(notJson.status).toBe(400)
  })
})
