import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateSearchResponseSchema, type RateInfo, type RateSearchResponse } from '../../../src/contract/hotel-rates'
import { HotelPaths } from '../../../src/contract/paths'
import { allotmentTaken, exchangeRates, hotels, ratePlans, roomTypes } from '../../db/schema'
import { roundMoney } from '../../domain/money'
import { baseAllotment, nightlyPrice } from '../../domain/pricing'
import { addDays, stayDates } from '../../domain/rates-dates'
import { createTestApp, type TestApp } from '../../test/harness'
import { bearer, call, dayFromToday } from './test-helpers'

let t: TestApp
let agent: Record<string, string>
const HOTEL = 1

beforeAll(async () => {
  t = await createTestApp()
  agent = await bearer(t, 'agent')
})
afterAll(async () => {
  await t?.close()
})

async function search(body: Record<string, unknown>, headers: Record<string, string> = agent, id: number | string = HOTEL) {
  return call(t, rateSearchResponseSchema, HotelPaths.rateSearch(id), { body: { adultNum: 2, roomNum: 1, currency: 'CNY', ...body }, headers })
}

function rate(res: RateSearchResponse, sid: string): RateInfo {
  const found = res.roomTypes.flatMap((r) => r.rateInfos).find((r) => r.sid === sid)
  if (!found) throw new Error(`no rate ${sid}`)
  return found
}

/** First check-in ≥ 20 days ahead where the room type has at least `min` rooms every night. */
async function stayWithRooms(roomTypeId: number, nights: number, min: number): Promise<string> {
  const [room] = await t.db.db.select().from(roomTypes).where(eq(roomTypes.id, roomTypeId))
  for (let d = 20; d < 200; d++) {
    const checkIn = dayFromToday(d)
    if (stayDates(checkIn, nights).every((n) => baseAllotment(room!, n) >= min)) return checkIn
  }
  throw new Error('no stay found')
}

describe('POST /room_rate/v2/search/{id}', () => {
  it('returns every room type and plan with exact nightly prices, taxes and totals', async () => {
    const checkIn = dayFromToday(25)
    const res = await search({ checkIn, checkOut: addDays(checkIn, 3), currency: 'USD', roomNum: 2 })
    expect(res.status).toBe(200)
    const data = res.data!
    expect(data).toMatchObject({ hotelId: HOTEL, nights: 3, currency: 'USD', pricesHidden: false })
    const rooms = await t.db.db.select().from(roomTypes).where(eq(roomTypes.hotelId, HOTEL))
    const plans = await t.db.db.select().from(ratePlans).where(inArray(ratePlans.roomTypeId, rooms.map((r) => r.id)))
    expect(data.roomTypes.map((r) => r.roomTypeCode).sort()).toEqual(rooms.map((r) => r.code).sort())
    expect(data.roomTypes.flatMap((r) => r.rateInfos)).toHaveLength(plans.length)

    const [hotel] = await t.db.db.select().from(hotels).where(eq(hotels.id, HOTEL))
    const per = new Map((await t.db.db.select().from(exchangeRates)).map((r) => [r.code, Number(r.perCny)]))
    const conv = (x: number) => roundMoney((x / per.get(hotel!.currency)!) * per.get('USD')!, 'USD')
    for (const plan of plans) {
      const room = rooms.find((r) => r.id === plan.roomTypeId)!
      const info = rate(data, `${HOTEL}:${room.id}:${plan.id}`)
      const nights = stayDates(checkIn, 3).map((d) => nightlyPrice(hotel!, room, plan, d))
      expect(info.paxRooms.dailyPriceInfo).toEqual(nights.map((n) => ({ date: n.date, price: conv(n.price), taxAndFee: conv(n.taxAndFee) })))
      const perRoom = nights.reduce((s, n) => s + conv(n.price) + conv(n.taxAndFee), 0)
      expect(info.totalPrice).toBe(roundMoney(perRoom * 2, 'USD'))
      expect(info.totalTaxAndFee).toBe(roundMoney(nights.reduce((s, n) => s + conv(n.taxAndFee), 0) * 2, 'USD'))
      expect(info).toMatchObject({ rateCode: plan.code, name: plan.nameEn, nameCN: plan.nameZh, maxOccupancy: room.maxOccupancy, maxChildren: room.maxChildren, currencyCode: 'USD' })
      expect(info.mealInfo).toEqual({ mealType: plan.mealType, mealCount: plan.mealCount })
      expect(info.paxRooms).toMatchObject({ roomCount: 2, adults: 2, children: 0 })
      expect(info.allotment).toBe(Math.min(...stayDates(checkIn, 3).map((d) => baseAllotment(room, d))))
    }
    // Within a room type, the cheapest plan comes first.
    for (const r of data.roomTypes) {
      const totals = r.rateInfos.map((i) => i.totalPrice as number)
      expect(totals).toEqual([...totals].sort((a, b) => a - b))
    }
    expect(data.roomTypes.some((r) => r.rateInfos.length > 1)).toBe(true)
    const roomType = data.roomTypes[0]!
    const row = rooms.find((r) => r.code === roomType.roomTypeCode)!
    expect(roomType).toMatchObject({ roomTypeName: row.nameEn, roomTypeNameCN: row.nameZh, bedTypeDesc: row.bedTypeEn, bedTypeDescCN: row.bedTypeZh })
  })

  it('takes allotment_taken into account: "n left", sold out for more rooms than left', async () => {
    const [room] = await t.db.db.select().from(roomTypes).where(eq(roomTypes.hotelId, HOTEL)).limit(1)
    const checkIn = await stayWithRooms(room!.id, 2, 2)
    const dates = stayDates(checkIn, 2)
    const base = dates.map((d) => baseAllotment(room!, d))
    // Leave exactly one room on the second night.
    await t.db.db.insert(allotmentTaken).values({ roomTypeId: room!.id, night: dates[1]!, taken: base[1]! - 1 })
    const one = (await search({ checkIn, checkOut: addDays(checkIn, 2) })).data!
    const plansOfRoom = one.roomTypes.find((r) => r.roomTypeCode === room!.code)!.rateInfos
    for (const info of plansOfRoom) expect(info).toMatchObject({ allotment: 1, bookable: true, unavailableReason: null })

    const two = (await search({ checkIn, checkOut: addDays(checkIn, 2), roomNum: 2 })).data!
    for (const info of two.roomTypes.find((r) => r.roomTypeCode === room!.code)!.rateInfos) {
      expect(info).toMatchObject({ allotment: 1, bookable: false, unavailableReason: 'sold_out' })
      expect(info.totalPrice).not.toBeNull() // sold-out plans still show what they would cost
    }

    await t.db.db.update(allotmentTaken).set({ taken: base[1]! + 3 }).where(eq(allotmentTaken.roomTypeId, room!.id))
    const none = (await search({ checkIn, checkOut: addDays(checkIn, 2) })).data!
    for (const info of none.roomTypes.find((r) => r.roomTypeCode === room!.code)!.rateInfos) {
      expect(info).toMatchObject({ allotment: 0, bookable: false, unavailableReason: 'sold_out' })
    }
    // A stay that does not include the taken night is unaffected.
    const other = (await search({ checkIn, checkOut: addDays(checkIn, 1) })).data!
    expect(other.roomTypes.find((r) => r.roomTypeCode === room!.code)!.rateInfos[0]!.allotment).toBe(base[0])
    await t.db.db.delete(allotmentTaken)
  })

  it('applies occupancy per room: adults + children ≤ maxOccupancy and children ≤ maxChildren', async () => {
    const checkIn = dayFromToday(30)
    const stay = { checkIn, checkOut: addDays(checkIn, 1) }
    const three = (await search({ ...stay, adultNum: 3 })).data!
    for (const room of three.roomTypes) {
      for (const info of room.rateInfos) {
        if (room.maxOccupancy < 3) expect(info).toMatchObject({ bookable: false, unavailableReason: 'occupancy' })
        else expect(info.unavailableReason).not.toBe('occupancy')
      }
    }
    const kids = (await search({ ...stay, adultNum: 1, childNum: 2, childrenAges: [4, 9] })).data!
    for (const room of kids.roomTypes) {
      const fits = room.maxChildren >= 2 && room.maxOccupancy >= 3
      for (const info of room.rateInfos) {
        expect(info.unavailableReason === 'occupancy').toBe(!fits)
        expect(info.paxRooms).toMatchObject({ adults: 1, children: 2, childrenAges: [4, 9] })
      }
    }
  })

  it('gives the free-cancellation deadline as 23:59:59 Beijing time N days before check-in', async () => {
    const checkIn = dayFromToday(30)
    const res = (await search({ checkIn, checkOut: addDays(checkIn, 1) })).data!
    const rooms = await t.db.db.select().from(roomTypes).where(eq(roomTypes.hotelId, HOTEL))
    const plans = await t.db.db.select().from(ratePlans).where(inArray(ratePlans.roomTypeId, rooms.map((r) => r.id)))
    const refundable = plans.find((p) => p.refundable)!
    const nonRefundable = plans.find((p) => !p.refundable)!
    const info = rate(res, `${HOTEL}:${refundable.roomTypeId}:${refundable.id}`)
    expect(info.refundable).toBe(true)
    const deadlineDay = addDays(checkIn, -refundable.freeCancelDays!)
    expect(info.cancelPolicyInfos).toHaveLength(2)
    expect(info.cancelPolicyInfos[0]!.refundable).toBe(true)
    expect(info.cancelPolicyInfos[1]).toEqual({ startDateTime: `${deadlineDay}T15:59:59.000Z`, refundable: false })
    // In Beijing that instant reads 23:59:59 on the deadline day.
    const beijing = new Date(Date.parse(info.cancelPolicyInfos[1]!.startDateTime) + 8 * 3600_000).toISOString()
    expect(beijing).toBe(`${deadlineDay}T23:59:59.000Z`)

    const nr = rate(res, `${HOTEL}:${nonRefundable.roomTypeId}:${nonRefundable.id}`)
    expect(nr.refundable).toBe(false)
    expect(nr.cancelPolicyInfos).toHaveLength(1)
    expect(nr.cancelPolicyInfos[0]!.refundable).toBe(false)

    // Checking in today: every deadline has passed, so nothing is refundable any more.
    const today = (await search({ checkIn: dayFromToday(0), checkOut: dayFromToday(1) })).data!
    expect(today.roomTypes.flatMap((r) => r.rateInfos).every((r) => !r.refundable)).toBe(true)
  })

  it('withholds prices from visitors and users without QUERY_PRICE', async () => {
    const checkIn = dayFromToday(30)
    for (const headers of [{}, await bearer(t, 'viewer')]) {
      const res = (await search({ checkIn, checkOut: addDays(checkIn, 2) }, headers)).data!
      expect(res.pricesHidden).toBe(true)
      for (const info of res.roomTypes.flatMap((r) => r.rateInfos)) {
        expect(info.totalPrice).toBeNull()
        expect(info.totalTaxAndFee).toBeNull()
        expect(info.paxRooms.dailyPriceInfo).toEqual([])
      }
    }
  })

  it('answers 404 for an unknown hotel and 400 naming the field for bad input', async () => {
    const checkIn = dayFromToday(10)
    expect((await search({ checkIn, checkOut: addDays(checkIn, 1) }, agent, 99_999)).status).toBe(404)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ checkIn: dayFromToday(-1), checkOut: dayFromToday(1) }, 'checkIn'],
      [{ checkIn: dayFromToday(366), checkOut: dayFromToday(367) }, 'checkIn'],
      [{ checkIn, checkOut: addDays(checkIn, -1) }, 'checkOut'],
      [{ checkIn, checkOut: addDays(checkIn, 31) }, 'checkOut'],
      [{ checkIn, checkOut: addDays(checkIn, 1), roomNum: 100 }, 'roomNum'],
      [{ checkIn, checkOut: addDays(checkIn, 1), childNum: 5, childrenAges: [1, 2, 3, 4, 5] }, 'childNum'],
      [{ checkIn, checkOut: addDays(checkIn, 1), childNum: 1, childrenAges: [30] }, 'childrenAges.0'],
      [{ checkIn, checkOut: addDays(checkIn, 1), nation: 'china' }, 'nation'],
      [{ checkOut: addDays(checkIn, 1) }, 'checkIn'],
    ]
    for (const [body, field] of cases) {
      const res = await search(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.errors?.map((e) => e.field)).toContain(field)
    }
    const junkId = await search({ checkIn, checkOut: addDays(checkIn, 1) }, agent, 'abc')
    expect(junkId.status).toBe(400)
    expect(junkId.body.errors?.[0]?.field).toBe('id')
  })
})
