import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { OrderPaths, guestHistoryResponseSchema } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 POST /booking/v2/guest_history: names the agency booked before, for the guest fields.
export type GuestSuggestion = z.infer<typeof guestHistoryResponseSchema>[number]

export const guestHistoryEndpoint: Endpoint<GuestSuggestion[]> = { method: 'POST', base: 'b2b', path: OrderPaths.guestHistory, data: guestHistoryResponseSchema }

export const guestHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['guest-history'] as const,
    queryFn: ({ signal }) => api.request(guestHistoryEndpoint, { body: { keyword: '' }, signal }),
    staleTime: 5 * 60_000,
    // A read over POST (§7), safe to keep for offline use.
    meta: { method: 'GET' },
  })

export function useGuestHistory(enabled: boolean) {
  return useQuery({ ...guestHistoryQueryOptions(), enabled })
}
