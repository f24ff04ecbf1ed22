import type { Context } from 'hono'
import { Hono } from 'hono'
import { AuthErrorCode, changePasswordSchema, type ChangePasswordRequest } from '../../../src/contract/auth'
import { Paths } from '../../../src/contract/paths'
import { findUser, setPassword } from '../../domain/auth'
import { verifyPassword } from '../../domain/passwords'
import { lockedFor } from '../../domain/rate-limit'
import { clientIp } from '../../http/request-info'
import { sendFail, sendOk } from '../../http/respond'
import { createSession, requireAuth, setSessionCookies } from '../../http/session'
import type { AppEnv } from '../../http/types'
import { validate } from '../../http/validate'
import { countLoginFailure, loginKeys, tooMany } from './credentials'

// POST {b2b}/b2b/changepassword (form) and {b2b}/b2b/change_password (json), §7. The current
// password is required (a stolen session alone cannot take the account over) and wrong tries
// count like failed logins. The new password must follow §5 (8-16 letters and digits) and
// differ from the old one. Every session of the account ends; the caller gets a fresh one.
async function changePassword(c: Context<AppEnv>, body: ChangePasswordRequest) {
  const { db, config } = c.var.deps
  const me = c.var.user
  const keys = loginKeys(c, me.username)
  const locked = await lockedFor(db, keys.ip ? [keys.user, keys.ip] : [keys.user])
  if (locked > 0) return tooMany(c, locked)
  const user = await findUser(db, me.username)
  if (!user || !(await verifyPassword(user.passwordHash, body.oldPassword))) {
    await countLoginFailure(c, me.username)
    return sendFail(c, 400, AuthErrorCode.OLD_PASSWORD_WRONG, 'the current password is wrong')
  }
  if (body.oldPassword === body.newPassword) {
    return sendFail(c, 400, AuthErrorCode.PASSWORD_RULES, 'the new password must differ from the current one')
  }
  const now = new Date()
  await setPassword(db, user.id, body.newPassword, now)
  const session = await createSession(db, user.id, { ip: clientIp(c, config.trustProxy), userAgent: c.req.header('user-agent') ?? null }, now)
  if (c.var.session.via === 'cookie') setSessionCookies(c, session.token, session.csrfToken)
  return sendOk(c, { token: session.token })
}

export const changePasswordRoute = new Hono<AppEnv>()
  .post(Paths.changePasswordForm, requireAuth(), validate('form', changePasswordSchema), (c) => changePassword(c, c.req.valid('form')))
  .post(Paths.changePassword, requireAuth(), validate('json', changePasswordSchema), (c) => changePassword(c, c.req.valid('json')))
