import type { QueryClient } from '@tanstack/react-query'
import { clearPrivateQueries } from '../query/query-client'
import { mayHaveSession, sessionKeys } from './queries'

/**
 * Another tab logged out (its storage event reloaded the session state here): the header
 * followed at once, but the page did not, and a credit balance, coupon codes or net rates
 * stayed on screen for whoever sits down next (§4: logout clears user data). When this tab
 * still holds a user and the session cookie is gone, the agent's private data is dropped and
 * the route guard runs again: a private page goes to login, a public one asks as a visitor.
 * Returns whether it did.
 */
export function followSessionEnd(queryClient: QueryClient, rerunGuard: () => void, hasSession: () => boolean = mayHaveSession): boolean {
  if (hasSession() || queryClient.getQueryData(sessionKeys.user()) === undefined) return false
  clearPrivateQueries(queryClient)
  rerunGuard()
  return true
}
