import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { baseAllotment, nightlyPrice, parseNight, seasonFactor, taxRate, weekendFactor } from './pricing'

const hotel = { id: 17, countryCode: 'JP', currency: 'JPY', basePrice: '18000.00' }
const cnHotel = { id: 18, countryCode: 'CN', currency: 'CNY', basePrice: '640.00' }
const room = { id: 171, priceFactor: '1.400', baseAllotment: 5 }
const rate = { id: 1711, priceFactor: '1.150' }

const dateArb = fc
  .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

describe('nightlyPrice', () => {
  it('is deterministic', () => {
    expect(nightlyPrice(hotel, room, rate, '2027-04-09')).toEqual(nightlyPrice(hotel, room, rate, '2027-04-09'))
  })

  it('stays within the model: base × factors × season × weekend × ±6%', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        const night = parseNight(date)
        const p = nightlyPrice(cnHotel, room, rate, date)
        const mid = 640 * 1.4 * 1.15 * seasonFactor(night) * weekendFactor(night)
        expect(p.price).toBeGreaterThanOrEqual(Math.floor(mid * 0.94 * 100) / 100)
        expect(p.price).toBeLessThanOrEqual(Math.ceil(mid * 1.06 * 100) / 100)
        expect(Math.abs(p.taxAndFee - p.price * taxRate('CN'))).toBeLessThanOrEqual(0.0051)
        expect(p.currency).toBe('CNY')
        expect(Number(p.price.toFixed(2))).toBe(p.price) // 2 decimals (§9)
      }),
    )
  })

  it('quotes zero-decimal currencies in whole units', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        const p = nightlyPrice(hotel, room, rate, date)
        expect(Number.isInteger(p.price)).toBe(true)
        expect(Number.isInteger(p.taxAndFee)).toBe(true)
      }),
    )
  })

  it('charges more on Friday and Saturday nights and in golden week', () => {
    expect(weekendFactor(parseNight('2027-03-12'))).toBeGreaterThan(1) // Friday
    expect(weekendFactor(parseNight('2027-03-13'))).toBeGreaterThan(1) // Saturday
    expect(weekendFactor(parseNight('2027-03-14'))).toBe(1) // Sunday
    expect(seasonFactor(parseNight('2027-10-03'))).toBeGreaterThan(seasonFactor(parseNight('2027-10-20')))
    expect(seasonFactor(parseNight('2027-01-15'))).toBeLessThan(1)
  })

  it('differs between rate plans by their factor', () => {
    const cheap = nightlyPrice(cnHotel, room, { id: 1, priceFactor: '0.880' }, '2027-05-20')
    const dear = nightlyPrice(cnHotel, room, { id: 2, priceFactor: '1.350' }, '2027-05-20')
    expect(dear.price).toBeGreaterThan(cheap.price)
  })

  it('rejects malformed and impossible dates', () => {
    expect(() => nightlyPrice(hotel, room, rate, '2027-02-30')).toThrow(RangeError)
    expect(() => nightlyPrice(hotel, room, rate, '12/03/2027')).toThrow(RangeError)
  })
})

describe('baseAllotment', () => {
  it('is 0-9 and deterministic', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 1, max: 9 }), dateArb, (id, base, date) => {
        const n = baseAllotment({ id, baseAllotment: base }, date)
        expect(n).toBeGreaterThanOrEqual(0)
        expect(n).toBeLessThanOrEqual(9)
        expect(baseAllotment({ id, baseAllotment: base }, date)).toBe(n)
      }),
    )
  })

  it('has some sold-out nights but not many', () => {
    const days = Array.from({ length: 365 }, (_, i) => new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10))
    const soldOut = days.filter((d) => baseAllotment(room, d) === 0).length
    expect(soldOut).toBeGreaterThan(5)
    expect(soldOut).toBeLessThan(60)
  })
})
