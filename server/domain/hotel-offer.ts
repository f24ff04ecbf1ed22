import { MEAL_TYPES } from '../../src/contract/hotel'
import type { Catalogue } from './catalogue'
import { conversion, occupancyFits, planTotalWith, roomsLeft, type Conversion, type RateContext } from './rates'

// Hotel-level answers for the hotel list: does a hotel pass the meal and free-cancellation
// filters, and what is its lowest bookable offer for the stay (domain/rates.ts prices plans).

export type HotelFilter = {
  /** Bit mask of MEAL_TYPES indexes; 0 = any. */
  mealMask: number
  freeCancellationOnly: boolean
  /** freeDaysLimit() of the stay. */
  freeDaysMax: number
}

/** Some plan of hotel h passes the meal and free-cancellation filters (catalogue facts only). */
export function hotelMatches(cat: Catalogue, h: number, f: HotelFilter): boolean {
  const meals = f.mealMask === 0 ? (cat.hMealMask[h] as number) : f.mealMask & (cat.hMealMask[h] as number)
  if (meals === 0) return false
  if (!f.freeCancellationOnly) return true
  for (let m = 0; m < MEAL_TYPES.length; m++) {
    if ((meals & (1 << m)) !== 0 && (cat.hMealMinCancelDays[h * MEAL_TYPES.length + m] as number) <= f.freeDaysMax) return true
  }
  return false
}

/** Hotel h has a plan that can still be cancelled free of charge. */
export function hotelHasFreeCancellation(cat: Catalogue, h: number, freeDaysMax: number): boolean {
  for (let m = 0; m < MEAL_TYPES.length; m++) if ((cat.hMealMinCancelDays[h * MEAL_TYPES.length + m] as number) <= freeDaysMax) return true
  return false
}

export type HotelOffer = {
  /** Some plan passing the filters is bookable for the stay and occupancy. */
  available: boolean
  /** Some room type takes the occupancy per room (false: "no room for this many guests", not sold out). */
  fits: boolean
  /** Lowest whole-stay total among those plans (reference currency); null when none or withheld. */
  lowest: number | null
}

/**
 * The lowest bookable offer of hotel h for the list. Within one room type every plan shares
 * the nightly base, jitter and availability and differs only by its price factor, and
 * rounding and conversion are monotonic, so only the cheapest eligible plan of each room
 * type needs pricing (without filters: the precomputed rCheapestPlan).
 */
export function hotelOffer(ctx: RateContext, h: number, f: HotelFilter, conv: Conversion | null): HotelOffer {
  const { cat, stay, occ } = ctx
  const unfiltered = f.mealMask === 0 && !f.freeCancellationOnly
  let available = false
  let fits = false
  let lowest = Infinity
  for (let r = cat.roomStart[h] as number; r < (cat.roomStart[h + 1] as number); r++) {
    if (!occupancyFits(cat, r, occ)) continue
    fits = true
    let cheapest = unfiltered ? (cat.rCheapestPlan[r] as number) : -1
    if (!unfiltered) {
      for (let p = cat.planStart[r] as number; p < (cat.planStart[r + 1] as number); p++) {
        if (f.mealMask !== 0 && (f.mealMask & (1 << (cat.pMeal[p] as number))) === 0) continue
        const days = cat.pCancelDays[p] as number
        if (f.freeCancellationOnly && (days < 0 || days > f.freeDaysMax)) continue
        if (cheapest < 0 || (cat.pFactor[p] as number) < (cat.pFactor[cheapest] as number)) cheapest = p
      }
    }
    if (cheapest < 0 || roomsLeft(cat, r, stay, ctx.taken) < occ.roomNum) continue
    available = true
    if (conv) {
      const total = planTotalWith(cat, cheapest, r, stay, occ.roomNum, conv)
      if (total < lowest) lowest = total
    }
  }
  return { available, fits, lowest: available && conv ? lowest : null }
}

/** The conversion for hotel h in this context, or null when prices are withheld. */
export function hotelConversion(ctx: RateContext, h: number, cache: Map<string, Conversion>): Conversion | null {
  if (!ctx.showPrices) return null
  const from = ctx.cat.hCurrency[h] as string
  let c = cache.get(from)
  if (!c) cache.set(from, (c = conversion(from, ctx.currency, ctx.rates)))
  return c
}

export function mealTypesOf(mask: number): Array<(typeof MEAL_TYPES)[number]> {
  return MEAL_TYPES.filter((_, i) => (mask & (1 << i)) !== 0)
}
