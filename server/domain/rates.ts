import type { Currency } from '../../src/contract/currencies'
import { MEAL_TYPES } from '../../src/contract/hotel'
import { rateKey, type CancelPolicyInfo, type RateInfo, type RoomTypeRates } from '../../src/contract/hotel-rates'
import type { Catalogue, Rates } from './catalogue'
import { ZERO_DECIMAL_CURRENCIES } from './money'
import { parseNight, seasonFactor, weekendFactor } from './pricing'
import { hash32 } from './prng'
import type { Taken } from './taken'
import { addDays, beijingDate, endOfBeijingDay, stayDates } from './rates-dates'

// Rates and availability over the in-memory catalogue (domain/catalogue.ts).
//
// Prices are exactly those of domain/pricing.ts nightlyPrice() (a test checks this): the
// per-(room type, night) hashes that nightlyPrice() and baseAllotment() recompute on every
// call are memoised per night, and the multiplication order is the same, so the floating
// point result is bit-identical.
//
// Money (§9, 2 decimals): each night's room price and taxes are computed in the supplier
// currency, converted into the reference currency with exchange_rates (amount / perCny[from]
// * perCny[to]) and rounded per night (roundMoney: 2 decimals, whole units for JPY, KRW, IDR
// and VND); totals are the sum of those rounded nightly figures times the number of rooms.
// So dailyPriceInfo always adds up to totalPrice.

const UINT32 = 4294967296
const MEMO_NIGHTS = 64

type NightMemo = { hash: Uint32Array; allot: Int8Array; season: number; weekend: number }
const memos = new WeakMap<Catalogue, Map<string, NightMemo>>()

/** Hashes and base allotment of every room type on one night, filled lazily (LRU of nights). */
function nightMemo(cat: Catalogue, date: string): NightMemo {
  let byDate = memos.get(cat)
  if (!byDate) memos.set(cat, (byDate = new Map()))
  let memo = byDate.get(date)
  if (memo) {
    byDate.delete(date)
    byDate.set(date, memo)
    return memo
  }
  const night = parseNight(date)
  memo = { hash: new Uint32Array(cat.roomCount), allot: new Int8Array(cat.roomCount).fill(-1), season: seasonFactor(night), weekend: weekendFactor(night) }
  byDate.set(date, memo)
  if (byDate.size > MEMO_NIGHTS) byDate.delete(byDate.keys().next().value as string)
  return memo
}

function fillRoom(cat: Catalogue, memo: NightMemo, r: number, date: string): void {
  const id = cat.rId[r] as number
  const hotelId = cat.hId[cat.rHotel[r] as number] as number
  // Same keys as unitHash('price' | 'soldout' | 'allot', …) in pricing.ts.
  memo.hash[r] = hash32(`price|${hotelId}|${id}|${date}`)
  let allot = 0
  if (hash32(`soldout|${id}|${date}`) / UINT32 >= 0.07) {
    const swing = Math.floor((hash32(`allot|${id}|${date}`) / UINT32) * 7) - 3
    allot = Math.max(1, Math.min(9, (cat.rBaseAllotment[r] as number) + swing))
  }
  memo.allot[r] = allot
}

export type Stay = {
  checkIn: string
  checkOut: string
  dates: string[]
  memos: NightMemo[]
}

export function stayOf(cat: Catalogue, checkIn: string, nights: number): Stay {
  const dates = stayDates(checkIn, nights)
  return { checkIn, checkOut: addDays(checkIn, nights), dates, memos: dates.map((d) => nightMemo(cat, d)) }
}

export { loadTaken, takenFromRows, takenQuery, type Taken } from './taken'

/** Rooms of type r still on sale for every night of the stay (minimum over the nights). */
export function roomsLeft(cat: Catalogue, r: number, stay: Stay, taken: Taken): number {
  const booked = taken.get(cat.rId[r] as number)
  let left = Infinity
  for (let i = 0; i < stay.dates.length; i++) {
    const memo = stay.memos[i] as NightMemo
    if ((memo.allot[r] as number) < 0) fillRoom(cat, memo, r, stay.dates[i] as string)
    const free = (memo.allot[r] as number) - (booked ? (booked[i] as number) : 0)
    if (free < left) left = free
  }
  return Math.max(0, left === Infinity ? 0 : left)
}

/** roundMoney() (domain/money.ts) with the currency's kind looked up once. */
function round(amount: number, zeroDecimals: boolean): number {
  return zeroDecimals ? Math.round(amount) : Math.round((amount + Number.EPSILON) * 100) / 100
}

/** A supplier currency → reference currency conversion, looked up once per hotel currency. */
export type Conversion = { same: boolean; perFrom: number; perTo: number; zero: boolean }

export function conversion(from: string, to: string, rates: Rates): Conversion {
  const zero = ZERO_DECIMAL_CURRENCIES.has(to)
  if (from === to) return { same: true, perFrom: 1, perTo: 1, zero }
  const perFrom = rates.get(from)
  const perTo = rates.get(to)
  if (!perFrom || !perTo) throw new Error(`No exchange rate for ${perFrom ? to : from}`)
  return { same: false, perFrom, perTo, zero }
}

/** amount / perCny[from] * perCny[to], rounded like the target currency (§9). */
export function convertWith(amount: number, c: Conversion): number {
  return c.same ? round(amount, c.zero) : round((amount / c.perFrom) * c.perTo, c.zero)
}

/** Converts a supplier-currency amount into the reference currency, rounded (§9). */
export function convert(amount: number, from: string, to: string, rates: Rates): number {
  return convertWith(amount, conversion(from, to, rates))
}

/** One night of one room under plan p, in the supplier currency (= nightlyPrice()). */
export function supplierNight(cat: Catalogue, p: number, r: number, stay: Stay, i: number): { price: number; taxAndFee: number } {
  const h = cat.rHotel[r] as number
  const memo = stay.memos[i] as NightMemo
  if ((memo.allot[r] as number) < 0) fillRoom(cat, memo, r, stay.dates[i] as string)
  const jitter = 0.94 + ((memo.hash[r] as number) / UINT32) * 0.12
  const zero = cat.hZeroDecimals[h] === 1
  const raw = (cat.hBasePrice[h] as number) * (cat.rFactor[r] as number) * (cat.pFactor[p] as number) * memo.season * memo.weekend * jitter
  const price = round(raw, zero)
  return { price, taxAndFee: round(price * (cat.hTax[h] as number), zero) }
}

export type PlanQuote = {
  /** Per room per night, in the reference currency. */
  daily: Array<{ date: string; price: number; taxAndFee: number }>
  /** Whole stay, all rooms, taxes included. */
  total: number
  totalTaxAndFee: number
}

export function quotePlan(cat: Catalogue, p: number, r: number, stay: Stay, roomNum: number, currency: string, rates: Rates): PlanQuote {
  const c = conversion(cat.hCurrency[cat.rHotel[r] as number] as string, currency, rates)
  const daily: PlanQuote['daily'] = []
  let perRoom = 0
  let perRoomTax = 0
  for (let i = 0; i < stay.dates.length; i++) {
    const night = supplierNight(cat, p, r, stay, i)
    const price = convertWith(night.price, c)
    const taxAndFee = convertWith(night.taxAndFee, c)
    daily.push({ date: stay.dates[i] as string, price, taxAndFee })
    perRoom += price + taxAndFee
    perRoomTax += taxAndFee
  }
  return { daily, total: round(perRoom * roomNum, c.zero), totalTaxAndFee: round(perRoomTax * roomNum, c.zero) }
}

/** Whole-stay total of plan p for roomNum rooms, taxes included, without the daily list. */
export function planTotal(cat: Catalogue, p: number, r: number, stay: Stay, roomNum: number, currency: string, rates: Rates): number {
  return planTotalWith(cat, p, r, stay, roomNum, conversion(cat.hCurrency[cat.rHotel[r] as number] as string, currency, rates))
}

export function planTotalWith(cat: Catalogue, p: number, r: number, stay: Stay, roomNum: number, c: Conversion): number {
  // supplierNight() and convertWith() inlined (same arithmetic, same order): this loop runs
  // for every room type of every hotel in a price-sorted list.
  const h = cat.rHotel[r] as number
  const zero = cat.hZeroDecimals[h] === 1
  const tax = cat.hTax[h] as number
  const factor = (cat.hBasePrice[h] as number) * (cat.rFactor[r] as number) * (cat.pFactor[p] as number)
  let perRoom = 0
  for (let i = 0; i < stay.dates.length; i++) {
    const memo = stay.memos[i] as NightMemo
    if ((memo.allot[r] as number) < 0) fillRoom(cat, memo, r, stay.dates[i] as string)
    const jitter = 0.94 + ((memo.hash[r] as number) / UINT32) * 0.12
    const price = round(factor * memo.season * memo.weekend * jitter, zero)
    const taxAndFee = round(price * tax, zero)
    perRoom += c.same
      ? round(price, c.zero) + round(taxAndFee, c.zero)
      : round((price / c.perFrom) * c.perTo, c.zero) + round((taxAndFee / c.perFrom) * c.perTo, c.zero)
  }
  return round(perRoom * roomNum, c.zero)
}

/**
 * Free cancellation (§9 "before {time} Beijing time; afterwards the full room fee is
 * charged"): a refundable plan with N free-cancellation days may be cancelled free of charge
 * until 23:59:59 Beijing time on the day N days before check-in; from that instant on, the
 * full room fee is charged. Null for non-refundable plans.
 */
export function freeCancelDeadline(cat: Catalogue, p: number, checkIn: string): Date | null {
  const days = cat.pCancelDays[p] as number
  return days < 0 ? null : endOfBeijingDay(addDays(checkIn, -days))
}

/** Refundable now: the plan allows free cancellation and its deadline has not passed. */
export function refundableNow(cat: Catalogue, p: number, checkIn: string, now: Date): boolean {
  const deadline = freeCancelDeadline(cat, p, checkIn)
  return deadline !== null && deadline.getTime() > now.getTime()
}

/** §3 cancelPolicyInfos: from each startDateTime the booking is (non-)refundable. */
export function cancelPolicy(cat: Catalogue, p: number, checkIn: string, now: Date): CancelPolicyInfo[] {
  const deadline = freeCancelDeadline(cat, p, checkIn)
  if (!deadline || deadline.getTime() <= now.getTime()) return [{ startDateTime: now.toISOString(), refundable: false }]
  return [
    { startDateTime: now.toISOString(), refundable: true },
    { startDateTime: deadline.toISOString(), refundable: false },
  ]
}

export type Occupancy = { adultNum: number; childNum: number; childrenAges: number[]; roomNum: number }

/** Per room: adults + children within maxOccupancy and children within maxChildren. */
export function occupancyFits(cat: Catalogue, r: number, occ: Occupancy): boolean {
  return occ.adultNum + occ.childNum <= (cat.rMaxOcc[r] as number) && occ.childNum <= (cat.rMaxChildren[r] as number)
}

export type RateContext = {
  cat: Catalogue
  stay: Stay
  occ: Occupancy
  currency: Currency
  rates: Rates
  taken: Taken
  now: Date
  /** False when the caller lacks QUERY_PRICE (§6): prices are withheld. */
  showPrices: boolean
}

export function rateInfo(ctx: RateContext, r: number, p: number, left: number, fits: boolean): RateInfo {
  const { cat, stay, occ, currency } = ctx
  const h = cat.rHotel[r] as number
  const quote = ctx.showPrices ? quotePlan(cat, p, r, stay, occ.roomNum, currency, ctx.rates) : null
  const bookable = fits && left >= occ.roomNum
  return {
    sid: rateKey(cat.hId[h] as number, cat.rId[r] as number, cat.pId[p] as number),
    rateCode: cat.pCode[p] as string,
    name: cat.pNameEn[p] as string,
    nameCN: cat.pNameZh[p] as string,
    roomTypeCode: cat.rCode[r] as string,
    allotment: left,
    maxOccupancy: cat.rMaxOcc[r] as number,
    maxChildren: cat.rMaxChildren[r] as number,
    currencyCode: currency,
    totalPrice: quote ? quote.total : null,
    totalTaxAndFee: quote ? quote.totalTaxAndFee : null,
    mealInfo: { mealType: MEAL_TYPES[cat.pMeal[p] as number] ?? 'none', mealCount: cat.pMealCount[p] as number },
    paxRooms: {
      roomCount: occ.roomNum,
      adults: occ.adultNum,
      children: occ.childNum,
      childrenAges: occ.childrenAges,
      dailyPriceInfo: quote ? quote.daily : [],
    },
    refundable: refundableNow(cat, p, stay.checkIn, ctx.now),
    cancelPolicyInfos: cancelPolicy(cat, p, stay.checkIn, ctx.now),
    bookable,
    unavailableReason: bookable ? null : !fits ? 'occupancy' : 'sold_out',
  }
}

/** §3 roomTypes with rateInfos for hotel h: every room type and plan, bookable or not. */
export function hotelRates(ctx: RateContext, h: number): RoomTypeRates[] {
  const { cat } = ctx
  const out: RoomTypeRates[] = []
  for (let r = cat.roomStart[h] as number; r < (cat.roomStart[h + 1] as number); r++) {
    const fits = occupancyFits(cat, r, ctx.occ)
    const left = roomsLeft(cat, r, ctx.stay, ctx.taken)
    const rateInfos: RateInfo[] = []
    for (let p = cat.planStart[r] as number; p < (cat.planStart[r + 1] as number); p++) rateInfos.push(rateInfo(ctx, r, p, left, fits))
    // Cheapest first, as an agent compares them (stable: equal totals keep the plan order).
    // Without prices (§6) the order stays the catalogue's, so it tells nothing about them.
    if (ctx.showPrices) rateInfos.sort((a, b) => (a.totalPrice ?? 0) - (b.totalPrice ?? 0))
    out.push({
      roomTypeCode: cat.rCode[r] as string,
      roomTypeName: cat.rNameEn[r] as string,
      roomTypeNameCN: cat.rNameZh[r] as string,
      bedTypeDesc: cat.rBedEn[r] as string,
      bedTypeDescCN: cat.rBedZh[r] as string,
      maxOccupancy: cat.rMaxOcc[r] as number,
      maxChildren: cat.rMaxChildren[r] as number,
      rateInfos,
    })
  }
  return out
}

/** Room type index of a room type id within hotel h, or -1. */
export function findRoom(cat: Catalogue, h: number, roomTypeId: number): number {
  for (let r = cat.roomStart[h] as number; r < (cat.roomStart[h + 1] as number); r++) if (cat.rId[r] === roomTypeId) return r
  return -1
}

/** Rate plan index of a plan id within room type r, or -1. */
export function findPlan(cat: Catalogue, r: number, ratePlanId: number): number {
  for (let p = cat.planStart[r] as number; p < (cat.planStart[r + 1] as number); p++) if (cat.pId[p] === ratePlanId) return p
  return -1
}

/**
 * The most free-cancellation days a plan may have and still be cancellable free of charge
 * now: its deadline, 23:59:59 Beijing on checkIn - days, must be after `now`.
 */
export function freeDaysLimit(checkIn: string, now: Date): number {
  const today = beijingDate(now)
  const d = Math.round((Date.parse(`${checkIn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000)
  return endOfBeijingDay(today).getTime() > now.getTime() ? d : d - 1
}
