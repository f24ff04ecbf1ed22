import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useFavouriteList } from '../api/favourite-list'
import { mergeFavourites } from '../merge'
import { historyOutbox, replay, useOutboxOps } from '../runtime'

export interface FavouriteHotel {
  id: number
  nameEn: string
  nameZh: string
  image: string
}

export function useFavourites(user: string | undefined) {
  const queryClient = useQueryClient()
  const query = useFavouriteList(Boolean(user))
  const ops = useOutboxOps(user)
  const favourites = useMemo(() => mergeFavourites(query.data ?? [], ops), [query.data, ops])
  const isFavourite = useCallback((id: number) => favourites.some((f) => f.s_hotel_id === id), [favourites])
  const toggle = useCallback(
    async (hotel: FavouriteHotel) => {
      if (!user) return
      const on = !favourites.some((f) => f.s_hotel_id === hotel.id)
      await historyOutbox().add(user, { kind: on ? 'fav-add' : 'fav-del', hotelId: hotel.id, hotel: { name: hotel.nameEn, nameCN: hotel.nameZh, image: hotel.image } })
      await replay(queryClient, user).catch(() => undefined)
    },
    [favourites, queryClient, user],
  )
  return { query, favourites, isFavourite, toggle, pending: ops.some((o) => o.kind !== 'visit') }
}
