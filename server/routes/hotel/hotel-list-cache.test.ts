import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hotelListResponseSchema, type HotelListResponse } from '../../../src/contract/hotel'
import { HotelPaths } from '../../../src/contract/paths'
import { allotmentTaken, hotels, ratePlans, roomTypes } from '../../db/schema'
import { invalidateCatalogue } from '../../domain/catalogue'
import { baseAllotment } from '../../domain/pricing'
import { stayDates } from '../../domain/rates-dates'
import { createTestApp, type TestApp } from '../../test/harness'
import { usingPostgres } from '../../test/test-db'
import { bearer, call, dayFromToday } from './test-helpers'

const CHINA = 156 // the country region id (ISO 3166 numeric)

// The hotel list's memos (domain/catalogue-views.ts) live and die with the catalogue, and its
// prepared statements (db/prepared.ts, domain/taken.ts) never cache data: these tests
// fail if a memo outlives invalidateCatalogue() or a booking is not seen at once.

let t: TestApp
let agent: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  agent = await bearer(t, 'agent')
})
afterAll(async () => {
  await t?.close()
})

const checkIn = dayFromToday(25)
const base = { checkIn, checkOut: dayFromToday(27), adultNum: 2, roomNum: 1, addressType: 'region', addressValue: String(CHINA), currency: 'CNY', pageSize: 50 }
const list = async (extra: Record<string, unknown> = {}) => {
  const res = await call(t, hotelListResponseSchema, HotelPaths.hotelList, { body: { ...base, ...extra }, headers: agent })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.data as HotelListResponse
}

describe('hotel_list memos and prepared statements', () => {
  it('shows catalogue edits (names, hotels without plans) once the catalogue is invalidated', async () => {
    const before = await list()
    expect(before.total).toBeGreaterThan(1)
    const [first, second] = before.hotels
    // The same answer twice (memos in use), then edit the catalogue.
    expect(await list()).toEqual(before)
    await t.db.db.update(hotels).set({ nameEn: 'Renamed Test Hotel' }).where(eq(hotels.id, first!.hotelId))
    const rooms = await t.db.db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.hotelId, second!.hotelId))
    await t.db.db.delete(ratePlans).where(inArray(ratePlans.roomTypeId, rooms.map((r) => r.id)))
    invalidateCatalogue(t.db.db)

    const after = await list()
    expect(after.hotels[0]).toMatchObject({ hotelId: first!.hotelId, nameEn: 'Renamed Test Hotel' })
    // A hotel without rate plans leaves the unfiltered list (and its total).
    expect(after.total).toBe(before.total - 1)
    expect(after.hotels.map((h) => h.hotelId)).not.toContain(second!.hotelId)
    // Filtered requests (no memo) agree.
    const filtered = await list({ filters: { mealTypes: ['none', 'breakfast', 'half_board'] } })
    expect(filtered.hotels.map((h) => h.hotelId)).not.toContain(second!.hotelId)
  })

  it('sees rooms taken by bookings at once, and survives a lost prepared statement', async () => {
    const first = (await list()).hotels.find((h) => h.available)!
    const rooms = await t.db.db.select().from(roomTypes).where(eq(roomTypes.hotelId, first.hotelId))
    // Take every room of the hotel on the stay's first night.
    const night = stayDates(checkIn, 2)[0]!
    await t.db.db.insert(allotmentTaken).values(rooms.map((r) => ({ roomTypeId: r.id, night, taken: Math.max(1, baseAllotment(r, night)) })))
    const soldOut = (await list()).hotels.find((h) => h.hotelId === first.hotelId)!
    expect(soldOut).toMatchObject({ available: false, lowestPrice: null })

    // PGlite's one session forgets its prepared statements: they are prepared again. (On
    // PostgreSQL node-postgres tracks them per pooled connection; nothing deallocates them.)
    if (!usingPostgres()) await t.db.db.execute(sql`deallocate all`)
    await t.db.db.delete(allotmentTaken).where(inArray(allotmentTaken.roomTypeId, rooms.map((r) => r.id)))
    const again = (await list()).hotels.find((h) => h.hotelId === first.hotelId)!
    expect(again).toMatchObject({ available: true, lowestPrice: first.lowestPrice })
  })
})
