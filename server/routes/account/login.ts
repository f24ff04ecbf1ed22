import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { loginFormSchema, type LoginResponse } from '../../../src/contract/account'
import { ErrorCode } from '../../../src/contract/errors'
import { Paths } from '../../../src/contract/paths'
import { users } from '../../db/schema'
import { verifyPassword } from '../../domain/passwords'
import { clientIp } from '../../http/request-info'
import { sendFail, sendFailWithData, sendOk } from '../../http/respond'
import {
  createSession,
  FROZEN_MESSAGE,
  hashToken,
  readToken,
  revokeSession,
  sameOriginOnly,
  setSessionCookies,
} from '../../http/session'
import type { AppEnv } from '../../http/types'
import { validate } from '../../http/validate'

/** §9 password age reminder: 3 months. */
const PASSWORD_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000

// POST {b2b}/b2b/login, form-encoded (§7). Refusals answer 400 (not 401: a 401 makes the
// client run its logout flow, §8) with the §3 login response in data, except a frozen
// account, which is §8's 401 + 128 so the client shows /error/deactivated.
export const loginRoute = new Hono<AppEnv>().post(Paths.login, sameOriginOnly(), validate('form', loginFormSchema), async (c) => {
  const { db, config } = c.var.deps
  const form = c.req.valid('form')

  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, form.username.toLowerCase()))
    .limit(1)
  // The password is checked before the account state, so the state of an account is only
  // revealed to someone who knows its password. verifyPassword runs a dummy verification
  // for unknown users so timing does not tell whether the account exists.
  const passwordOk = await verifyPassword(user?.passwordHash, form.password)
  if (!user || !passwordOk) {
    const data: LoginResponse = { success: false, error: 'login failed', code: ErrorCode.LOGIN_FAILED }
    return sendFailWithData(c, 400, ErrorCode.LOGIN_FAILED, 'login failed', data)
  }
  if (user.status === 'disabled') return sendFail(c, 401, ErrorCode.DEACTIVATED, FROZEN_MESSAGE)
  if (user.status === 'pending') {
    const data: LoginResponse = { success: false, error: 'account pending review', code: ErrorCode.ACCOUNT_PENDING }
    return sendFailWithData(c, 400, ErrorCode.ACCOUNT_PENDING, 'account pending review', data)
  }
  if (user.alwaysVerify) {
    // §4 login security verification; the emailed-code flow arrives with the next issue.
    const data: LoginResponse = { success: false, code: ErrorCode.VERIFY_REQUIRED }
    return sendFailWithData(c, 400, ErrorCode.VERIFY_REQUIRED, 'email verification required', data)
  }

  const now = new Date()
  const ip = clientIp(c, config.trustProxy)
  // A browser that logs in again drops its previous session rather than leaving it live.
  const previous = readToken(c)
  if (previous?.via === 'cookie') await revokeSession(db, hashToken(previous.token), now)
  const session = await createSession(db, user.id, { ip, userAgent: c.req.header('user-agent') ?? null }, now)
  await db.update(users).set({ lastLoginAt: now, lastLoginIp: ip }).where(eq(users.id, user.id))
  setSessionCookies(c, session.token, session.csrfToken)
  const data: LoginResponse = {
    success: true,
    token: session.token,
    changePassword: now.getTime() - user.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_MS,
    isMainUser: user.isMainUser,
  }
  return sendOk(c, data)
})
