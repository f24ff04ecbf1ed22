import { queryOptions, useQuery } from '@tanstack/react-query'
import { HotelPaths, regionDetailSchema, type RegionDetail } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 GET /static/v2/region/{id}: names a region when a shared list link carries only its id.
export const regionDetailEndpoint = (id: number): Endpoint<RegionDetail> => ({
  method: 'GET',
  base: 'static',
  path: HotelPaths.region(id),
  data: regionDetailSchema,
})

export function fetchRegionDetail(id: number, signal?: AbortSignal): Promise<RegionDetail> {
  return api.request(regionDetailEndpoint(id), { signal })
}

export const regionDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['search', 'region', id],
    queryFn: ({ signal }) => fetchRegionDetail(id, signal),
    staleTime: 60 * 60_000,
    meta: { method: 'GET', public: true },
  })

export function useRegionDetail(id: number | undefined) {
  return useQuery({ ...regionDetailQueryOptions(id ?? 0), enabled: id !== undefined })
}
