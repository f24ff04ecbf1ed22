import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { HotelPaths } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'
import { historyKeys } from './history-get'

// §7 POST view_history/records_del: removes hotels from the history (all when the list is empty).
export const historyDeleteEndpoint: Endpoint<unknown> = { method: 'POST', base: 'b2b', path: HotelPaths.historyDelete, data: z.unknown() }

export function postHistoryDelete(hotelIds: number[]): Promise<unknown> {
  return api.request(historyDeleteEndpoint, { body: { hotelIds } })
}

export function useHistoryDelete() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: postHistoryDelete,
    // Offline, a paused clear kept its dialog spinning and ran later, unseen, possibly after new
    // visits: it fails at once instead, with the network error shown.
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  })
}
