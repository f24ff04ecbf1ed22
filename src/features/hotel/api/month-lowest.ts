import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { HotelPaths, monthLowestRequestSchema, monthLowestResponseSchema, type MonthLowestResponse } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 POST /room_rate/v2/search/month/lowest_price: lowest one-night price per check-in date.
export type MonthLowestInput = z.input<typeof monthLowestRequestSchema>

export const monthLowestEndpoint: Endpoint<MonthLowestResponse> = {
  method: 'POST',
  base: 'room_rate',
  path: HotelPaths.monthLowest,
  data: monthLowestResponseSchema,
}

export function fetchMonthLowest(input: MonthLowestInput, signal?: AbortSignal): Promise<MonthLowestResponse> {
  return api.request(monthLowestEndpoint, { body: monthLowestRequestSchema.parse(input), signal })
}

export const monthLowestQueryOptions = (input: MonthLowestInput) =>
  queryOptions({
    queryKey: ['hotel', 'month-lowest', input],
    queryFn: ({ signal }) => fetchMonthLowest(input, signal),
    staleTime: 5 * 60_000,
    meta: { method: 'POST' },
  })

export function useMonthLowest(input: MonthLowestInput) {
  return useQuery(monthLowestQueryOptions(input))
}
