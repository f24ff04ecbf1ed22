import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { hotels } from '../../db/schema'
import { hotelImageSvg } from '../../domain/hotel-image'
import { notFound } from '../../http/errors'
import type { AppEnv } from '../../http/types'

// GET /static/img/hotel/:id/:n.svg: the hotel's generated pictures (1..image_count, §9 at
// most 5). They never change for a given URL, so they may be cached for a year.
export const hotelImageRoute = new Hono<AppEnv>().get('/static/img/hotel/:id/:file', async (c) => {
  const id = /^[1-9]\d{0,8}$/.test(c.req.param('id')) ? Number(c.req.param('id')) : NaN
  const m = /^([1-5])\.svg$/.exec(c.req.param('file'))
  if (!Number.isFinite(id) || !m) return notFound(c)
  const n = Number(m[1])
  const [hotel] = await c.var.deps.db.select({ imageCount: hotels.imageCount }).from(hotels).where(eq(hotels.id, id)).limit(1)
  if (!hotel || n > hotel.imageCount) return notFound(c)
  c.header('Content-Type', 'image/svg+xml; charset=utf-8')
  c.header('Cache-Control', 'public, max-age=31536000, immutable')
  return c.body(hotelImageSvg(id, n))
})
