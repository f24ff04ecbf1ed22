import { Hono } from 'hono'
import { monthLowestRequestSchema, type MonthLowestResponse } from '../../../src/contract/hotel-rates'
import { HotelPaths } from '../../../src/contract/paths'
import { ErrorCode } from '../../../src/contract/errors'
import { getCatalogue, getRates } from '../../domain/catalogue'
import { loadTaken, occupancyFits, planTotal, roomsLeft, stayOf, type Stay, type Taken } from '../../domain/rates'
import { addDays, beijingToday, MAX_DAYS_AHEAD } from '../../domain/rates-dates'
import { sendFail, sendOk } from '../../http/respond'
import type { AppEnv } from '../../http/types'
import { validate, validationFailure } from '../../http/validate'
import { canSeePrices, viewerOf } from './viewer'

// POST /room_rate/v2/search/month/lowest_price (§7, public): for each check-in date of the
// month, the lowest price of one night in one room for adultNum adults (taxes included,
// reference currency) among bookable plans; null when nothing is bookable, the date is past
// (Beijing) or beyond the booking window, or prices are withheld (§6). One query reads the
// month's allotment_taken for the hotel's room types.
export const monthLowestRoute = new Hono<AppEnv>().post(HotelPaths.monthLowest, validate('json', monthLowestRequestSchema), async (c) => {
  const req = c.req.valid('json')
  const today = beijingToday()
  const last = addDays(today, MAX_DAYS_AHEAD)
  const first = `${req.month}-01`
  const days = new Date(Date.UTC(Number(req.month.slice(0, 4)), Number(req.month.slice(5, 7)), 0)).getUTCDate()
  const end = addDays(first, days - 1)
  if (end < today || first > last) return validationFailure(c, [{ field: 'month', message: `must be between ${today.slice(0, 7)} and ${last.slice(0, 7)}` }])
  const { db } = c.var.deps
  const [viewer, cat] = await Promise.all([viewerOf(c), getCatalogue(db)])
  const h = cat.hotelIndexById.get(req.hotelId)
  if (h === undefined) return sendFail(c, 404, ErrorCode.NOT_FOUND, 'hotelId: no such hotel')
  const showPrices = canSeePrices(viewer)

  const month = stayOf(cat, first, days)
  const roomStart = cat.roomStart[h] as number
  const roomEnd = cat.roomStart[h + 1] as number
  const [taken, rates] = showPrices
    ? await Promise.all([loadTaken(db, month, Array.from(cat.rId.subarray(roomStart, roomEnd))), getRates(db)])
    : [new Map() as Taken, new Map<string, number>()]
  const occ = { adultNum: req.adultNum, childNum: 0, childrenAges: [], roomNum: 1 }

  const out: MonthLowestResponse['days'] = month.dates.map((date, i) => {
    if (!showPrices || date < today || date > last) return { date, lowestPrice: null }
    const night: Stay = { checkIn: date, checkOut: addDays(date, 1), dates: [date], memos: [month.memos[i] as Stay['memos'][number]] }
    const nightTaken: Taken = new Map()
    for (const [id, perNight] of taken) nightTaken.set(id, Int32Array.of(perNight[i] as number))
    let lowest: number | null = null
    for (let r = roomStart; r < roomEnd; r++) {
      if (!occupancyFits(cat, r, occ) || roomsLeft(cat, r, night, nightTaken) < 1) continue
      let cheapest = -1
      for (let p = cat.planStart[r] as number; p < (cat.planStart[r + 1] as number); p++) {
        if (cheapest < 0 || (cat.pFactor[p] as number) < (cat.pFactor[cheapest] as number)) cheapest = p
      }
      if (cheapest < 0) continue
      const total = planTotal(cat, cheapest, r, night, 1, req.currency, rates)
      if (lowest === null || total < lowest) lowest = total
    }
    return { date, lowestPrice: lowest }
  })
  const body: MonthLowestResponse = { month: req.month, currency: req.currency, pricesHidden: !showPrices, days: out }
  return sendOk(c, body)
})
