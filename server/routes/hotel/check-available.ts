import { Hono } from 'hono'
import { nightsBetween } from '../../../src/contract/hotel'
import { checkAvailableRequestSchema, parseRateKey, type CheckAvailableResponse } from '../../../src/contract/hotel-rates'
import { HotelPaths } from '../../../src/contract/paths'
import { Permission } from '../../../src/contract/permissions'
import { ErrorCode } from '../../../src/contract/errors'
import { getCatalogue, getRates } from '../../domain/catalogue'
import { findPlan, findRoom, loadTaken, occupancyFits, planTotal, rateInfo, roomsLeft, stayOf, type RateContext } from '../../domain/rates'
import { checkInWindowError } from '../../domain/rates-dates'
import { sendFail, sendOk } from '../../http/respond'
import { requireAuth, requirePermissions } from '../../http/session'
import type { AppEnv } from '../../http/types'
import { validate, validationFailure } from '../../http/validate'
import { canSeePrices } from './viewer'

// POST /booking/v2/check_available (§7): re-quotes one rate (sid "hotel:roomType:ratePlan")
// for the stay just before booking. Logged in with PLACE_ORDER (§6), else 401/403. It only
// reads availability; taking allotment is the booking's job. priceChanged compares today's
// total with the total the agent saw (expectedTotal, reference currency, 2 decimals); the
// prices themselves are still withheld from a caller without QUERY_PRICE.
export const checkAvailableRoute = new Hono<AppEnv>().post(
  HotelPaths.checkAvailable,
  requireAuth(),
  requirePermissions(Permission.PLACE_ORDER),
  validate('json', checkAvailableRequestSchema),
  async (c) => {
    const req = c.req.valid('json')
    const now = new Date()
    const windowError = checkInWindowError(req.checkIn, now)
    if (windowError) return validationFailure(c, [windowError])
    const key = parseRateKey(req.sid)
    if (!key) return validationFailure(c, [{ field: 'sid', message: 'is not a rate key' }])
    const { db } = c.var.deps
    const cat = await getCatalogue(db)
    const h = cat.hotelIndexById.get(key.hotelId)
    const r = h === undefined ? -1 : findRoom(cat, h, key.roomTypeId)
    const p = r < 0 ? -1 : findPlan(cat, r, key.ratePlanId)
    if (h === undefined || p < 0) return sendFail(c, 404, ErrorCode.NOT_FOUND, 'sid: no such rate')

    const stay = stayOf(cat, req.checkIn, nightsBetween(req.checkIn, req.checkOut))
    const [taken, rates] = await Promise.all([loadTaken(db, stay, [cat.rId[r] as number]), getRates(db)])
    const showPrices = canSeePrices(c.var.user)
    const ctx: RateContext = { cat, stay, occ: req, currency: req.currency, rates, taken, now, showPrices }
    const left = roomsLeft(cat, r, stay, taken)
    const info = rateInfo(ctx, r, p, left, occupancyFits(cat, r, req))
    const total = planTotal(cat, p, r, stay, req.roomNum, req.currency, rates)
    const expected = req.expectedTotal
    const body: CheckAvailableResponse = {
      available: info.bookable,
      priceChanged: expected !== undefined && Math.abs(expected - total) >= 0.005,
      previousTotal: expected ?? null,
      rate: info,
      hotel: { id: key.hotelId, nameEn: cat.hNameEn[h] as string, nameZh: cat.hNameZh[h] as string },
      roomTypeName: cat.rNameEn[r] as string,
      roomTypeNameCN: cat.rNameZh[r] as string,
      quotedAt: now.toISOString(),
    }
    return sendOk(c, body)
  },
)
