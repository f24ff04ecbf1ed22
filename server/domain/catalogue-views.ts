import { MEAL_TYPES } from '../../src/contract/hotel'
import { hotelSummary, type Catalogue } from './catalogue'

// Per-catalogue memos for the hotel list: pieces of its answer that depend on the catalogue
// alone and would otherwise be rebuilt for every request. They hang off the Catalogue object
// (WeakMap), so invalidateCatalogue() drops them with it: a reloaded catalogue is a new
// object and starts with empty memos. Callers must treat what they get as read-only.

type Views = {
  summaries: Array<ReturnType<typeof hotelSummary> | undefined>
  /** Region key → its hotels (recommended order) that have at least one rate plan. */
  withPlans: Map<string, readonly number[]>
}

const views = new WeakMap<Catalogue, Views>()

function viewsOf(cat: Catalogue): Views {
  let v = views.get(cat)
  if (!v) views.set(cat, (v = { summaries: new Array(cat.hotelCount), withPlans: new Map() }))
  return v
}

/** hotelSummary(cat, h), built once per catalogue. */
export function cachedHotelSummary(cat: Catalogue, h: number): ReturnType<typeof hotelSummary> {
  const v = viewsOf(cat)
  let s = v.summaries[h]
  if (!s) v.summaries[h] = s = hotelSummary(cat, h)
  return s
}

/**
 * The candidates of a region that pass hotelMatches() when no meal or free-cancellation
 * filter is asked for (some plan exists: hMealMask ≠ 0), in their recommended order.
 */
export function hotelsWithPlans(cat: Catalogue, key: string, candidates: ArrayLike<number>): readonly number[] {
  const v = viewsOf(cat)
  let list = v.withPlans.get(key)
  if (!list) {
    const out: number[] = []
    for (let i = 0; i < candidates.length; i++) if ((cat.hMealMask[candidates[i] as number] as number) !== 0) out.push(candidates[i] as number)
    v.withPlans.set(key, (list = out))
  }
  return list
}

const mealLists = new Map<number, Array<(typeof MEAL_TYPES)[number]>>()

/** mealTypesOf(mask) of domain/hotel-offer.ts, one shared (read-only) array per mask. */
export function mealTypesOfCached(mask: number): Array<(typeof MEAL_TYPES)[number]> {
  let list = mealLists.get(mask)
  if (!list) mealLists.set(mask, (list = MEAL_TYPES.filter((_, i) => (mask & (1 << i)) !== 0)))
  return list
}
