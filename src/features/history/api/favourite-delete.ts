import * as z from 'zod/mini'
import { HotelPaths } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 DELETE hotel_favorites/delete (with a body). Called by the outbox.
export const favouriteDeleteEndpoint: Endpoint<unknown> = { method: 'DELETE', base: 'b2b', path: HotelPaths.favouriteDelete, data: z.unknown() }

export function deleteFavourite(hotelId: number): Promise<unknown> {
  return api.request(favouriteDeleteEndpoint, { body: { s_hotel_id: hotelId } })
}
