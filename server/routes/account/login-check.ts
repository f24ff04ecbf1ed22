import { Hono } from 'hono'
import { ACCOUNT_VERIFY_CODE, loginCheckFormSchema, maskEmail, type LoginCheckResponse } from '../../../src/contract/auth'
import { Paths } from '../../../src/contract/paths'
import { loginVerification } from '../../domain/auth'
import { sendOk } from '../../http/respond'
import { sameOriginOnly } from '../../http/session'
import type { AppEnv } from '../../http/types'
import { validate } from '../../http/validate'
import { passwordGate } from './credentials'

// POST {b2b}/b2b/login_check, form-encoded like login (§7 "Login check"): with the right
// password, says whether the login needs an emailed code and why (§8 601-604). The masked
// email is only shown to someone who knows the password. Failures count like failed logins.
export const loginCheckRoute = new Hono<AppEnv>().post(Paths.loginCheck, sameOriginOnly(), validate('form', loginCheckFormSchema), async (c) => {
  const form = c.req.valid('form')
  const gate = await passwordGate(c, form.username, form.password)
  if (!gate.ok) return gate.response
  const verification = loginVerification(gate.user, gate.ip)
  const data: LoginCheckResponse = {
    accountVerifyType: verification.needsCode ? ACCOUNT_VERIFY_CODE : 0,
    email: gate.user.email ? maskEmail(gate.user.email) : '',
    code: verification.reason,
  }
  return sendOk(c, data)
})
