import * as z from 'zod/mini'
import { HotelPaths } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// view_history/records_add (contract addition): records a visit; queryTime keeps the real time
// of a visit made offline and replayed later.
export const historyAddEndpoint: Endpoint<unknown> = { method: 'POST', base: 'b2b', path: HotelPaths.historyAdd, data: z.unknown() }

export function postHistoryAdd(hotelId: number, queryTime: string): Promise<unknown> {
  return api.request(historyAddEndpoint, { body: { hotelId, queryTime } })
}
