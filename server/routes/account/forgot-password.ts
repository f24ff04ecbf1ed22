import { Hono } from 'hono'
import {
  AuthErrorCode,
  CodePurpose,
  forgotLookupSchema,
  maskEmail,
  resetPasswordSchema,
  type CodeMessage,
  type ForgotLookupResponse,
} from '../../../src/contract/auth'
import { Paths } from '../../../src/contract/paths'
import { findUser, setPassword } from '../../domain/auth'
import { verifyCode } from '../../domain/codes'
import { sendFail, sendFailWithData, sendOk } from '../../http/respond'
import { sameOriginOnly } from '../../http/session'
import type { AppEnv } from '../../http/types'
import { validate } from '../../http/validate'
import { clearLoginFailures, countLoginFailure } from './credentials'
import { NO_EMAIL_MESSAGE } from './login'
import { lookupGate, USER_NOT_FOUND_MESSAGE } from './lookup-gate'

// POST {b2b}/b2b/forgot_password (§3 lookup): the masked bound email of an active account.
// §8 'user does not exist' is part of the product, so this reveals existence; it is throttled
// per IP (lookupGate). Disabled and pending accounts answer like unknown ones.
export const forgotPasswordRoute = new Hono<AppEnv>()
  .post(Paths.forgotPasswordLookup, sameOriginOnly(), validate('json', forgotLookupSchema), async (c) => {
    const gate = await lookupGate(c)
    if (gate) return gate
    const user = await findUser(c.var.deps.db, c.req.valid('json').username)
    if (!user || user.status !== 'active') return sendFail(c, 404, AuthErrorCode.USER_NOT_FOUND, USER_NOT_FOUND_MESSAGE)
    if (!user.email) return sendFail(c, 400, AuthErrorCode.NO_BOUND_EMAIL, NO_EMAIL_MESSAGE)
    const data: ForgotLookupResponse = { email: maskEmail(user.email) }
    return sendOk(c, data)
  })
  // POST {b2b}/b2b/reset_password (§7): the emailed code (purpose 3) proves the mailbox; the
  // new password follows the §5 reset rule. Every session of the account ends (password
  // change), and the account's failed-login lock is lifted.
  .post(Paths.resetPassword, sameOriginOnly(), validate('json', resetPasswordSchema), async (c) => {
    const { db } = c.var.deps
    const body = c.req.valid('json')
    const fail = (status: 400 | 404, code: number, message: string) => {
      const data: CodeMessage = { code, message }
      return sendFailWithData(c, status, code, message, data)
    }
    const user = await findUser(db, body.username)
    if (!user || user.status !== 'active') return fail(404, AuthErrorCode.USER_NOT_FOUND, USER_NOT_FOUND_MESSAGE)
    const result = await verifyCode(db, user.id, CodePurpose.RESET, body.emailCheckCode)
    if (result !== 'ok') {
      await countLoginFailure(c, body.username)
      return result === 'invalid'
        ? fail(400, AuthErrorCode.CODE_INVALID, 'verification code incorrect')
        : fail(400, AuthErrorCode.CODE_EXPIRED, 'verification code expired, please send a new one')
    }
    await setPassword(db, user.id, body.password)
    await clearLoginFailures(c, body.username)
    const data: CodeMessage = { code: 0, message: 'Success' }
    return sendOk(c, data)
  })
