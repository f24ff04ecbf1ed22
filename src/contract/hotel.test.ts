import { describe, expect, it } from 'vitest'
import { hotelListRequestSchema, staySchema } from './hotel'
import { checkAvailableRequestSchema, parseRateKey, rateKey } from './hotel-rates'

const stay = { checkIn: '2026-12-01', checkOut: '2026-12-03', adultNum: 2, roomNum: 1 }

describe('hotel contract', () => {
  it('accepts a plain stay and fills the §4 defaults', () => {
    expect(staySchema.parse(stay)).toEqual({ ...stay, childNum: 0, childrenAges: [], nation: 'CN' })
  })
  it('names the field when check-out is not after check-in', () => {
    const r = staySchema.safeParse({ ...stay, checkOut: '2026-12-01' })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.path).toEqual(['checkOut'])
  })
  it('refuses impossible dates, long stays and missing child ages', () => {
    expect(staySchema.safeParse({ ...stay, checkIn: '2026-02-30' }).success).toBe(false)
    expect(staySchema.safeParse({ ...stay, checkOut: '2027-02-01' }).success).toBe(false)
    const kids = staySchema.safeParse({ ...stay, childNum: 2, childrenAges: [5] })
    expect(kids.error?.issues[0]?.path).toEqual(['childrenAges'])
  })
  it('refuses zero or a hundred rooms', () => {
    expect(staySchema.safeParse({ ...stay, roomNum: 0 }).success).toBe(false)
    expect(staySchema.safeParse({ ...stay, roomNum: 100 }).success).toBe(false)
  })
  it('checks the price range of the list filters', () => {
    const r = hotelListRequestSchema.safeParse({
      ...stay, addressType: 'region', addressValue: '100001', currency: 'CNY', filters: { priceMin: 500, priceMax: 100 },
    })
    expect(r.error?.issues[0]?.path).toEqual(['filters', 'priceMax'])
  })
  it('round-trips rate keys and rejects junk', () => {
    expect(parseRateKey(rateKey(1, 22, 333))).toEqual({ hotelId: 1, roomTypeId: 22, ratePlanId: 333 })
    expect(parseRateKey('1:2')).toBeNull()
    expect(checkAvailableRequestSchema.safeParse({ ...stay, sid: "1:2:3' or 1=1", currency: 'CNY' }).success).toBe(false)
  })
})
