import * as z from 'zod/mini'
import { Paths, creditSchema, userInfoSchema, type Credit, type UserInfo } from '../../contract'
import type { Endpoint } from '../api/client'

// Session calls (§7 Account). 403 on user_info and logout must not trigger the §8 logout.
export const userInfoEndpoint: Endpoint<UserInfo> = {
  method: 'GET',
  base: 'b2b',
  path: Paths.userInfo,
  data: userInfoSchema,
  skipForbiddenLogout: true,
}

export const creditEndpoint: Endpoint<Credit> = {
  method: 'POST',
  base: 'b2b',
  path: Paths.creditAmount,
  data: creditSchema,
}

export const logoutEndpoint: Endpoint<unknown> = {
  method: 'POST',
  base: 'b2b',
  path: Paths.logout,
  data: z.unknown(),
  skipForbiddenLogout: true,
}
