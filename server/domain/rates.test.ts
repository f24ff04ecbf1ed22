import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hotels, ratePlans, roomTypes } from '../db/schema'
import { createTestDb, type TestDb } from '../test/test-db'
import { getCatalogue, type Catalogue } from './catalogue'
import { baseAllotment, nightlyPrice } from './pricing'
import { cancelPolicy, convert, freeDaysLimit, planTotal, quotePlan, refundableNow, roomsLeft, stayOf, supplierNight } from './rates'
import { beijingToday, checkInWindowError } from './rates-dates'

let db: TestDb
let cat: Catalogue

beforeAll(async () => {
  db = await createTestDb()
  cat = await getCatalogue(db.db)
})
afterAll(async () => {
  await db?.destroy()
})

describe('catalogue rates', () => {
  it('holds every hotel, room type and plan of the database', async () => {
    expect(cat.hotelCount).toBe((await db.db.select().from(hotels)).length)
    expect(cat.roomCount).toBe((await db.db.select().from(roomTypes)).length)
    expect(cat.planCount).toBe((await db.db.select().from(ratePlans)).length)
  })

  it('prices every plan exactly like nightlyPrice() and counts rooms like baseAllotment()', async () => {
    const hotelRows = new Map((await db.db.select().from(hotels)).map((h) => [h.id, h]))
    const roomRows = new Map((await db.db.select().from(roomTypes)).map((r) => [r.id, r]))
    const planRows = new Map((await db.db.select().from(ratePlans)).map((p) => [p.id, p]))
    // Weekdays, weekends, golden week, Christmas, summer, January.
    const dates = ['2027-01-12', '2027-03-05', '2027-03-06', '2027-05-03', '2027-07-15', '2027-10-01', '2027-11-20', '2027-12-24']
    let checked = 0
    for (const date of dates) {
      const stay = stayOf(cat, date, 1)
      for (let r = 0; r < cat.roomCount; r++) {
        const room = roomRows.get(cat.rId[r]!)!
        expect(roomsLeft(cat, r, stay, new Map())).toBe(baseAllotment(room, date))
        const hotel = hotelRows.get(room.hotelId)!
        for (let p = cat.planStart[r]!; p < cat.planStart[r + 1]!; p++) {
          const expected = nightlyPrice(hotel, room, planRows.get(cat.pId[p]!)!, date)
          expect(supplierNight(cat, p, r, stay, 0)).toEqual({ price: expected.price, taxAndFee: expected.taxAndFee })
          checked++
        }
      }
    }
    expect(checked).toBe(dates.length * cat.planCount)
  })

  it('planTotal (the fast path of the list) equals the sum of the quoted nights in every currency', () => {
    const rates = new Map([['CNY', 1], ['USD', 0.141], ['EUR', 0.1205], ['JPY', 21.4], ['KRW', 198.5], ['IDR', 2330], ['THB', 4.55], ['GBP', 0.1055], ['SGD', 0.182], ['VND', 3700], ['PHP', 8.2], ['MYR', 0.59], ['AED', 0.518], ['INR', 12.4], ['SEK', 1.33], ['HKD', 1.097]])
    const stay = stayOf(cat, '2027-07-29', 4)
    for (const currency of ['CNY', 'USD', 'JPY', 'KRW', 'EUR']) {
      for (let r = 0; r < cat.roomCount; r++) {
        for (let p = cat.planStart[r]!; p < cat.planStart[r + 1]!; p++) {
          const quote = quotePlan(cat, p, r, stay, 3, currency, rates)
          expect(planTotal(cat, p, r, stay, 3, currency, rates)).toBe(quote.total)
          const perRoom = quote.daily.reduce((sum, d) => sum + d.price + d.taxAndFee, 0)
          expect(quote.total).toBeCloseTo(perRoom * 3, 6)
        }
      }
    }
  })

  it('converts through CNY and rounds to the target currency (§9)', () => {
    const rates = new Map([['CNY', 1], ['USD', 0.141], ['JPY', 21.4]])
    expect(convert(100, 'CNY', 'USD', rates)).toBe(14.1)
    expect(convert(1000, 'JPY', 'CNY', rates)).toBe(46.73)
    expect(convert(14.1, 'USD', 'JPY', rates)).toBe(2140)
    expect(convert(10.005, 'USD', 'USD', rates)).toBe(10.01)
    expect(() => convert(1, 'XXX', 'USD', rates)).toThrow()
  })

  it('cancellation: free until 23:59:59 Beijing time N days before check-in', () => {
    const p = Array.from({ length: cat.planCount }, (_, i) => i).find((i) => cat.pCancelDays[i] === 3)
    expect(p).toBeDefined()
    const now = new Date('2027-03-01T00:00:00Z')
    expect(cancelPolicy(cat, p!, '2027-03-10', now)).toEqual([
      { startDateTime: now.toISOString(), refundable: true },
      { startDateTime: '2027-03-07T15:59:59.000Z', refundable: false },
    ])
    // One second after the deadline nothing is refundable any more.
    const late = new Date('2027-03-07T16:00:00Z')
    expect(cancelPolicy(cat, p!, '2027-03-10', late)).toEqual([{ startDateTime: late.toISOString(), refundable: false }])
  })

  it('freeDaysLimit agrees with the per-plan deadline for every plan', () => {
    for (const now of [new Date('2027-03-01T00:00:00Z'), new Date('2027-03-01T15:59:58Z'), new Date('2027-03-01T15:59:59.500Z')]) {
      for (const checkIn of ['2027-03-02', '2027-03-03', '2027-03-05', '2027-03-09']) {
        const limit = freeDaysLimit(checkIn, now)
        for (let p = 0; p < cat.planCount; p++) {
          const days = cat.pCancelDays[p]!
          expect(refundableNow(cat, p, checkIn, now), `${now.toISOString()} ${checkIn} ${days}`).toBe(days >= 0 && days <= limit)
        }
      }
    }
  })

  it('uses the Beijing date for "today"', () => {
    // 17:00 UTC on the 1st is already the 2nd in Beijing.
    const now = new Date('2027-06-01T17:00:00Z')
    expect(beijingToday(now)).toBe('2027-06-02')
    expect(checkInWindowError('2027-06-01', now)?.field).toBe('checkIn')
    expect(checkInWindowError('2027-06-02', now)).toBeNull()
    expect(checkInWindowError('2028-06-01', now)).toBeNull()
    expect(checkInWindowError('2028-06-02', now)?.message).toMatch(/365/)
  })
})
