import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  favouriteChangeRequestSchema,
  historyAddRequestSchema,
  historyDeleteRequestSchema,
  historyGetRequestSchema,
  type FavouriteRecord,
  type HistoryItem,
} from '../../../src/contract/hotel'
import { HotelPaths } from '../../../src/contract/paths'
import { ErrorCode } from '../../../src/contract/errors'
import type { Db } from '../../db/client'
import { hotelFavorites, hotels, viewHistory } from '../../db/schema'
import { getCatalogue, getRates, hotelImageUrl, type Catalogue } from '../../domain/catalogue'
import { convert, occupancyFits, stayOf, supplierNight } from '../../domain/rates'
import { beijingDate } from '../../domain/rates-dates'
import { sendFail, sendOk } from '../../http/respond'
import { requireAuth } from '../../http/session'
import type { AppEnv } from '../../http/types'
import { validate } from '../../http/validate'
import { canSeePrices } from '../hotel/viewer'

// §2 history drawer, §3 history and favourite records, §7 view_history / hotel_favorites.
// Logged-in users only (401 for visitors). Per user, in the database (a second server
// instance sees the same). Adds and deletes are idempotent.

/** Oldest visits beyond this many per user are dropped when a new one is recorded. */
export const HISTORY_KEEP = 500
/** §4 default guests, used for the "last seen" nightly price of a visit. */
const DEFAULT_ADULTS = 2

/**
 * The lowest price of one room for one night (taxes included, supplier currency) on the
 * Beijing date of the visit, among plans fitting two adults, ignoring allotment: the price
 * the agent would have seen as "from". Stored with the visit and converted when read.
 */
function lowestNightly(cat: Catalogue, h: number, visit: Date): { amount: number; currency: string } | null {
  const stay = stayOf(cat, beijingDate(visit), 1)
  const occ = { adultNum: DEFAULT_ADULTS, childNum: 0, childrenAges: [], roomNum: 1 }
  let best: number | null = null
  for (let r = cat.roomStart[h] as number; r < (cat.roomStart[h + 1] as number); r++) {
    if (!occupancyFits(cat, r, occ)) continue
    for (let p = cat.planStart[r] as number; p < (cat.planStart[r + 1] as number); p++) {
      const n = supplierNight(cat, p, r, stay, 0)
      const total = Math.round((n.price + n.taxAndFee) * 100) / 100
      if (best === null || total < best) best = total
    }
  }
  return best === null ? null : { amount: best, currency: cat.hCurrency[h] as string }
}

async function hotelExists(db: Db, id: number): Promise<boolean> {
  const cat = await getCatalogue(db)
  if (cat.hotelIndexById.has(id)) return true
  // A hotel added after the catalogue was loaded still counts.
  const rows = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, id)).limit(1)
  return rows.length > 0
}

export const historyRoutes = new Hono<AppEnv>()
  .use('/view_history/*', requireAuth())
  .use('/hotel_favorites/*', requireAuth())
  .post(HotelPaths.historyGet, validate('json', historyGetRequestSchema), async (c) => {
    const { currency, limit } = c.req.valid('json')
    const { db } = c.var.deps
    const user = c.var.user
    const rows = await db
      .select({
        hotelId: viewHistory.hotelId,
        queryTime: viewHistory.queryTime,
        lastPrice: viewHistory.lastPrice,
        lastPriceCurrency: viewHistory.lastPriceCurrency,
        nameEn: hotels.nameEn,
        nameZh: hotels.nameZh,
        favouriteAt: hotelFavorites.createdAt,
      })
      .from(viewHistory)
      .innerJoin(hotels, eq(hotels.id, viewHistory.hotelId))
      .leftJoin(hotelFavorites, and(eq(hotelFavorites.userId, viewHistory.userId), eq(hotelFavorites.hotelId, viewHistory.hotelId)))
      .where(eq(viewHistory.userId, user.id))
      .orderBy(desc(viewHistory.queryTime), desc(viewHistory.hotelId))
      .limit(limit)
    const showPrices = canSeePrices(user)
    const rates = showPrices && rows.length ? await getRates(db) : new Map<string, number>()
    const items: HistoryItem[] = rows.map((r) => ({
      hotelId: r.hotelId,
      hotelName: r.nameEn,
      hotelNameCN: r.nameZh,
      queryTime: r.queryTime.toISOString(),
      isFavorite: r.favouriteAt !== null,
      price: showPrices && r.lastPrice !== null && r.lastPriceCurrency ? convert(Number(r.lastPrice), r.lastPriceCurrency, currency, rates) : null,
      currencyCode: currency,
      hotelImage: hotelImageUrl(r.hotelId),
    }))
    return sendOk(c, items)
  })
  .post(HotelPaths.historyAdd, validate('json', historyAddRequestSchema), async (c) => {
    const { hotelId, queryTime } = c.req.valid('json')
    const { db } = c.var.deps
    if (!(await hotelExists(db, hotelId))) return sendFail(c, 404, ErrorCode.NOT_FOUND, 'hotelId: no such hotel')
    const now = new Date()
    // A visit replayed from an offline queue keeps its own time; a clock ahead of ours is capped.
    const at = queryTime ? new Date(Math.min(Date.parse(queryTime), now.getTime())) : now
    const cat = await getCatalogue(db)
    const h = cat.hotelIndexById.get(hotelId)
    const price = h === undefined ? null : lowestNightly(cat, h, at)
    const userId = c.var.user.id
    const newer = sql`excluded.query_time >= ${viewHistory.queryTime}`
    await db
      .insert(viewHistory)
      .values({ userId, hotelId, queryTime: at, lastPrice: price ? price.amount.toFixed(2) : null, lastPriceCurrency: price?.currency ?? null })
      .onConflictDoUpdate({
        target: [viewHistory.userId, viewHistory.hotelId],
        // Keep the latest visit: an older replayed visit changes nothing.
        set: {
          queryTime: sql`greatest(${viewHistory.queryTime}, excluded.query_time)`,
          lastPrice: sql`case when ${newer} then excluded.last_price else ${viewHistory.lastPrice} end`,
          lastPriceCurrency: sql`case when ${newer} then excluded.last_price_currency else ${viewHistory.lastPriceCurrency} end`,
        },
      })
    const keep = db
      .select({ hotelId: viewHistory.hotelId })
      .from(viewHistory)
      .where(eq(viewHistory.userId, userId))
      .orderBy(desc(viewHistory.queryTime))
      .limit(HISTORY_KEEP)
    await db.delete(viewHistory).where(and(eq(viewHistory.userId, userId), notInArray(viewHistory.hotelId, keep)))
    return sendOk(c, null)
  })
  .post(HotelPaths.historyDelete, validate('json', historyDeleteRequestSchema), async (c) => {
    const { hotelIds } = c.req.valid('json')
    const userId = c.var.user.id
    await c.var.deps.db
      .delete(viewHistory)
      .where(hotelIds.length ? and(eq(viewHistory.userId, userId), inArray(viewHistory.hotelId, hotelIds)) : eq(viewHistory.userId, userId))
    return sendOk(c, null)
  })
  .get(HotelPaths.favouriteList, async (c) => {
    const rows = await c.var.deps.db
      .select({ hotelId: hotelFavorites.hotelId, createdAt: hotelFavorites.createdAt, nameEn: hotels.nameEn, nameZh: hotels.nameZh })
      .from(hotelFavorites)
      .innerJoin(hotels, eq(hotels.id, hotelFavorites.hotelId))
      .where(eq(hotelFavorites.userId, c.var.user.id))
      .orderBy(desc(hotelFavorites.createdAt), desc(hotelFavorites.hotelId))
    const list: FavouriteRecord[] = rows.map((r) => ({
      s_hotel_id: r.hotelId,
      hotel_name: r.nameEn,
      hotel_name_cn: r.nameZh,
      create_date: r.createdAt.toISOString(),
      hotelImage: hotelImageUrl(r.hotelId),
    }))
    return sendOk(c, list)
  })
  .post(HotelPaths.favouriteAdd, validate('json', favouriteChangeRequestSchema), async (c) => {
    const { s_hotel_id: hotelId } = c.req.valid('json')
    const { db } = c.var.deps
    if (!(await hotelExists(db, hotelId))) return sendFail(c, 404, ErrorCode.NOT_FOUND, 's_hotel_id: no such hotel')
    await db.insert(hotelFavorites).values({ userId: c.var.user.id, hotelId }).onConflictDoNothing()
    return sendOk(c, null)
  })
  .delete(HotelPaths.favouriteDelete, validate('json', favouriteChangeRequestSchema), async (c) => {
    const { s_hotel_id: hotelId } = c.req.valid('json')
    await c.var.deps.db.delete(hotelFavorites).where(and(eq(hotelFavorites.userId, c.var.user.id), eq(hotelFavorites.hotelId, hotelId)))
    return sendOk(c, null)
  })
