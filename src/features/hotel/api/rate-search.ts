import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { HotelPaths, rateSearchRequestSchema, rateSearchResponseSchema, type RateSearchResponse } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 POST /room_rate/v2/search/{id} (cancellable): room types and rate plans for a stay, priced
// in the reference currency (part of the key).
export type RateSearchInput = z.input<typeof rateSearchRequestSchema>

export const rateSearchEndpoint = (hotelId: number): Endpoint<RateSearchResponse> => ({
  method: 'POST',
  base: 'room_rate',
  path: HotelPaths.rateSearch(hotelId),
  data: rateSearchResponseSchema,
})

export function fetchRateSearch(hotelId: number, input: RateSearchInput, signal?: AbortSignal): Promise<RateSearchResponse> {
  return api.request(rateSearchEndpoint(hotelId), { body: rateSearchRequestSchema.parse(input), signal })
}

export const rateSearchQueryOptions = (hotelId: number, input: RateSearchInput) =>
  queryOptions({
    queryKey: ['hotel', 'rates', hotelId, input],
    queryFn: ({ signal }) => fetchRateSearch(hotelId, input, signal),
    // Kept on disk (issue 7): offline, the rates seen last show with "prices as of" quotedAt.
    meta: { method: 'POST', persist: true },
  })

export function useRateSearch(hotelId: number, input: RateSearchInput) {
  return useQuery(rateSearchQueryOptions(hotelId, input))
}
