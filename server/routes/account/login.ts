import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { loginFormSchema, type LoginResponse } from '../../../src/contract/account'
import { AuthErrorCode, CodePurpose } from '../../../src/contract/auth'
import { ErrorCode } from '../../../src/contract/errors'
import { Paths } from '../../../src/contract/paths'
import { users } from '../../db/schema'
import { loginVerification } from '../../domain/auth'
import { verifyCode } from '../../domain/codes'
import { sendOk } from '../../http/respond'
import { createSession, hashToken, readToken, revokeSession, sameOriginOnly, setSessionCookies } from '../../http/session'
import type { AppEnv } from '../../http/types'
import { validate } from '../../http/validate'
import { clearLoginFailures, countLoginFailure, loginFailed, passwordGate } from './credentials'

export const NO_EMAIL_MESSAGE = 'your account has no bound email, please ask the main account to add one under sub-account management'

// POST {b2b}/b2b/login, form-encoded (§7). Refusals answer 400 (not 401: a 401 makes the
// client run its logout flow, §8) with the §3 login response in data, except a frozen
// account, which is §8's 401 + 128 so the client shows /error/deactivated, and throttling,
// which is 429. When §4 security verification applies (602, 604, or an account flagged to
// always verify) the login needs the emailed code (purpose 0) in emailCheckCode.
export const loginRoute = new Hono<AppEnv>().post(Paths.login, sameOriginOnly(), validate('form', loginFormSchema), async (c) => {
  const { db } = c.var.deps
  const form = c.req.valid('form')
  const gate = await passwordGate(c, form.username, form.password)
  if (!gate.ok) return gate.response
  const { user, ip } = gate

  const now = new Date()
  const verification = loginVerification(user, ip, now)
  if (verification.needsCode) {
    if (!user.email) return loginFailed(c, AuthErrorCode.NO_BOUND_EMAIL, NO_EMAIL_MESSAGE)
    if (!form.emailCheckCode) return loginFailed(c, ErrorCode.VERIFY_REQUIRED, 'email verification required')
    const result = await verifyCode(db, user.id, CodePurpose.LOGIN, form.emailCheckCode, now)
    if (result !== 'ok') {
      // A wrong code also counts against the account, on top of the code's own 5 tries.
      await countLoginFailure(c, form.username)
      return result === 'invalid'
        ? loginFailed(c, AuthErrorCode.CODE_INVALID, 'verification code incorrect')
        : loginFailed(c, AuthErrorCode.CODE_EXPIRED, 'verification code expired, please send a new one')
    }
  }

  await clearLoginFailures(c, form.username)
  // A browser that logs in again drops its previous session rather than leaving it live.
  const previous = readToken(c)
  if (previous?.via === 'cookie') await revokeSession(db, hashToken(previous.token), now)
  const session = await createSession(db, user.id, { ip, userAgent: c.req.header('user-agent') ?? null }, now)
  await db.update(users).set({ previousLoginAt: user.lastLoginAt, lastLoginAt: now, lastLoginIp: ip ?? user.lastLoginIp }).where(eq(users.id, user.id))
  setSessionCookies(c, session.token, session.csrfToken)
  const data: LoginResponse = {
    success: true,
    token: session.token,
    changePassword: user.mustChangePassword,
    isMainUser: user.isMainUser,
  }
  return sendOk(c, data)
})
