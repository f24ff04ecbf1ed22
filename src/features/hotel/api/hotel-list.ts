import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { HotelPaths, hotelListRequestSchema, hotelListResponseSchema, type HotelListResponse } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'
import type { HotelListInput } from './hotel-list-input'
import { hotelListQueryKey } from './query-keys'

export { LIST_PAGE_SIZE, hotelListInputOf, type HotelListInput } from './hotel-list-input'

// §7 POST /room_rate/v3/hotel_list. The reference currency is in the request and so in the key:
// switching currency refetches every list on screen at once.
export const hotelListEndpoint: Endpoint<HotelListResponse> = { method: 'POST', base: 'room_rate', path: HotelPaths.hotelList, data: hotelListResponseSchema }

export function fetchHotelList(input: HotelListInput, signal?: AbortSignal): Promise<HotelListResponse> {
  return api.request(hotelListEndpoint, { body: hotelListRequestSchema.parse(input), signal })
}

export const hotelListQueryOptions = (input: HotelListInput) =>
  queryOptions({
    queryKey: hotelListQueryKey(input),
    queryFn: ({ signal }) => fetchHotelList(input, signal),
    // Kept on disk (issue 7): the last lists an agent saw still show offline, with their time.
    meta: { method: 'POST', persist: true },
  })

export function useHotelList(input: HotelListInput) {
  // Keep the previous page on screen while the next one loads (no flash to skeletons).
  return useQuery({ ...hotelListQueryOptions(input), placeholderData: keepPreviousData })
}
