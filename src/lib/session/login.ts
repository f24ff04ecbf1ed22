import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { Paths, Permission, loginResponseSchema, type LoginForm, type LoginResponse } from '../../contract'
import type { Endpoint } from '../api/client'
import { ApiError } from '../api/errors'
import { api } from '../api/instance'
import { clearPrivateQueries } from '../query/query-client'
import { creditQueryOptions, effectivePermissions, userHas, userInfoQueryOptions } from './queries'
import { setSession } from './session-store'

export const loginEndpoint: Endpoint<LoginResponse> = {
  method: 'POST',
  base: 'b2b',
  path: Paths.login,
  data: loginResponseSchema,
  body: 'form', // §7: form-encoded
}

/**
 * §4 login: on success store the password-change and main-user flags (never the token: the
 * server set an HttpOnly cookie), then load user info, and the credit for the agent.
 */
export async function login(queryClient: QueryClient, form: LoginForm): Promise<LoginResponse> {
  const response = await api.request(loginEndpoint, { body: form })
  if (!response.success) {
    throw new ApiError({ kind: 'business', status: 200, code: response.code, serverMessage: response.error })
  }
  // Whatever a previous user left in the cache is not this user's.
  clearPrivateQueries(queryClient)
  setSession({ needChangePassword: Boolean(response.changePassword), isMainUser: Boolean(response.isMainUser) })
  const user = await queryClient.fetchQuery(userInfoQueryOptions())
  setSession({ isMainUser: user.IsMainUser, permissions: [...effectivePermissions(user)] })
  if (userHas(user, Permission.VIEW_CREDIT)) void queryClient.prefetchQuery(creditQueryOptions())
  return response
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: (form: LoginForm) => login(queryClient, form) })
}
