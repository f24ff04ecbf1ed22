import * as z from 'zod/mini'
import { HotelPaths } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 POST hotel_favorites/add. Called by the outbox (offline-first), not directly by the UI.
export const favouriteAddEndpoint: Endpoint<unknown> = { method: 'POST', base: 'b2b', path: HotelPaths.favouriteAdd, data: z.unknown() }

export function postFavouriteAdd(hotelId: number): Promise<unknown> {
  return api.request(favouriteAddEndpoint, { body: { s_hotel_id: hotelId } })
}
