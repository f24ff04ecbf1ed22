import { randomUUID } from 'node:crypto'
import { inflateRawSync } from 'node:zlib'
import { and, eq, sql } from 'drizzle-orm'
import type { CreateOrderRequest } from '../../../src/contract/order'
import { IDEMPOTENCY_HEADER } from '../../../src/contract/order'
import type { Db } from '../../db/client'
import { allotmentTaken, hotels, ratePlans, roomTypes, users } from '../../db/schema'
import { placeOrder } from '../../domain/orders/place'
import { getCatalogue, getRates } from '../../domain/catalogue'
import { baseAllotment } from '../../domain/pricing'
import { findPlan, findRoom, quotePlan, stayOf } from '../../domain/rates'
import { addDays, beijingToday, stayDates } from '../../domain/rates-dates'

// Shared by the order tests: pick a bookable rate straight from the seeded rows and
// domain/pricing.ts, and build create_order payloads for it.

export type Rate = { hotelId: number; roomTypeId: number; ratePlanId: number; baseAllotment: number; minLeft: number }

/**
 * A rate of a hotel with the given supplier behaviour whose room type has at least `rooms`
 * rooms on every night of the stay (nothing taken yet), with a refundable or non-refundable
 * plan as asked. `skip` excludes room types already used by the calling test.
 */
export async function findRate(
  db: Db,
  opts: { checkIn: string; nights: number; rooms?: number; behavior?: 'normal' | 'always_fail_confirm'; refundable?: boolean; skip?: Set<number>; maxLeft?: number },
): Promise<Rate> {
  const rows = await db
    .select({ hotelId: hotels.id, roomTypeId: roomTypes.id, base: roomTypes.baseAllotment, ratePlanId: ratePlans.id, refundable: ratePlans.refundable, maxOcc: roomTypes.maxOccupancy })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .innerJoin(ratePlans, eq(ratePlans.roomTypeId, roomTypes.id))
    .where(and(eq(hotels.supplierBehavior, opts.behavior ?? 'normal'), eq(ratePlans.refundable, opts.refundable ?? true)))
    .orderBy(roomTypes.id, ratePlans.id)
  const dates = stayDates(opts.checkIn, opts.nights)
  for (const r of rows) {
    if (opts.skip?.has(r.roomTypeId) || r.maxOcc < 2) continue
    const minLeft = Math.min(...dates.map((d) => baseAllotment({ id: r.roomTypeId, baseAllotment: r.base }, d)))
    if (minLeft < (opts.rooms ?? 1) || (opts.maxLeft !== undefined && minLeft > opts.maxLeft)) continue
    const [taken] = await db.select({ n: sql<number>`count(*)::int` }).from(allotmentTaken).where(and(eq(allotmentTaken.roomTypeId, r.roomTypeId), sql`taken > 0`))
    if ((taken?.n ?? 0) > 0) continue
    opts.skip?.add(r.roomTypeId)
    return { hotelId: r.hotelId, roomTypeId: r.roomTypeId, ratePlanId: r.ratePlanId, baseAllotment: r.base, minLeft }
  }
  throw new Error('no bookable rate in the seed for these options')
}

/** Today's total for the rate, computed with the same code check_available uses. */
export async function currentTotal(db: Db, rate: Rate, checkIn: string, nights: number, rooms: number, currency = 'CNY'): Promise<number> {
  const [cat, rates] = await Promise.all([getCatalogue(db), getRates(db)])
  const h = cat.hotelIndexById.get(rate.hotelId) as number
  const r = findRoom(cat, h, rate.roomTypeId)
  const p = findPlan(cat, r, rate.ratePlanId)
  return quotePlan(cat, p, r, stayOf(cat, checkIn, nights), rooms, currency, rates).total
}

export function orderRequest(rate: Rate, checkIn: string, nights: number, rooms: number, totalPrice: number, guest = 'Lin'): CreateOrderRequest {
  return {
    hotelId: rate.hotelId,
    roomTypeId: rate.roomTypeId,
    roomId: rate.ratePlanId,
    checkIn,
    checkOut: addDays(checkIn, nights),
    roomNum: rooms,
    nation: 'CN',
    currencyCode: 'CNY',
    totalPrice,
    contactsInfo: { firstName: 'Wei', lastName: 'Lin', phone: '+86 138 0013 8000' },
    roomInfos: Array.from({ length: rooms }, (_, i) => ({
      adultNum: 1,
      childNum: 0,
      clientInfos: [{ firstName: `Guest${String.fromCharCode(65 + i)}`, lastName: guest, type: 'ADU' as const }],
    })),
    specialRequests: '',
  }
}

export function dayAhead(days: number): string {
  return addDays(beijingToday(), days)
}

export function jsonPost(body: unknown, headers: Record<string, string>, key?: string): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    body: JSON.stringify(body),
  }
}

export const newKey = () => randomUUID()

/** Rooms taken per night of a room type. */
export async function takenOf(db: Db, roomTypeId: number): Promise<Map<string, number>> {
  const rows = await db.select().from(allotmentTaken).where(eq(allotmentTaken.roomTypeId, roomTypeId))
  return new Map(rows.map((r) => [r.night, r.taken]))
}

/** An UNPAID order of demo_agent's agency, made through the domain (for the authz matrix). */
export async function blueLanternOrder(t: { db: { db: Db } }): Promise<string> {
  const db = t.db.db
  const [u] = await db.select({ id: users.id, agencyId: users.agencyId }).from(users).where(eq(users.username, 'demo_agent'))
  const checkIn = dayAhead(25)
  const rate = await findRate(db, { checkIn, nights: 1 })
  const [cat, rates] = await Promise.all([getCatalogue(db), getRates(db)])
  const req = orderRequest(rate, checkIn, 1, 1, await currentTotal(db, rate, checkIn, 1, 1))
  const answer = await placeOrder(db, cat, rates, { req, key: newKey(), agencyId: u!.agencyId!, userId: u!.id, username: 'demo_agent', unpaidHoldMs: 30 * 60_000 })
  const orderNum = (answer.body.data as { orderNum?: string } | null)?.orderNum
  if (!orderNum) throw new Error(`fixture order failed: ${JSON.stringify(answer.body)}`)
  return orderNum
}

/** Reads a zip through its central directory and inflates each entry (checks the container). */
export function unzip(buf: Buffer): Map<string, string> {
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (end <= 0) throw new Error('not a zip: no end of central directory')
  const count = buf.readUInt16LE(end + 10)
  let p = buf.readUInt32LE(end + 16)
  const out = new Map<string, string>()
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error(`bad central directory entry ${i}`)
    const size = buf.readUInt32LE(p + 20)
    const nameLen = buf.readUInt16LE(p + 28)
    const local = buf.readUInt32LE(p + 42)
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen)
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28)
    out.set(name, inflateRawSync(buf.subarray(start, start + size)).toString('utf8'))
    p += 46 + nameLen
  }
  return out
}
