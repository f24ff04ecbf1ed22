import { queryOptions } from '@tanstack/react-query'
import { ALL_PERMISSIONS, type PermissionId, type UserInfo } from '../../contract'
import { api } from '../api/instance'
import { hasCsrfCookie } from '../cookies'
import { creditEndpoint, userInfoEndpoint } from './endpoints'

export const sessionKeys = {
  all: ['session'] as const,
  user: () => ['session', 'user'] as const,
  credit: () => ['session', 'credit'] as const,
}

/** GET user_info: the source of truth for "logged in" (§4 login "then loads user info"). */
export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.user(),
    queryFn: ({ signal }) => api.request(userInfoEndpoint, { signal }),
    staleTime: 60_000,
    meta: { method: 'GET' },
  })

/**
 * The agent's credit (§1 formula); only asked for with VIEW_CREDIT (§6). Saved on the device like
 * user_info, so offline or with the server down the last known amount is shown (with its time)
 * instead of nothing; logout drops it with the other private queries.
 */
export const creditQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.credit(),
    queryFn: ({ signal }) => api.request(creditEndpoint, { signal, body: {} }),
    staleTime: 30_000,
    meta: { method: 'POST', persist: true },
  })

/** §6: a main user holds every permission. */
export function effectivePermissions(user: Pick<UserInfo, 'IsMainUser' | 'Permissions'>): readonly number[] {
  return user.IsMainUser ? ALL_PERMISSIONS : user.Permissions
}

export function userHas(user: Pick<UserInfo, 'IsMainUser' | 'Permissions'> | null | undefined, ...required: PermissionId[]): boolean {
  if (!user) return false
  const held = effectivePermissions(user)
  return required.every((p) => held.includes(p))
}

/** Only try user_info when the CSRF cookie says a session may exist (no pointless 401s). */
export function mayHaveSession(): boolean {
  return hasCsrfCookie()
}
