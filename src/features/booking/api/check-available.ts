import { HotelPaths, checkAvailableRequestSchema, checkAvailableResponseSchema, type CheckAvailableRequest, type CheckAvailableResponse } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 POST /booking/v2/check_available, re-run right before create_order (the hotel feature
// has its own copy for the Book button; features do not import each other).
export const recheckEndpoint: Endpoint<CheckAvailableResponse> = { method: 'POST', base: 'b2b', path: HotelPaths.checkAvailable, data: checkAvailableResponseSchema }
const silentRecheckEndpoint: Endpoint<CheckAvailableResponse> = { ...recheckEndpoint, silent: true }

export function postRecheck(input: CheckAvailableRequest, options: { background?: boolean } = {}): Promise<CheckAvailableResponse> {
  return api.request(options.background ? silentRecheckEndpoint : recheckEndpoint, { body: checkAvailableRequestSchema.parse(input) })
}
