import {
  Paths,
  changePasswordResponseSchema,
  codeMessageSchema,
  forgotLookupResponseSchema,
  loginCheckResponseSchema,
  signupResponseSchema,
  type CodeMessage,
  type ForgotLookupResponse,
  type LoginCheckResponse,
  type SignupResponse,
} from '../../../contract'
import type { Endpoint } from '../../../lib/api/client'

// §7 Account calls of the sign-in flows (login itself is src/lib/session/login.ts).

export const loginCheckEndpoint: Endpoint<LoginCheckResponse> = {
  method: 'POST',
  base: 'b2b',
  path: Paths.loginCheck,
  data: loginCheckResponseSchema,
  body: 'form',
}

export const sendEmailCodeEndpoint: Endpoint<CodeMessage> = {
  method: 'POST',
  base: 'b2b',
  path: Paths.sendEmailCode,
  data: codeMessageSchema,
}

export const forgotLookupEndpoint: Endpoint<ForgotLookupResponse> = {
  method: 'POST',
  base: 'b2b',
  path: Paths.forgotPasswordLookup,
  data: forgotLookupResponseSchema,
}

export const resetPasswordEndpoint: Endpoint<CodeMessage> = {
  method: 'POST',
  base: 'b2b',
  path: Paths.resetPassword,
  data: codeMessageSchema,
}

export const changePasswordEndpoint: Endpoint<{ token: string }> = {
  method: 'POST',
  base: 'b2b',
  path: Paths.changePassword,
  data: changePasswordResponseSchema,
}

export const registerEndpoint: Endpoint<SignupResponse> = {
  method: 'POST',
  base: 'root',
  path: Paths.register,
  data: signupResponseSchema,
}
