import { z } from 'zod'
import { ORDER_STATUSES, orderStatusSchema, type OrderFilters } from '../../contract'
import { parsePageNum } from '../../lib/pagination'

// The order list's URL query (§2: pageNum in the URL; filters too, so a filtered page can be
// bookmarked, shared and restored offline). Bad values fall back instead of failing the page.
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined)
const text = z.string().trim().max(80).optional().catch(undefined)

export const orderSearchSchema = z.object({
  pageNum: z.unknown().transform(parsePageNum).optional(),
  status: z
    .union([z.array(orderStatusSchema), orderStatusSchema.transform((s) => [s])])
    .optional()
    .catch(undefined),
  checkInFrom: date,
  checkInTo: date,
  createdFrom: date,
  createdTo: date,
  guestName: text,
  orderNum: text,
  hotelName: text,
})
export type OrderSearch = z.infer<typeof orderSearchSchema>

export const FILTER_STATUSES = ORDER_STATUSES.filter((s) => s !== 'PRECREATE')

/** The contract filters of a URL query (empty values dropped). */
export function filtersOf(search: OrderSearch): OrderFilters {
  const out: OrderFilters = {}
  if (search.status?.length) out.status = search.status
  for (const key of ['checkInFrom', 'checkInTo', 'createdFrom', 'createdTo', 'guestName', 'orderNum', 'hotelName'] as const) {
    const v = search[key]
    if (v) out[key] = v
  }
  return out
}
