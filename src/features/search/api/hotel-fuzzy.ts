import { queryOptions, useQuery } from '@tanstack/react-query'
import { HotelPaths, hotelHitListSchema, type HotelHit } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 GET /static/v2/hotel_fuzzy, run in parallel with region/fuzzy; cancellable like it.
export const hotelFuzzyEndpoint: Endpoint<HotelHit[]> = { method: 'GET', base: 'static', path: HotelPaths.hotelFuzzy, data: hotelHitListSchema }

export function fetchHotelFuzzy(keyword: string, signal?: AbortSignal): Promise<HotelHit[]> {
  return api.request(hotelFuzzyEndpoint, { query: { keyword, limit: 8 }, signal })
}

export const hotelFuzzyQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['search', 'hotel-fuzzy', keyword],
    queryFn: ({ signal }) => fetchHotelFuzzy(keyword, signal),
    staleTime: 5 * 60_000,
    meta: { method: 'GET', public: true },
  })

export function useHotelFuzzy(keyword: string, enabled: boolean) {
  // No previous keyword's results while the next ones load: the combobox offers only the
  // current text's (see there).
  return useQuery({ ...hotelFuzzyQueryOptions(keyword), enabled })
}
