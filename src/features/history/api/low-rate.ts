import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { HotelPaths, lowRateListSchema, lowRateRequestSchema } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 POST room_rate/v2/low_rate: §3 low price per hotel for a stay. Favourite records carry
// no price, so the drawer asks for them with the §4 default stay.
export type LowRates = z.infer<typeof lowRateListSchema>
export type LowRateInput = z.input<typeof lowRateRequestSchema>

export const lowRateEndpoint: Endpoint<LowRates> = { method: 'POST', base: 'room_rate', path: HotelPaths.lowRate, data: lowRateListSchema }

export function fetchLowRates(input: LowRateInput, signal?: AbortSignal): Promise<LowRates> {
  return api.request(lowRateEndpoint, { body: lowRateRequestSchema.parse(input), signal })
}

export const lowRateQueryOptions = (input: LowRateInput) =>
  queryOptions({
    queryKey: ['history', 'low-rate', input],
    queryFn: ({ signal }) => fetchLowRates(input, signal),
    staleTime: 5 * 60_000,
    meta: { method: 'POST' },
  })

export function useLowRates(input: LowRateInput, enabled: boolean) {
  return useQuery({ ...lowRateQueryOptions(input), enabled })
}
