import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { Permission, type Credit, type UserInfo } from '../../contract'
import { creditQueryOptions, effectivePermissions, mayHaveSession, userHas, userInfoQueryOptions } from './queries'
import { subscribeSession } from './session-store'

export interface SessionView {
  user: UserInfo | null
  /** True while we do not know yet whether someone is logged in. */
  isLoading: boolean
  isLoggedIn: boolean
  permissions: readonly number[]
  canViewCredit: boolean
  credit: Credit | undefined
  creditStatus: 'idle' | 'pending' | 'error' | 'success'
  refetchCredit(): void
}

/** Who is logged in (user_info) plus the credit when VIEW_CREDIT is held (§6). */
export function useSession(): SessionView {
  // Re-evaluated whenever the session store changes (login, logout): the cookie itself cannot
  // be observed, and without a re-render this hook would keep showing the previous state.
  const enabled = useSyncExternalStore(subscribeSession, mayHaveSession, () => false)
  const userQuery = useQuery({ ...userInfoQueryOptions(), enabled })
  const user = enabled ? (userQuery.data ?? null) : null
  const canViewCredit = userHas(user, Permission.VIEW_CREDIT)
  const creditQuery = useQuery({ ...creditQueryOptions(), enabled: canViewCredit })
  return {
    user,
    isLoading: enabled && userQuery.isPending,
    isLoggedIn: Boolean(user),
    permissions: user ? effectivePermissions(user) : [],
    canViewCredit,
    credit: canViewCredit ? creditQuery.data : undefined,
    creditStatus: !canViewCredit ? 'idle' : creditQuery.status,
    refetchCredit: () => void creditQuery.refetch(),
  }
}
