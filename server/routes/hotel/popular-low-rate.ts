import { Hono } from 'hono'
import type { z } from 'zod'
import { nightsBetween } from '../../../src/contract/hotel'
import { lowRateRequestSchema, popularHotelListSchema, popularHotelRequestSchema } from '../../../src/contract/hotel-rates'
import { HotelPaths } from '../../../src/contract/paths'
import { ErrorCode } from '../../../src/contract/errors'
import { getCatalogue, getRates, hotelSummary, type Catalogue } from '../../domain/catalogue'
import { hotelConversion, hotelOffer } from '../../domain/hotel-offer'
import { freeDaysLimit, loadTaken, stayOf, type Conversion, type RateContext } from '../../domain/rates'
import { checkInWindowError } from '../../domain/rates-dates'
import { sendFail, sendOk } from '../../http/respond'
import type { AppEnv } from '../../http/types'
import { validate, validationFailure } from '../../http/validate'
import { canSeePrices, viewerOf } from './viewer'

// POST /room_rate/v2/popular_hotel and /room_rate/v2/low_rate (§7, public).

type PopularHotel = z.infer<typeof popularHotelListSchema>[number]

/** Great-circle distance in km (haversine), one decimal. */
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2
  return Math.round(2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a))) * 10) / 10
}

function popularItem(cat: Catalogue, h: number, from: { lat: number; lng: number } | null): PopularHotel {
  const summary = hotelSummary(cat, h)
  return {
    ...summary,
    distanceKm: from ? distanceKm(from.lat, from.lng, summary.lat, summary.lng) : null,
  }
}

export const popularLowRateRoutes = new Hono<AppEnv>()
  // Popular hotels near a hotel (same city, the hotel itself left out; distance from it) or in
  // a region (city or country; distance from the region's centre), most popular first.
  .post(HotelPaths.popularHotel, validate('json', popularHotelRequestSchema), async (c) => {
    const req = c.req.valid('json')
    const cat = await getCatalogue(c.var.deps.db)
    let pool: ArrayLike<number>
    let from: { lat: number; lng: number } | null
    let exclude = -1
    if (req.hotelId !== undefined) {
      const h = cat.hotelIndexById.get(req.hotelId)
      if (h === undefined) return sendFail(c, 404, ErrorCode.NOT_FOUND, 'hotelId: no such hotel')
      pool = cat.hotelsByCity.get(cat.hRegion[h] as number) ?? []
      from = { lat: cat.hLat[h] as number, lng: cat.hLng[h] as number }
      exclude = h
    } else {
      const region = cat.regionById.get(req.regionId as number)
      if (!region) return sendFail(c, 404, ErrorCode.NOT_FOUND, 'regionId: no such region')
      pool = (region.type === 'city' ? cat.hotelsByCity.get(region.id) : cat.hotelsByCountry.get(region.countryCode)) ?? []
      from = region.lat !== null && region.lng !== null ? { lat: region.lat, lng: region.lng } : null
    }
    const out: PopularHotel[] = []
    for (let i = 0; i < pool.length && out.length < req.limit; i++) {
      const h = pool[i] as number
      if (h !== exclude) out.push(popularItem(cat, h, from))
    }
    return sendOk(c, out)
  })
  // §3 low price per hotel for a stay: the hotel list's lowest total (all nights, all rooms,
  // taxes included, reference currency); null when sold out or withheld (§6). Unknown ids
  // are left out.
  .post(HotelPaths.lowRate, validate('json', lowRateRequestSchema), async (c) => {
    const req = c.req.valid('json')
    const now = new Date()
    const windowError = checkInWindowError(req.checkIn, now)
    if (windowError) return validationFailure(c, [windowError])
    const { db } = c.var.deps
    const [viewer, cat] = await Promise.all([viewerOf(c), getCatalogue(db)])
    const showPrices = canSeePrices(viewer)
    const hs = [...new Set(req.hotelIds)].map((id) => cat.hotelIndexById.get(id)).filter((h): h is number => h !== undefined)
    const stay = stayOf(cat, req.checkIn, nightsBetween(req.checkIn, req.checkOut))
    const ids = hs.flatMap((h) => Array.from(cat.rId.subarray(cat.roomStart[h] as number, cat.roomStart[h + 1] as number)))
    const [taken, rates] = showPrices ? await Promise.all([loadTaken(db, stay, ids), getRates(db)]) : [new Map(), new Map<string, number>()]
    const ctx: RateContext = { cat, stay, occ: req, currency: req.currency, rates, taken, now, showPrices }
    const filter = { mealMask: 0, freeCancellationOnly: false, freeDaysMax: freeDaysLimit(req.checkIn, now) }
    const conversions = new Map<string, Conversion>()
    return sendOk(
      c,
      hs.map((h) => ({ s_hotel_id: cat.hId[h] as number, low_price: hotelOffer(ctx, h, filter, hotelConversion(ctx, h, conversions)).lowest })),
    )
  })
