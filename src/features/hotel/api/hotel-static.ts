import { queryOptions, useQuery } from '@tanstack/react-query'
import { HotelPaths, hotelStaticSchema, type HotelStatic } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'
import { hotelStaticQueryKey } from './query-keys'

// §7 GET /static/v2/hotel/{id}: facts, images (≤ 5, §9), times and coordinates. Public and a
// GET, so it is persisted and the detail page still shows offline.
export const hotelStaticEndpoint = (id: number): Endpoint<HotelStatic> => ({
  method: 'GET',
  base: 'static',
  path: HotelPaths.hotelStatic(id),
  data: hotelStaticSchema,
})

export function fetchHotelStatic(id: number, signal?: AbortSignal): Promise<HotelStatic> {
  return api.request(hotelStaticEndpoint(id), { signal })
}

export const hotelStaticQueryOptions = (id: number) =>
  queryOptions({
    queryKey: hotelStaticQueryKey(id),
    queryFn: ({ signal }) => fetchHotelStatic(id, signal),
    staleTime: 60 * 60_000,
    meta: { method: 'GET', public: true },
  })

export function useHotelStatic(id: number) {
  return useQuery(hotelStaticQueryOptions(id))
}
