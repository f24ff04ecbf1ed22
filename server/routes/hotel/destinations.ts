import { Hono } from 'hono'
import { fuzzyQuerySchema, idParamSchema, type HotelHit, type RegionDetail, type RegionHit } from '../../../src/contract/hotel'
import { HotelPaths } from '../../../src/contract/paths'
import { getCatalogue, type Catalogue } from '../../domain/catalogue'
import { regionHit, searchRegions } from '../../domain/search/region-search'
import { notFound } from '../../http/errors'
import { sendOk } from '../../http/respond'
import type { AppEnv } from '../../http/types'
import { validate, validationFailure } from '../../http/validate'
import { viewerOf } from './viewer'

// §7 destination lookup: GET /static/v2/region/fuzzy and /static/v2/hotel_fuzzy (the client
// runs both in parallel and cancels stale ones), /static/v2/region/hot (§4 hot cities, fetched
// once and cached by the client), /static/v2/region/{id}. All public.

/** §4: a visitor's lookup needs at least two characters; logged-in users may type one. */
const VISITOR_MIN_CHARS = 2

function hotelHit(cat: Catalogue, h: number): HotelHit {
  const city = cat.regionById.get(cat.hRegion[h] as number)
  return {
    id: cat.hId[h] as number,
    nameEn: cat.hNameEn[h] as string,
    nameZh: cat.hNameZh[h] as string,
    starRating: cat.hStars[h] as number,
    regionId: cat.hRegion[h] as number,
    cityNames: city?.names ?? { 'zh-CN': '', 'en-US': '', ja: '', ko: '', es: '', ar: '' },
    countryCode: cat.hCountry[h] as string,
  }
}

const fuzzyGuard = validate('query', fuzzyQuerySchema)

export const destinationRoutes = new Hono<AppEnv>()
  .get(HotelPaths.regionFuzzy, fuzzyGuard, async (c) => {
    const { keyword, limit } = c.req.valid('query')
    if ([...keyword].length < VISITOR_MIN_CHARS && !(await viewerOf(c))) {
      return validationFailure(c, [{ field: 'keyword', message: `needs at least ${VISITOR_MIN_CHARS} characters` }])
    }
    const cat = await getCatalogue(c.var.deps.db)
    const hits: RegionHit[] = searchRegions(cat, keyword, limit).map((r) => regionHit(cat, r))
    return sendOk(c, hits)
  })
  .get(HotelPaths.hotelFuzzy, fuzzyGuard, async (c) => {
    const { keyword, limit } = c.req.valid('query')
    if ([...keyword].length < VISITOR_MIN_CHARS && !(await viewerOf(c))) {
      return validationFailure(c, [{ field: 'keyword', message: `needs at least ${VISITOR_MIN_CHARS} characters` }])
    }
    const cat = await getCatalogue(c.var.deps.db)
    const hits: HotelHit[] = cat.hotelIndex.search(keyword, limit).map((h) => hotelHit(cat, h))
    return sendOk(c, hits)
  })
  .get(HotelPaths.regionHot, async (c) => {
    const cat = await getCatalogue(c.var.deps.db)
    c.header('Cache-Control', 'public, max-age=300')
    return sendOk(c, cat.hotCities.map((r) => regionHit(cat, r)))
  })
  .get('/static/v2/region/:id', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param')
    const cat = await getCatalogue(c.var.deps.db)
    const r = cat.regionById.get(id)
    if (!r) return notFound(c)
    const detail: RegionDetail = { ...regionHit(cat, r), lat: r.lat, lng: r.lng, timezone: r.timezone }
    return sendOk(c, detail)
  })

export { hotelHit }
