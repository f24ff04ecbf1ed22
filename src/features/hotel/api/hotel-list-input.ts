import type * as z from 'zod/mini'
import type { Currency, hotelListRequestSchema } from '../../../contract'
import { filtersFromSearch, sortFromSearch, stayFromSearch, type HotelListSearch } from '../../../lib/stay-search'

// The list page's request for a URL's search: the app's query, and what the server renders the
// list's first paint from (src/ssr/first-paint.tsx). Free of the API client, so the server-side
// bundle can use it.

export type HotelListInput = z.input<typeof hotelListRequestSchema>

export const LIST_PAGE_SIZE = 10

/** The request of the list page for the URL's search in the reference currency. */
export function hotelListInputOf(search: HotelListSearch, currency: Currency, now: Date): HotelListInput {
  return {
    ...stayFromSearch(search, now),
    addressType: search.addressType ?? 'region',
    addressValue: String(search.addressValue ?? 0),
    currency,
    filters: filtersFromSearch(search),
    sort: sortFromSearch(search),
    pageNum: search.pageNum ?? 1,
    pageSize: LIST_PAGE_SIZE,
  }
}
