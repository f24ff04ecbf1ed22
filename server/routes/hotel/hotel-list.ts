import { Hono } from 'hono'
import { hotelListRequestSchema, MEAL_TYPES, nightsBetween, type HotelListItem, type HotelListResponse } from '../../../src/contract/hotel'
import { HotelPaths } from '../../../src/contract/paths'
import { getCatalogue, getRates, type Catalogue } from '../../domain/catalogue'
import { cachedHotelSummary, hotelsWithPlans, mealTypesOfCached } from '../../domain/catalogue-views'
import {
  hotelConversion,
  hotelHasFreeCancellation,
  hotelMatches,
  hotelOffer,
  type HotelFilter,
  type HotelOffer,
} from '../../domain/hotel-offer'
import { freeDaysLimit, loadTaken, stayOf, type Conversion, type RateContext, type Taken } from '../../domain/rates'
import { checkInWindowError } from '../../domain/rates-dates'
import { normalize } from '../../domain/search/normalize'
import { notFound } from '../../http/errors'
import { sendOk } from '../../http/respond'
import type { AppEnv } from '../../http/types'
import { validate, validationFailure } from '../../http/validate'
import { canSeePrices, pricesAndTaken, viewerOf } from './viewer'

// POST /room_rate/v3/hotel_list (§7; public, §2 hotel-list needs no login).
//
// Hotels of a city, a country or one hotel, each with the lowest bookable total for the
// stay (all nights, all rooms, taxes included) in the requested reference currency.
// Filters: stars, meal plan, free cancellation (a plan must pass them to count), hotel-name
// keyword, and a price range in the reference currency over that lowest total (hotels
// without a bookable price are left out when a range is given). Sorts: recommended
// (popularity), price ascending/descending on the converted totals (unavailable hotels
// last), stars. Callers without QUERY_PRICE (§6, visitors included) get lowestPrice null and
// pricesHidden; for them price filters and price sorts are ignored (recommended order), so
// the order cannot leak prices either.

/** Up to this many room types the allotment query lists their ids; beyond, it reads the nights. */
const TAKEN_BY_ID_LIMIT = 4000

type Row = { h: number; offer: HotelOffer }

function listItem(cat: Catalogue, row: Row, currency: HotelListResponse['currency'], freeDaysMax: number): HotelListItem {
  const { h, offer } = row
  const s = cachedHotelSummary(cat, h)
  // Each field by name (#9 hotel_list p95): `{ ...summary, … }` took ~5 µs per hotel on Node
  // 20 (V8 copies a spread source with properties added after it on a slow path), about 8 % of
  // the route's CPU under load, and the objects it made were slower to serialise too.
  return {
    hotelId: s.hotelId,
    nameEn: s.nameEn,
    nameZh: s.nameZh,
    starRating: s.starRating,
    addressEn: s.addressEn,
    addressZh: s.addressZh,
    cityNames: s.cityNames,
    image: s.image,
    lat: s.lat,
    lng: s.lng,
    lowestPrice: offer.lowest === null ? null : { totalPrice: offer.lowest, currencyCode: currency },
    available: offer.available,
    roomsFit: offer.fits,
    hasFreeCancellation: hotelHasFreeCancellation(cat, h, freeDaysMax),
    mealTypes: mealTypesOfCached(cat.hMealMask[h] as number),
  }
}

function roomTypeIdsOf(cat: Catalogue, hs: readonly number[]): number[] {
  const ids: number[] = []
  for (const h of hs) for (let r = cat.roomStart[h] as number; r < (cat.roomStart[h + 1] as number); r++) ids.push(cat.rId[r] as number)
  return ids
}

export const hotelListRoute = new Hono<AppEnv>().post(HotelPaths.hotelList, validate('json', hotelListRequestSchema), async (c) => {
  const req = c.req.valid('json')
  const now = new Date()
  const windowError = checkInWindowError(req.checkIn, now)
  if (windowError) return validationFailure(c, [windowError])
  const { db } = c.var.deps
  const cat = await getCatalogue(db)

  // Candidates in recommended order (the catalogue keeps region lists by popularity).
  const id = Number(req.addressValue)
  let candidates: ArrayLike<number>
  let candidatesKey: string
  if (req.addressType === 'hotel') {
    const h = cat.hotelIndexById.get(id)
    if (h === undefined) return notFound(c)
    candidates = [h]
    candidatesKey = `hotel:${h}`
  } else {
    const region = cat.regionById.get(id)
    if (!region) return notFound(c)
    candidates = (region.type === 'city' ? cat.hotelsByCity.get(region.id) : cat.hotelsByCountry.get(region.countryCode)) ?? []
    candidatesKey = region.type === 'city' ? `city:${region.id}` : `country:${region.countryCode}`
  }

  // Catalogue-only filters first: stars, name, and whether some plan has the meal and can
  // still be cancelled free of charge.
  const f = req.filters
  const filter: HotelFilter = {
    mealMask: (f.mealTypes ?? []).reduce((m, t) => m | (1 << MEAL_TYPES.indexOf(t)), 0),
    freeCancellationOnly: f.freeCancellation === true,
    freeDaysMax: freeDaysLimit(req.checkIn, now),
  }
  const stars = f.stars?.length ? new Set(f.stars) : null
  const keyword = f.keyword ? normalize(f.keyword) : ''
  let selected: readonly number[]
  if (!stars && !keyword && filter.mealMask === 0 && !filter.freeCancellationOnly) {
    // No catalogue filter: the same list every time (memoised per catalogue).
    selected = hotelsWithPlans(cat, candidatesKey, candidates)
  } else {
    const out: number[] = []
    for (let i = 0; i < candidates.length; i++) {
      const h = candidates[i] as number
      if (stars && !stars.has(cat.hStars[h] as number)) continue
      if (keyword && !(cat.hNameNorm[h] as string).includes(keyword)) continue
      if (!hotelMatches(cat, h, filter)) continue
      out.push(h)
    }
    selected = out
  }

  const stay = stayOf(cat, req.checkIn, nightsBetween(req.checkIn, req.checkOut))
  const start = (req.pageNum - 1) * req.pageSize
  const asksPriceOrder = req.sort === 'price_asc' || req.sort === 'price_desc' || f.priceMin !== undefined || f.priceMax !== undefined
  const takenIds = (hs: readonly number[]) => {
    const n = hs.reduce((sum, h) => sum + (cat.roomStart[h + 1] as number) - (cat.roomStart[h] as number), 0)
    return n <= TAKEN_BY_ID_LIMIT ? roomTypeIdsOf(cat, hs) : undefined
  }
  const pageOf = (sort: string) =>
    (sort === 'stars_desc' ? [...selected].sort((a, b) => (cat.hStars[b] as number) - (cat.hStars[a] as number)) : selected).slice(start, start + req.pageSize)

  // Only a price sort or a price range (for callers who may see prices) needs every hotel
  // priced; otherwise order and total come from the catalogue and only the page is priced.
  // When the order cannot depend on the caller, one query answers both "may this caller see
  // prices?" and "which rooms are taken?"; otherwise the caller is resolved first.
  let showPrices: boolean
  let taken: Taken
  let ordered: readonly number[]
  if (!asksPriceOrder) {
    ordered = pageOf(req.sort)
    ;({ showPrices, taken } = await pricesAndTaken(c, stay, takenIds(ordered)))
  } else {
    showPrices = canSeePrices(await viewerOf(c))
    ordered = showPrices ? selected : pageOf(req.sort === 'stars_desc' ? 'stars_desc' : 'recommended')
    taken = await loadTaken(db, stay, takenIds(ordered))
  }
  const priceAll = asksPriceOrder && showPrices
  const priceMin = showPrices ? f.priceMin : undefined
  const priceMax = showPrices ? f.priceMax : undefined
  const sort = !showPrices && (req.sort === 'price_asc' || req.sort === 'price_desc') ? 'recommended' : req.sort
  const rates = showPrices ? await getRates(db) : new Map<string, number>()
  const ctx: RateContext = { cat, stay, occ: req, currency: req.currency, rates, taken, now, showPrices }
  const conversions = new Map<string, Conversion>()
  let rows: Row[] = ordered.map((h) => ({ h, offer: hotelOffer(ctx, h, filter, hotelConversion(ctx, h, conversions)) }))
  let total = selected.length

  if (priceAll) {
    if (priceMin !== undefined || priceMax !== undefined) {
      rows = rows.filter(({ offer: { lowest } }) => lowest !== null && (priceMin === undefined || lowest >= priceMin) && (priceMax === undefined || lowest <= priceMax))
    }
    // `rows` is in recommended order and Array.prototype.sort is stable, so ties keep it.
    if (sort === 'stars_desc') rows.sort((a, b) => (cat.hStars[b.h] as number) - (cat.hStars[a.h] as number))
    else if (sort === 'price_asc' || sort === 'price_desc') {
      const dir = sort === 'price_asc' ? 1 : -1
      rows.sort((a, b) => {
        const x = a.offer.lowest
        const y = b.offer.lowest
        if (x === null || y === null) return Number(x === null) - Number(y === null)
        return (x - y) * dir
      })
    }
    total = rows.length
    rows = rows.slice(start, start + req.pageSize)
  }

  const body: HotelListResponse = {
    total,
    pageNum: req.pageNum,
    pageSize: req.pageSize,
    currency: req.currency,
    pricesHidden: !showPrices,
    hotels: rows.map((row) => listItem(cat, row, req.currency, filter.freeDaysMax)),
  }
  return sendOk(c, body)
})
