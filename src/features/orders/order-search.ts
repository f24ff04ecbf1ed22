import * as z from 'zod/mini'
import { ORDER_STATUSES, orderStatusSchema, type OrderFilters } from '../../contract'
import { parsePageNum } from '../../lib/pagination'
import { lazySchema } from '../../contract/lazy-schema'

// The order list's URL query (§2: pageNum in the URL; filters too, so a filtered page can be
// bookmarked, shared and restored offline). Bad values fall back instead of failing the page.
const date = z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined)
/**
 * Free text. A value that reads as a number (an order or confirmation number typed in full or
 * in part) stays the number the router parsed: as a string the router writes it back JSON-quoted
 * (`orderNum=%2212345%22`), and a hand-typed `orderNum=12345` used to be dropped.
 */
const text = lazySchema(() => z.catch(z.optional(z.union([z.string().check(z.trim(), z.maxLength(80)), z.number()])), undefined))

/** A typed value for the URL: digits that survive a round trip as a number become one. */
export function urlText(value: string): string | number {
  const n = Number(value)
  return /^\d+$/.test(value) && Number.isSafeInteger(n) && String(n) === value ? n : value
}

export const orderSearchSchema = lazySchema(() => z.object({
  pageNum: z.optional(z.pipe(z.unknown(), z.transform(parsePageNum))),
  status: z.catch(
    z.optional(z.union([z.array(orderStatusSchema), z.pipe(orderStatusSchema, z.transform((s) => [s]))])),
    undefined,
  ),
  checkInFrom: date,
  checkInTo: date,
  createdFrom: date,
  createdTo: date,
  guestName: text,
  orderNum: text,
  hotelName: text,
}))
export type OrderSearch = z.infer<typeof orderSearchSchema>

export const FILTER_STATUSES = ORDER_STATUSES.filter((s) => s !== 'PRECREATE')

/** The contract filters of a URL query (empty values dropped). */
export function filtersOf(search: OrderSearch): OrderFilters {
  const out: OrderFilters = {}
  if (search.status?.length) out.status = search.status
  for (const key of ['checkInFrom', 'checkInTo', 'createdFrom', 'createdTo', 'guestName', 'orderNum', 'hotelName'] as const) {
    const v = search[key]
    if (v !== undefined && v !== '') out[key] = String(v)
  }
  return out
}
