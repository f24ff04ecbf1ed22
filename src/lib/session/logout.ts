import type { QueryClient } from '@tanstack/react-query'
import { api } from '../api/instance'
import { clearPrivateQueries } from '../query/query-client'
import { logoutEndpoint } from './endpoints'
import { resetSession } from './session-store'

/** Forgets everything about the user in this browser (§4): user, credit, private cache, state. */
export function clearLocalSession(queryClient: QueryClient): void {
  clearPrivateQueries(queryClient)
  resetSession()
}

/**
 * §4 logout: POST logout (the server clears the HttpOnly cookie), then clear local state. The
 * local part runs even when the call fails: the user asked to leave and must not stay logged in
 * on this screen. `silent` is for §8 expiry handling, where the session is already gone.
 */
export async function logout(queryClient: QueryClient, opts: { silent?: boolean } = {}): Promise<void> {
  try {
    await api.request({ ...logoutEndpoint, silent: opts.silent }, { body: {} })
  } catch {
    // Nothing useful to tell the user; the local session is cleared below either way.
  } finally {
    clearLocalSession(queryClient)
  }
}
