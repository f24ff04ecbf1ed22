import type { Context } from 'hono'
import { Hono } from 'hono'
import { AuthErrorCode, CodePurpose, sendEmailCodeSchema, type CodeMessage } from '../../../src/contract/auth'
import { Paths } from '../../../src/contract/paths'
import { findUser, sendCodeMail, type UserRow } from '../../domain/auth'
import { issueCode } from '../../domain/codes'
import { sendFailWithData, sendOk } from '../../http/respond'
import { sameOriginOnly } from '../../http/session'
import type { AppEnv } from '../../http/types'
import { validate } from '../../http/validate'
import { passwordGate } from './credentials'
import { NO_EMAIL_MESSAGE } from './login'
import { lookupGate, USER_NOT_FOUND_MESSAGE } from './lookup-gate'

function codeFail(c: Context<AppEnv>, status: 400 | 404 | 429, code: number, message: string) {
  const data: CodeMessage = { code, message }
  return sendFailWithData(c, status, code, message, data)
}

// POST {b2b}/b2b/send_email_code (§7): purpose 0 (login) needs the password and goes through
// the same gate as login; purpose 3 (reset) needs only the username, like §7's forgot-password
// lookup, and is throttled per IP with it. Either way the code goes to the bound email only
// (a given `email` must match it), and not sooner than 60 s after the previous one (§9).
export const emailCodeRoute = new Hono<AppEnv>().post(Paths.sendEmailCode, sameOriginOnly(), validate('json', sendEmailCodeSchema), async (c) => {
  const { db } = c.var.deps
  const body = c.req.valid('json')
  let user: UserRow
  if (body.purpose === CodePurpose.LOGIN) {
    const gate = await passwordGate(c, body.username, body.password ?? '')
    if (!gate.ok) return gate.response
    user = gate.user
  } else {
    const gate = await lookupGate(c)
    if (gate) return gate
    const found = await findUser(db, body.username)
    if (!found || found.status !== 'active') return codeFail(c, 404, AuthErrorCode.USER_NOT_FOUND, USER_NOT_FOUND_MESSAGE)
    user = found
  }
  if (!user.email) return codeFail(c, 400, AuthErrorCode.NO_BOUND_EMAIL, NO_EMAIL_MESSAGE)
  if (body.email && body.email.trim().toLowerCase() !== user.email.toLowerCase()) {
    return codeFail(c, 400, AuthErrorCode.NO_BOUND_EMAIL, 'this email is not the one bound to the account')
  }
  const issued = await issueCode(db, user.id, body.purpose)
  if (!issued.ok) {
    c.header('Retry-After', String(issued.retryAfterSec))
    return codeFail(c, 429, AuthErrorCode.RESEND_TOO_SOON, `please wait ${issued.retryAfterSec} seconds before sending another code`)
  }
  await sendCodeMail(db, user.email, issued.code, body.purpose === CodePurpose.LOGIN ? 'login' : 'reset')
  const data: CodeMessage = { code: 0, message: 'Success' }
  return sendOk(c, data)
})
