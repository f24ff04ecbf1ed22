import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { startReplay } from '../runtime'

/** Keeps the outbox replaying while a logged-in user is on a page with the drawer. */
export function useHistorySync(user: string | undefined) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!user) return
    return startReplay(queryClient, user)
  }, [queryClient, user])
}
