import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import { historyOutbox, replay } from '../runtime'

export interface VisitedHotel {
  id: number
  nameEn: string
  nameZh: string
  images: readonly string[]
}

/**
 * §7: visiting a hotel records it (records_add), through the outbox so a visit made offline is
 * sent later with its real time. Call the returned function once the hotel is known.
 */
export function useRecordVisit(user: string | undefined) {
  const queryClient = useQueryClient()
  const recorded = useRef<number | null>(null)
  return useCallback(
    (hotel: VisitedHotel) => {
      if (!user || recorded.current === hotel.id) return
      recorded.current = hotel.id
      void historyOutbox()
        .add(user, { kind: 'visit', hotelId: hotel.id, hotel: { name: hotel.nameEn, nameCN: hotel.nameZh, image: hotel.images[0] ?? '' } })
        .then(() => replay(queryClient, user))
        .catch(() => undefined)
    },
    [queryClient, user],
  )
}
