import type { Currency, FavouriteRecord, HistoryItem } from '../../contract'
import type { Op } from './outbox'

// Server lists + queued operations = what the drawer shows (and what the cache holds while the
// queue drains, so a sent change never blinks out before the refetch lands).

type OpLike = Pick<Op, 'kind' | 'hotelId' | 'at' | 'hotel'>

export function mergeFavourites(server: readonly FavouriteRecord[], ops: readonly OpLike[]): FavouriteRecord[] {
  let list = [...server]
  for (const op of ops) {
    if (op.kind === 'fav-del') list = list.filter((f) => f.s_hotel_id !== op.hotelId)
    if (op.kind === 'fav-add' && !list.some((f) => f.s_hotel_id === op.hotelId)) {
      list = [
        { s_hotel_id: op.hotelId, hotel_name: op.hotel?.name ?? '', hotel_name_cn: op.hotel?.nameCN ?? '', create_date: op.at, hotelImage: op.hotel?.image ?? '' },
        ...list,
      ]
    }
  }
  return list
}

/** Queued visits on top (newest first, one row per hotel); favourite flags from `favourites`. */
export function mergeHistory(server: readonly HistoryItem[], ops: readonly OpLike[], favourites: readonly FavouriteRecord[], currency: Currency): HistoryItem[] {
  const byHotel = new Map<number, HistoryItem>()
  for (const item of server) byHotel.set(item.hotelId, item)
  for (const op of ops) {
    if (op.kind !== 'visit') continue
    const known = byHotel.get(op.hotelId)
    if (known && known.queryTime >= op.at) continue
    byHotel.set(op.hotelId, {
      hotelId: op.hotelId,
      hotelName: known?.hotelName || op.hotel?.name || '',
      hotelNameCN: known?.hotelNameCN || op.hotel?.nameCN || '',
      queryTime: op.at,
      isFavorite: false,
      price: known?.price ?? null,
      currencyCode: known?.currencyCode ?? currency,
      hotelImage: known?.hotelImage || op.hotel?.image || '',
    })
  }
  const favIds = new Set(favourites.map((f) => f.s_hotel_id))
  return [...byHotel.values()]
    .map((item) => ({ ...item, isFavorite: favIds.has(item.hotelId) }))
    .sort((a, b) => Date.parse(b.queryTime) - Date.parse(a.queryTime))
}
