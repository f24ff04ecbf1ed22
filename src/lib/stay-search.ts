import * as z from 'zod/mini'
import {
  ADDRESS_TYPES,
  HOTEL_SORTS,
  MAX_ADULTS_PER_ROOM,
  MAX_CHILDREN_PER_ROOM,
  MAX_NIGHTS,
  MAX_ROOMS,
  MEAL_TYPES,
  isoDateSchema,
  nightsBetween,
  type HotelListFilters,
  type HotelSort,
  type MealType,
} from '../contract'
import { beijingDate, beijingWallClock } from './dates'
import { lazySchema } from '../contract/lazy-schema'

// The hotel search as it travels in URLs (§2 /hotel/list and /hotel/info query: checkIn,
// checkOut, addressType, addressValue, adult, room, nation, plus children ages). Shared by the
// search form, the list and the detail page, which are separate features (architecture.md).
// Every field tolerates garbage (`.catch`): a hand-edited URL falls back to defaults, not a crash.

const opt = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)
const intRange = (min: number, max: number) => z.coerce.number().check(z.int(), z.gte(min), z.lte(max))

/**
 * A list in the URL: one item as itself (`stars=5`), several comma separated (`stars=4,5`).
 * Values keep the type the router parsed, so writing them back never adds JSON quotes.
 */
function listParam(single: z.ZodMiniType<number | string>, several: RegExp) {
  return z.union([single, z.string().check(z.regex(several))])
}
export type ListParam = number | string

/** The items of a list parameter. */
export function listItems(value: ListParam | undefined): string[] {
  if (value === undefined) return []
  return String(value).split(',').filter(Boolean)
}

/** Back to a list parameter (undefined when empty). */
export function toListParam(items: readonly (string | number)[]): ListParam | undefined {
  if (items.length === 0) return undefined
  if (items.length === 1) return typeof items[0] === 'number' ? items[0] : String(items[0])
  return items.join(',')
}

/**
 * A stay date of the URL. One that is not a date (`checkIn=abc`, `2026-13-40`) is kept as given,
 * so the URL keeps it and the page can say the link's dates could not be read (urlStayProblem:
 * 'unreadable'); the §4 default dates are searched instead.
 */
const urlDate = z.catch(z.optional(isoDateSchema), (ctx) => (typeof ctx.input === 'string' || typeof ctx.input === 'number' ? String(ctx.input).slice(0, 40) : undefined))
const isDate = (value: string | undefined) => value === undefined || z.safeParse(isoDateSchema, value).success

export const staySearchSchema = lazySchema(() => z.object({
  checkIn: urlDate,
  checkOut: urlDate,
  addressType: opt(z.enum(ADDRESS_TYPES)),
  /** Region or hotel id; a number in the URL (the router JSON-quotes numeric strings). */
  addressValue: opt(z.coerce.number().check(z.int(), z.positive(), z.lte(9_999_999_999))),
  /** The destination as the user picked it, for the form (not sent to the API). */
  addressText: opt(z.string().check(z.maxLength(200))),
  adult: opt(intRange(1, MAX_ADULTS_PER_ROOM)),
  room: opt(intRange(1, MAX_ROOMS)),
  nation: opt(z.string().check(z.regex(/^[A-Z]{2}$/))),
  /** Children's ages, one per child: a number for one child, "5,11" for several. */
  children: opt(listParam(z.int().check(z.gte(0), z.lte(17)), new RegExp(`^\\d{1,2}(,\\d{1,2}){1,${MAX_CHILDREN_PER_ROOM - 1}}$`))),
}))
export type StaySearch = z.infer<typeof staySearchSchema>


export const hotelListSearchSchema = lazySchema(() => z.extend(staySearchSchema, {
  pageNum: opt(intRange(1, 10_000)),
  sort: opt(z.enum(HOTEL_SORTS)),
  priceMin: opt(z.coerce.number().check(z.gte(0), z.lte(1e9))),
  priceMax: opt(z.coerce.number().check(z.gte(0), z.lte(1e9))),
  stars: opt(listParam(z.int().check(z.gte(1), z.lte(5)), /^[1-5](,[1-5]){1,4}$/)),
  meals: opt(listParam(z.enum(MEAL_TYPES), new RegExp(`^(${MEAL_TYPES.join('|')})(,(${MEAL_TYPES.join('|')})){1,2}$`))),
  freeCancel: opt(z.boolean()),
  keyword: opt(z.string().check(z.trim(), z.maxLength(64))),
}))
export type HotelListSearch = z.infer<typeof hotelListSearchSchema>

/** §6 without QUERY_PRICE: the search without its price range and price sort, which the server ignores for such a user. */
export function withoutPriceParts(search: HotelListSearch): HotelListSearch {
  return { ...search, priceMin: undefined, priceMax: undefined, sort: search.sort?.startsWith('price') ? undefined : search.sort }
}

/** The stay (§3 derived search model) a URL describes, with §4 defaults for what is missing. */
export interface StayParams {
  checkIn: string
  checkOut: string
  adultNum: number
  roomNum: number
  childNum: number
  childrenAges: number[]
  nation: string
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** Hour of the day (0-23) in Beijing at `now`. */
export function beijingHour(now: Date): number {
  return Number(beijingWallClock(now).slice(11, 13))
}

/**
 * §4 default dates. The 18:00 cutoff is read on the Beijing clock (§9 business clock,
 * Asia/Shanghai), not the device's: an agent in Madrid at 13:00 (20:00 in Beijing) gets
 * tomorrow, like the hotels' own day, so "today" never means a night that already closed.
 */
export function defaultStayDates(now: Date): { checkIn: string; checkOut: string } {
  const today = beijingDate(now)
  const checkIn = beijingHour(now) >= 18 ? addDays(today, 1) : today
  return { checkIn, checkOut: addDays(checkIn, 1) }
}

export const DEFAULT_ADULTS = 2
export const DEFAULT_ROOMS = 1
export const DEFAULT_NATION = 'CN'

export function parseAges(children: ListParam | undefined): number[] {
  return listItems(children)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 0 && n <= 17)
}

export type StayProblem = 'check-in-past' | 'check-out-order' | 'too-many-nights'

/** §4/§9 rules a stay must meet before it is searched; `today` is the Beijing date. */
export function stayProblem(checkIn: string, checkOut: string, today: string): StayProblem | null {
  if (checkIn < today) return 'check-in-past'
  const nights = nightsBetween(checkIn, checkOut)
  if (nights < 1) return 'check-out-order'
  if (nights > MAX_NIGHTS) return 'too-many-nights'
  return null
}

/** A URL's dates that are not dates at all (`checkIn=abc`, `2026-13-40`). */
export type UrlStayProblem = StayProblem | 'unreadable'

/**
 * Why the dates a URL gives were not used (§4/§9: check-in in the past, check-out not after it,
 * over MAX_NIGHTS, or not dates at all), or null when it gives none or they are fine.
 * stayFromSearch() searches the §4 defaults instead, and an old shared link would show prices
 * for dates nobody asked for, so the list says so.
 */
export function urlStayProblem(search: StaySearch, now: Date): UrlStayProblem | null {
  if (!isDate(search.checkIn) || !isDate(search.checkOut)) return 'unreadable'
  if (search.checkIn === undefined || search.checkOut === undefined) return null
  return stayProblem(search.checkIn, search.checkOut, beijingDate(now))
}

/** The stay of a URL; dates that are missing or invalid become the §4 defaults. */
export function stayFromSearch(search: StaySearch, now: Date): StayParams {
  const dates = defaultStayDates(now)
  const useGiven = search.checkIn !== undefined && search.checkOut !== undefined && urlStayProblem(search, now) === null
  const childrenAges = parseAges(search.children)
  return {
    checkIn: useGiven ? search.checkIn! : dates.checkIn,
    checkOut: useGiven ? search.checkOut! : dates.checkOut,
    adultNum: search.adult ?? DEFAULT_ADULTS,
    roomNum: search.room ?? DEFAULT_ROOMS,
    childNum: childrenAges.length,
    childrenAges,
    nation: search.nation ?? DEFAULT_NATION,
  }
}

/** The URL query of a stay (detail page links, list navigation). */
export function staySearchOf(stay: StayParams, address?: { type: 'region' | 'hotel'; value: string | number; text?: string }): StaySearch {
  return {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    ...(address ? { addressType: address.type, addressValue: Number(address.value), addressText: address.text } : {}),
    adult: stay.adultNum,
    room: stay.roomNum,
    nation: stay.nation,
    children: toListParam(stay.childrenAges),
  }
}

/** The list filters of a URL, in the contract's shape. */
export function filtersFromSearch(search: HotelListSearch): HotelListFilters {
  const f: HotelListFilters = {}
  if (search.priceMin !== undefined) f.priceMin = search.priceMin
  if (search.priceMax !== undefined && (search.priceMin === undefined || search.priceMax >= search.priceMin)) f.priceMax = search.priceMax
  const stars = listItems(search.stars).map(Number)
  const meals = listItems(search.meals) as MealType[]
  if (stars.length) f.stars = [...new Set(stars)].sort()
  if (meals.length) f.mealTypes = [...new Set(meals)].sort()
  if (search.freeCancel) f.freeCancellation = true
  if (search.keyword) f.keyword = search.keyword
  return f
}

export function sortFromSearch(search: HotelListSearch): HotelSort {
  return search.sort ?? 'recommended'
}
