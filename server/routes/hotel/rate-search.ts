import { Hono } from 'hono'
import { idParamSchema, nightsBetween } from '../../../src/contract/hotel'
import { rateSearchRequestSchema, type RateSearchResponse } from '../../../src/contract/hotel-rates'
import { getCatalogue, getRates } from '../../domain/catalogue'
import { hotelRates, stayOf, type RateContext } from '../../domain/rates'
import { checkInWindowError } from '../../domain/rates-dates'
import { notFound } from '../../http/errors'
import { sendOk } from '../../http/respond'
import type { AppEnv } from '../../http/types'
import { validate, validationFailure } from '../../http/validate'
import { pricesAndTaken } from './viewer'

// POST /room_rate/v2/search/{id} (§7, public like §2 hotel-info): every room type and rate
// plan of the hotel for the stay (§3 Room/rate), sold-out and non-fitting plans included
// with bookable=false and the reason. Prices are withheld without QUERY_PRICE (§6).
export const rateSearchRoute = new Hono<AppEnv>().post(
  '/room_rate/v2/search/:id',
  validate('param', idParamSchema),
  validate('json', rateSearchRequestSchema),
  async (c) => {
    const { id } = c.req.valid('param')
    const req = c.req.valid('json')
    const now = new Date()
    const windowError = checkInWindowError(req.checkIn, now)
    if (windowError) return validationFailure(c, [windowError])
    const { db } = c.var.deps
    const cat = await getCatalogue(db)
    const h = cat.hotelIndexById.get(id)
    if (h === undefined) return notFound(c)
    const nights = nightsBetween(req.checkIn, req.checkOut)
    const stay = stayOf(cat, req.checkIn, nights)
    const roomTypeIds = Array.from(cat.rId.subarray(cat.roomStart[h] as number, cat.roomStart[h + 1] as number))
    const { showPrices, taken } = await pricesAndTaken(c, stay, roomTypeIds)
    const rates = showPrices ? await getRates(db) : new Map<string, number>()
    const ctx: RateContext = { cat, stay, occ: req, currency: req.currency, rates, taken, now, showPrices }
    const body: RateSearchResponse = {
      hotelId: id,
      checkIn: req.checkIn,
      checkOut: req.checkOut,
      nights,
      currency: req.currency,
      pricesHidden: !showPrices,
      quotedAt: now.toISOString(),
      roomTypes: hotelRates(ctx, h),
    }
    return sendOk(c, body)
  },
)
