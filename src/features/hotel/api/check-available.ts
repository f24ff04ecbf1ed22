import { useMutation } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { HotelPaths, checkAvailableRequestSchema, checkAvailableResponseSchema, type CheckAvailableResponse } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 POST /booking/v2/check_available: re-quotes one rate plan before booking.
export type CheckAvailableInput = z.input<typeof checkAvailableRequestSchema>

export const checkAvailableEndpoint: Endpoint<CheckAvailableResponse> = {
  method: 'POST',
  base: 'b2b',
  path: HotelPaths.checkAvailable,
  data: checkAvailableResponseSchema,
}

export function fetchCheckAvailable(input: CheckAvailableInput): Promise<CheckAvailableResponse> {
  return api.request(checkAvailableEndpoint, { body: checkAvailableRequestSchema.parse(input) })
}

export function useCheckAvailable() {
  return useMutation({ mutationFn: fetchCheckAvailable })
}
