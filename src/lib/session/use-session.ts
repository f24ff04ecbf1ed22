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
}

export interface CreditView {
  canViewCredit: boolean
  credit: Credit | undefined
  creditStatus: 'idle' | 'pending' | 'error' | 'success'
  /** Offline with no saved credit: the query waits for the network (no endless skeleton). */
  creditOffline: boolean
  /** A refresh failed while an amount is shown: the amount stays, said to be from this time. */
  creditRefreshFailedAt: number | undefined
  refetchCredit(): void
}

/** Who is logged in (user_info), with what permissions (§6). */
export function useSession(): SessionView {
  // Re-evaluated whenever the session store changes (login, logout): the cookie itself cannot
  // be observed, and without a re-render this hook would keep showing the previous state.
  const enabled = useSyncExternalStore(subscribeSession, mayHaveSession, () => false)
  const userQuery = useQuery({ ...userInfoQueryOptions(), enabled })
  const user = enabled ? (userQuery.data ?? null) : null
  return {
    user,
    isLoading: enabled && userQuery.isPending,
    isLoggedIn: Boolean(user),
    permissions: user ? effectivePermissions(user) : [],
    canViewCredit: userHas(user, Permission.VIEW_CREDIT),
  }
}

/**
 * The agent's credit when VIEW_CREDIT is held (§6). Apart from useSession so that only the
 * places showing the credit re-render when it arrives; with it in useSession, every consumer
 * (header, menus, drawers: 27 of them) re-rendered synchronously during a page's first load (#9).
 */
export function useCredit(): CreditView {
  const { canViewCredit } = useSession()
  const creditQuery = useQuery({ ...creditQueryOptions(), enabled: canViewCredit })
  return {
    canViewCredit,
    credit: canViewCredit ? creditQuery.data : undefined,
    creditStatus: !canViewCredit ? 'idle' : creditQuery.status,
    creditOffline: canViewCredit && creditQuery.fetchStatus === 'paused' && creditQuery.isPending,
    creditRefreshFailedAt: canViewCredit && creditQuery.isRefetchError ? creditQuery.dataUpdatedAt : undefined,
    refetchCredit: () => void creditQuery.refetch(),
  }
}
