import { queryOptions, useQuery } from '@tanstack/react-query'
import { HotelPaths, favouriteListSchema, type FavouriteRecord } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 GET hotel_favorites/list. A GET: persisted with the query cache, so it shows offline.
export const favouriteListEndpoint: Endpoint<FavouriteRecord[]> = { method: 'GET', base: 'b2b', path: HotelPaths.favouriteList, data: favouriteListSchema }

export function fetchFavourites(signal?: AbortSignal): Promise<FavouriteRecord[]> {
  return api.request(favouriteListEndpoint, { signal })
}

export const favouriteKeys = { all: ['favourites'] as const }

export const favouriteListQueryOptions = () =>
  queryOptions({
    queryKey: favouriteKeys.all,
    queryFn: ({ signal }) => fetchFavourites(signal),
    meta: { method: 'GET' },
  })

export function useFavouriteList(enabled: boolean) {
  return useQuery({ ...favouriteListQueryOptions(), enabled })
}
