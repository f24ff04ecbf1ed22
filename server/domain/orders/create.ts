import { sql } from 'drizzle-orm'
import type { FieldError } from '../../../src/contract/envelope'
import { nightsBetween } from '../../../src/contract/hotel'
import type { CreateOrderRequest } from '../../../src/contract/order'
import { queryRows, type Db } from '../../db/client'
import { orderEvents, orders } from '../../db/schema'
import type { Catalogue, Rates } from '../catalogue'
import { cancelPolicy, findPlan, findRoom, freeCancelDeadline, quotePlan, refundableNow, stayOf } from '../rates'
import { beijingDate, checkInWindowError, endOfBeijingDay } from '../rates-dates'
import { MEAL_TYPES } from '../../../src/contract/hotel'
import { takeAllotment } from './allotment'
import { orderErrors } from './errors'
import { transitionOrder, type OrderRow } from './transition'

// create_order (§7, issue #5): re-quote the rate with the same code as check_available,
// refuse a changed price, then in ONE transaction write the order (PRECREATE), take the
// allotment for every night and move it to UNPAID with its pay deadline.

export type CreateInput = {
  req: CreateOrderRequest
  agencyId: number
  userId: number
  now: Date
  /** config.unpaidHoldMs */
  unpaidHoldMs: number
}

/** A rate that exists in the catalogue, located by index (domain/catalogue.ts layout). */
export type Located = { h: number; r: number; p: number }

/** Field errors of a request the schema accepted but the catalogue or calendar refuses. */
export function locateRate(cat: Catalogue, req: CreateOrderRequest, now: Date): { at: Located } | { errors: FieldError[]; notFound?: boolean } {
  const windowError = checkInWindowError(req.checkIn, now)
  if (windowError) return { errors: [windowError] }
  const h = cat.hotelIndexById.get(req.hotelId)
  if (h === undefined) return { errors: [{ field: 'hotelId', message: 'no such hotel' }], notFound: true }
  const r = findRoom(cat, h, req.roomTypeId)
  if (r < 0) return { errors: [{ field: 'roomTypeId', message: 'no such room type in this hotel' }], notFound: true }
  const p = findPlan(cat, r, req.roomId)
  if (p < 0) return { errors: [{ field: 'roomId', message: 'no such rate plan for this room type' }], notFound: true }
  const errors: FieldError[] = []
  req.roomInfos.forEach((room, i) => {
    if (room.adultNum + room.childNum > (cat.rMaxOcc[r] as number)) errors.push({ field: `roomInfos.${i}.adultNum`, message: `at most ${cat.rMaxOcc[r]} guests per room` })
    else if (room.childNum > (cat.rMaxChildren[r] as number)) errors.push({ field: `roomInfos.${i}.childNum`, message: `at most ${cat.rMaxChildren[r]} children per room` })
  })
  return errors.length ? { errors } : { at: { h, r, p } }
}

/** Unpaid orders hold their rooms for `hold`, but never past the last free-cancellation moment. */
export function payDeadlineFor(cat: Catalogue, p: number, checkIn: string, now: Date, holdMs: number): Date {
  const free = freeCancelDeadline(cat, p, checkIn)
  const cap = free && free.getTime() > now.getTime() ? free : endOfBeijingDay(checkIn)
  return new Date(Math.min(now.getTime() + holdMs, cap.getTime()))
}

/** "HL" + yymmdd (Beijing) + 6 digits from the row id: unique unless a day sees a million orders. */
export function orderNumber(id: number, now: Date): string {
  return `HL${beijingDate(now).slice(2).replaceAll('-', '')}${String(id % 1_000_000).padStart(6, '0')}`
}

export function guestSearchText(req: Pick<CreateOrderRequest, 'roomInfos'>): string {
  const names = req.roomInfos.flatMap((r) => r.clientInfos.map((g) => [g.firstName.trim(), g.lastName.trim()]))
  // "first last", "last first" and "lastfirst" (Chinese names are written without a space).
  return names.flatMap(([f, l]) => [`${f} ${l}`, `${l} ${f}`, `${l}${f}`]).join('|').toLowerCase()
}

/**
 * The order for a validated, located request, inside `tx`. Throws OrderError 422
 * PRICE_CHANGED (data.currentTotal) or 409 SOLD_OUT; both roll the transaction back.
 */
export async function createOrderTx(tx: Db, cat: Catalogue, rates: Rates, at: Located, input: CreateInput): Promise<OrderRow> {
  const { req, now } = input
  const { h, r, p } = at
  const nights = nightsBetween(req.checkIn, req.checkOut)
  const stay = stayOf(cat, req.checkIn, nights)
  const quote = quotePlan(cat, p, r, stay, req.roomNum, req.currencyCode, rates)
  if (Math.abs(quote.total - req.totalPrice) >= 0.005) throw orderErrors.priceChanged(quote.total)

  const [seq] = await queryRows<{ id: string }>(tx, sql`select nextval(pg_get_serial_sequence('orders', 'id'))::text as id`)
  const id = Number(seq?.id)
  const free = freeCancelDeadline(cat, p, req.checkIn)
  const refundable = refundableNow(cat, p, req.checkIn, now)
  await tx.insert(orders).values({
    id,
    orderNum: orderNumber(id, now),
    serialNumber: `SN${beijingDate(now).replaceAll('-', '')}${String(id).padStart(8, '0')}`,
    agencyId: input.agencyId,
    userId: input.userId,
    hotelId: req.hotelId,
    roomTypeId: req.roomTypeId,
    ratePlanId: req.roomId,
    hotelNameEn: cat.hNameEn[h] as string,
    hotelNameZh: cat.hNameZh[h] as string,
    hotelAddress: cat.hAddressEn[h] as string,
    hotelAddressZh: cat.hAddressZh[h] as string,
    hotelPhone: cat.hPhone[h] as string,
    roomTypeNameEn: cat.rNameEn[r] as string,
    roomTypeNameZh: cat.rNameZh[r] as string,
    rateNameEn: cat.pNameEn[p] as string,
    rateNameZh: cat.pNameZh[p] as string,
    mealType: MEAL_TYPES[cat.pMeal[p] as number] ?? 'none',
    mealCount: cat.pMealCount[p] as number,
    checkIn: req.checkIn,
    checkOut: req.checkOut,
    nights,
    roomNum: req.roomNum,
    nation: req.nation,
    contacts: req.contactsInfo,
    roomInfos: req.roomInfos,
    guestSearch: guestSearchText(req),
    specialRequests: req.specialRequests,
    currency: req.currencyCode,
    baseTotal: quote.total.toFixed(2),
    totalTaxAndFee: quote.totalTaxAndFee.toFixed(2),
    dailyPrices: quote.daily,
    totalPrice: quote.total.toFixed(2),
    refundable,
    cancelPolicy: cancelPolicy(cat, p, req.checkIn, now),
    cancelDeadline: refundable ? free : null,
    status: 'PRECREATE',
    createdAt: now,
    updatedAt: now,
  })
  await tx.insert(orderEvents).values({ orderId: id, status: 'PRECREATE', reason: 'created', at: now })
  await takeAllotment(tx, { roomTypeId: req.roomTypeId, baseAllotment: cat.rBaseAllotment[r] as number, checkIn: req.checkIn, nights, rooms: req.roomNum })
  return transitionOrder(tx, id, 'CREATED', 'rooms_held', { payDeadline: payDeadlineFor(cat, p, req.checkIn, now, input.unpaidHoldMs) }, now)
}
