import { roundMoney } from './money'
import { unitHash } from './prng'

// The reference supplier's rate model: pure and deterministic, so a price quoted at search
// time is the price charged at booking time, in tests and in production alike. Prices are
// in the hotel's supplier currency; taxes and fees are reported separately (§3 dailyPriceInfo
// has price and taxAndFee per night).

export type PricingHotel = {
  id: number
  countryCode: string
  currency: string
  /** numeric(14,2) as stored (string) or a number. */
  basePrice: string | number
}
export type PricingRoomType = { id: number; priceFactor: string | number; baseAllotment: number }
export type PricingRatePlan = { id: number; priceFactor: string | number }

export type NightlyPrice = {
  /** Night of stay, YYYY-MM-DD. */
  date: string
  price: number
  taxAndFee: number
  currency: string
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Parses YYYY-MM-DD into a UTC date; throws on anything else (including 2026-02-30). */
export function parseNight(date: string): Date {
  const m = ISO_DATE.exec(date)
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`)
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  if (d.toISOString().slice(0, 10) !== date) throw new RangeError(`Not a calendar date: ${date}`)
  return d
}

/** Taxes and service charges as a share of the room price, by country. */
const TAX_RATE: Record<string, number> = {
  CN: 0.06, JP: 0.1, KR: 0.1, TH: 0.177, SG: 0.199, MY: 0.16, ID: 0.21, VN: 0.155, PH: 0.22,
  AE: 0.21, IN: 0.18, GB: 0.2, SE: 0.12, FR: 0.1, IT: 0.1, ES: 0.1, DE: 0.07, NL: 0.09,
  AT: 0.1, PT: 0.06, GR: 0.13,
}
const DEFAULT_TAX_RATE = 0.1

export function taxRate(countryCode: string): number {
  return TAX_RATE[countryCode] ?? DEFAULT_TAX_RATE
}

/** Season multiplier: holidays and summer up, the January/November lull down. */
export function seasonFactor(night: Date): number {
  const month = night.getUTCMonth() + 1
  const day = night.getUTCDate()
  if (month === 10 && day <= 7) return 1.35 // National Day golden week
  if (month === 12 && day >= 20) return 1.25 // Christmas and New Year
  if (month === 2 && day <= 20) return 1.2 // around the Spring Festival
  if (month === 7 || month === 8) return 1.2
  if (month === 5 && day <= 5) return 1.2 // Labour Day holiday
  if (month === 1 || month === 11) return 0.9
  return 1
}

/** Friday and Saturday nights cost more. */
export function weekendFactor(night: Date): number {
  const dow = night.getUTCDay()
  return dow === 5 || dow === 6 ? 1.15 : 1
}

/** Price of one room for one night under a rate plan, in the supplier currency. */
export function nightlyPrice(
  hotel: PricingHotel,
  roomType: PricingRoomType,
  ratePlan: PricingRatePlan,
  date: string,
): NightlyPrice {
  const night = parseNight(date)
  // ±6% day-to-day movement, the same for every rate of a room on a night.
  const jitter = 0.94 + unitHash('price', hotel.id, roomType.id, date) * 0.12
  const raw =
    Number(hotel.basePrice) *
    Number(roomType.priceFactor) *
    Number(ratePlan.priceFactor) *
    seasonFactor(night) *
    weekendFactor(night) *
    jitter
  const price = roundMoney(raw, hotel.currency)
  return {
    date,
    price,
    taxAndFee: roundMoney(price * taxRate(hotel.countryCode), hotel.currency),
    currency: hotel.currency,
  }
}

/**
 * Rooms the supplier offers for a room type on a night, 0-9, before bookings are
 * subtracted (availability = baseAllotment - allotment_taken.taken). About one night in
 * fourteen is sold out.
 */
export function baseAllotment(roomType: Pick<PricingRoomType, 'id' | 'baseAllotment'>, date: string): number {
  parseNight(date)
  if (unitHash('soldout', roomType.id, date) < 0.07) return 0
  const swing = Math.floor(unitHash('allot', roomType.id, date) * 7) - 3 // -3..+3
  return Math.max(1, Math.min(9, roomType.baseAllotment + swing))
}
