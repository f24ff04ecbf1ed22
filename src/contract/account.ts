import * as z from 'zod/mini'
import { currencySchema } from './currencies'
import { EMAIL_RE, PASSWORD_CHARS_RE, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH, USERNAME_RE } from './patterns'
import { lazySchema } from './lazy-schema'

export { EMAIL_RE, PASSWORD_CHARS_RE, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH, USERNAME_RE }

/** §3 login form, sent form-encoded to POST {b2b}/b2b/login. Required checks run in §5 order. */
export const loginFormSchema = lazySchema(() => z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'Please enter account'), z.maxLength(USERNAME_MAX_LENGTH)),
  password: z.string().check(z.minLength(1, 'Please enter password'), z.maxLength(PASSWORD_MAX_LENGTH)),
  emailCheckCode: z.optional(z.string().check(z.maxLength(20))),
}))
export type LoginForm = z.infer<typeof loginFormSchema>

/** §3 login response. `token` is reported for API integrations; browsers use the cookie. */
export const loginResponseSchema = lazySchema(() => z.object({
  success: z.boolean(),
  token: z.optional(z.string()),
  changePassword: z.optional(z.boolean()),
  isMainUser: z.optional(z.boolean()),
  error: z.optional(z.string()),
  code: z.optional(z.int()),
}))
export type LoginResponse = z.infer<typeof loginResponseSchema>

/** §3 user, as GET {b2b}/b2b/user_info returns it. */
export const userInfoSchema = lazySchema(() => z.object({
  username: z.string(),
  isSuperuser: z.boolean(),
  agentCode: z.string(),
  agentName: z.string(),
  balance: z.number(),
  contactsInfo: z.object({
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  logintime: z.nullable(z.string()),
  Permissions: z.array(z.int()),
  IsMainUser: z.boolean(),
}))
export type UserInfo = z.infer<typeof userInfoSchema>

/** §3 credit, as POST {b2b}/b2b/credit/query_agent_credit_amount returns it (§1 formula). */
export const creditSchema = lazySchema(() => z.object({
  availCredit: z.number(),
  fixedCredit: z.number(),
  tempCredit: z.number(),
  tempCreditExpireDate: z.nullable(z.string()),
  Currency: currencySchema,
}))
export type Credit = z.infer<typeof creditSchema>
