import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { HotelPaths, hotelListRequestSchema, hotelListResponseSchema, type Currency, type HotelListResponse } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'
import { filtersFromSearch, sortFromSearch, stayFromSearch, type HotelListSearch } from '../../../lib/stay-search'

// §7 POST /room_rate/v3/hotel_list. The reference currency is in the request and so in the key:
// switching currency refetches every list on screen at once.
export type HotelListInput = z.input<typeof hotelListRequestSchema>

export const hotelListEndpoint: Endpoint<HotelListResponse> = { method: 'POST', base: 'room_rate', path: HotelPaths.hotelList, data: hotelListResponseSchema }

export function fetchHotelList(input: HotelListInput, signal?: AbortSignal): Promise<HotelListResponse> {
  return api.request(hotelListEndpoint, { body: hotelListRequestSchema.parse(input), signal })
}

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

export const hotelListQueryOptions = (input: HotelListInput) =>
  queryOptions({
    queryKey: ['hotel', 'list', input],
    queryFn: ({ signal }) => fetchHotelList(input, signal),
    // Kept on disk (issue 7): the last lists an agent saw still show offline, with their time.
    meta: { method: 'POST', persist: true },
  })

export function useHotelList(input: HotelListInput) {
  // Keep the previous page on screen while the next one loads (no flash to skeletons).
  return useQuery({ ...hotelListQueryOptions(input), placeholderData: keepPreviousData })
}
