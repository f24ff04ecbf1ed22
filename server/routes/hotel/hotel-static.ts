import { Hono } from 'hono'
import type { Currency } from '../../../src/contract/currencies'
import { idParamSchema, staticHotelListRequestSchema, type HotelStatic } from '../../../src/contract/hotel'
import { HotelPaths } from '../../../src/contract/paths'
import { EMPTY_NAMES, getCatalogue, hotelImages, hotelImageUrl, type Catalogue } from '../../domain/catalogue'
import { notFound } from '../../http/errors'
import { sendOk } from '../../http/respond'
import type { AppEnv } from '../../http/types'
import { validate } from '../../http/validate'

// §7 static hotel content (public): GET /static/v2/hotel/{id} with at most 5 images (§9),
// facts, check-in/out times and coordinates; POST /static/v2/hotel_list with §3 static info
// (hotelID, hotelImage) for up to 100 ids (unknown ids are left out).


export function hotelStatic(cat: Catalogue, h: number): HotelStatic {
  const id = cat.hId[h] as number
  return {
    id,
    nameEn: cat.hNameEn[h] as string,
    nameZh: cat.hNameZh[h] as string,
    addressEn: cat.hAddressEn[h] as string,
    addressZh: cat.hAddressZh[h] as string,
    starRating: cat.hStars[h] as number,
    lat: cat.hLat[h] as number,
    lng: cat.hLng[h] as number,
    checkInTime: cat.hCheckIn[h] as string,
    checkOutTime: cat.hCheckOut[h] as string,
    phone: cat.hPhone[h] as string,
    images: hotelImages(cat, h),
    regionId: cat.hRegion[h] as number,
    cityNames: cat.regionById.get(cat.hRegion[h] as number)?.names ?? EMPTY_NAMES,
    countryCode: cat.hCountry[h] as string,
    supplierCurrency: cat.hCurrency[h] as Currency,
  }
}

export const hotelStaticRoutes = new Hono<AppEnv>()
  .get('/static/v2/hotel/:id', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param')
    const cat = await getCatalogue(c.var.deps.db)
    const h = cat.hotelIndexById.get(id)
    if (h === undefined) return notFound(c)
    return sendOk(c, hotelStatic(cat, h))
  })
  .post(HotelPaths.staticHotelList, validate('json', staticHotelListRequestSchema), async (c) => {
    const { hotelIds } = c.req.valid('json')
    const cat = await getCatalogue(c.var.deps.db)
    const list = [...new Set(hotelIds)]
      .filter((id) => cat.hotelIndexById.has(id))
      .map((id) => ({ hotelID: id, hotelImage: hotelImageUrl(id) }))
    return sendOk(c, list)
  })
