import { queryOptions, useQuery } from '@tanstack/react-query'
import { HotelPaths, regionHitListSchema, type RegionHit } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 GET /static/v2/region/hot; §4 "hot city list fetched once and cached": never stale in a
// session, persisted with the query cache (GET) so it shows offline too.
export const regionHotEndpoint: Endpoint<RegionHit[]> = { method: 'GET', base: 'static', path: HotelPaths.regionHot, data: regionHitListSchema }

export function fetchRegionHot(signal?: AbortSignal): Promise<RegionHit[]> {
  return api.request(regionHotEndpoint, { signal })
}

export const regionHotQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'region-hot'],
    queryFn: ({ signal }) => fetchRegionHot(signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { method: 'GET', public: true },
  })

export function useRegionHot(enabled: boolean) {
  return useQuery({ ...regionHotQueryOptions(), enabled })
}
