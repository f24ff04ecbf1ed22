import { z } from 'zod'
import { currencySchema } from './currencies'
import { EMAIL_RE, PASSWORD_CHARS_RE, USERNAME_RE } from './patterns'

export { EMAIL_RE, PASSWORD_CHARS_RE, USERNAME_RE }

/** §3 login form, sent form-encoded to POST {b2b}/b2b/login. Required checks run in §5 order. */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, 'Please enter account').max(64),
  password: z.string().min(1, 'Please enter password').max(128),
  emailCheckCode: z.string().max(20).optional(),
})
export type LoginForm = z.infer<typeof loginFormSchema>

/** §3 login response. `token` is reported for API integrations; browsers use the cookie. */
export const loginResponseSchema = z.object({
  success: z.boolean(),
  token: z.string().optional(),
  changePassword: z.boolean().optional(),
  isMainUser: z.boolean().optional(),
  error: z.string().optional(),
  code: z.number().int().optional(),
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

/** §3 user, as GET {b2b}/b2b/user_info returns it. */
export const userInfoSchema = z.object({
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
  logintime: z.string().nullable(),
  Permissions: z.array(z.number().int()),
  IsMainUser: z.boolean(),
})
export type UserInfo = z.infer<typeof userInfoSchema>

/** §3 credit, as POST {b2b}/b2b/credit/query_agent_credit_amount returns it (§1 formula). */
export const creditSchema = z.object({
  availCredit: z.number(),
  fixedCredit: z.number(),
  tempCredit: z.number(),
  tempCreditExpireDate: z.string().nullable(),
  Currency: currencySchema,
})
export type Credit = z.infer<typeof creditSchema>
