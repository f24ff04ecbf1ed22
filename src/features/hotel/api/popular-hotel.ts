import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { HotelPaths, popularHotelListSchema, popularHotelRequestSchema } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 POST /room_rate/v2/popular_hotel: popular hotels near a hotel.
export type PopularHotels = z.infer<typeof popularHotelListSchema>
export type PopularHotelInput = z.input<typeof popularHotelRequestSchema>

export const popularHotelEndpoint: Endpoint<PopularHotels> = {
  method: 'POST',
  base: 'room_rate',
  path: HotelPaths.popularHotel,
  data: popularHotelListSchema,
}

export function fetchPopularHotels(input: PopularHotelInput, signal?: AbortSignal): Promise<PopularHotels> {
  return api.request(popularHotelEndpoint, { body: popularHotelRequestSchema.parse(input), signal })
}

export const popularHotelQueryOptions = (input: PopularHotelInput) =>
  queryOptions({
    queryKey: ['hotel', 'popular', input],
    queryFn: ({ signal }) => fetchPopularHotels(input, signal),
    staleTime: 10 * 60_000,
    meta: { method: 'POST' },
  })

export function usePopularHotels(input: PopularHotelInput) {
  return useQuery(popularHotelQueryOptions(input))
}
