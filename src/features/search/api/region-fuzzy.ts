import { queryOptions, useQuery } from '@tanstack/react-query'
import { HotelPaths, regionHitListSchema, type RegionHit } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 GET /static/v2/region/fuzzy: cities and countries by English or Chinese name (typos and
// missing accents are the server's job). Cancellable: TanStack Query aborts `signal` when the
// keyword changes and nobody observes the old query any more.
export const regionFuzzyEndpoint: Endpoint<RegionHit[]> = { method: 'GET', base: 'static', path: HotelPaths.regionFuzzy, data: regionHitListSchema }

export function fetchRegionFuzzy(keyword: string, signal?: AbortSignal): Promise<RegionHit[]> {
  return api.request(regionFuzzyEndpoint, { query: { keyword, limit: 8 }, signal })
}

export const regionFuzzyQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['search', 'region-fuzzy', keyword],
    queryFn: ({ signal }) => fetchRegionFuzzy(keyword, signal),
    staleTime: 5 * 60_000,
    meta: { method: 'GET', public: true },
  })

export function useRegionFuzzy(keyword: string, enabled: boolean) {
  // No previous keyword's results while the next ones load: the combobox offers only the
  // current text's (see there).
  return useQuery({ ...regionFuzzyQueryOptions(keyword), enabled })
}
