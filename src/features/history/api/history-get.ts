import { queryOptions, useQuery } from '@tanstack/react-query'
import { HotelPaths, historyListSchema, type Currency, type HistoryItem } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 POST view_history/records_get: the agent's browsing history, prices in the reference
// currency (part of the key).
export const historyGetEndpoint: Endpoint<HistoryItem[]> = { method: 'POST', base: 'b2b', path: HotelPaths.historyGet, data: historyListSchema }

export function fetchHistory(currency: Currency, signal?: AbortSignal): Promise<HistoryItem[]> {
  return api.request(historyGetEndpoint, { body: { currency, limit: 100 }, signal })
}

export const historyKeys = { all: ['history'] as const, list: (currency: Currency) => ['history', 'list', currency] as const }

export const historyQueryOptions = (currency: Currency) =>
  queryOptions({
    queryKey: historyKeys.list(currency),
    queryFn: ({ signal }) => fetchHistory(currency, signal),
    // Persisted (dropped at logout like every private query): the drawer shows it offline.
    meta: { method: 'POST', persist: true },
  })

export function useHistory(currency: Currency, enabled: boolean) {
  return useQuery({ ...historyQueryOptions(currency), enabled })
}
