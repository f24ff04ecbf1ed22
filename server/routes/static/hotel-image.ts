import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { hotels } from '../../db/schema'
import { hotelImagePng, hotelImageSvg } from '../../domain/hotel-image'
import { notFound } from '../../http/errors'
import type { AppEnv } from '../../http/types'

// GET /static/img/hotel/:id/:n.png: the hotel's generated pictures (1..image_count, §9 at
// most 5), the URLs the API gives (domain/catalogue.ts). :n.svg is the same picture as SVG, the
// URL earlier versions gave (browsing history, favourites and caches may still hold it). A
// picture never changes for a given URL, so it may be cached for a year.

/** Painted PNGs (~8 KB each), the most recently asked for; a picture asked for twice at once is painted once. */
const PNG_CACHE_SIZE = 512
const pngs = new Map<string, Promise<Buffer>>()

function cachedPng(hotelId: number, n: number): Promise<Buffer> {
  const key = `${hotelId}/${n}`
  let png = pngs.get(key)
  if (png) {
    // Most recently used last.
    pngs.delete(key)
  } else {
    png = hotelImagePng(hotelId, n)
    png.catch(() => pngs.delete(key))
    if (pngs.size >= PNG_CACHE_SIZE) pngs.delete(pngs.keys().next().value!)
  }
  pngs.set(key, png)
  return png
}

export const hotelImageRoute = new Hono<AppEnv>().get('/static/img/hotel/:id/:file', async (c) => {
  const id = /^[1-9]\d{0,8}$/.test(c.req.param('id')) ? Number(c.req.param('id')) : NaN
  const m = /^([1-5])\.(svg|png)$/.exec(c.req.param('file'))
  if (!Number.isFinite(id) || !m) return notFound(c)
  const n = Number(m[1])
  const [hotel] = await c.var.deps.db.select({ imageCount: hotels.imageCount }).from(hotels).where(eq(hotels.id, id)).limit(1)
  if (!hotel || n > hotel.imageCount) return notFound(c)
  c.header('Cache-Control', 'public, max-age=31536000, immutable')
  if (m[2] === 'svg') {
    c.header('Content-Type', 'image/svg+xml; charset=utf-8')
    return c.body(hotelImageSvg(id, n))
  }
  c.header('Content-Type', 'image/png')
  return c.body(new Uint8Array(await cachedPng(id, n)))
})
