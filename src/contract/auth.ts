import * as z from 'zod/mini'
import { EMAIL_RE, PASSWORD_CHARS_RE, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH, USERNAME_RE } from './account'
import { lazySchema } from './lazy-schema'

// §4/§7 sign-in calls beyond login itself: the login check, emailed codes, password reset
// and change, the forgot-password lookup and company sign-up. Paths are in paths.ts.

/** Error codes of these calls (the header code of the §7 envelope). */
export const AuthErrorCode = {
  /** The emailed code is wrong. */
  CODE_INVALID: 1004,
  /** No live code: never sent, expired (10 min), used, or too many wrong tries (5). */
  CODE_EXPIRED: 1005,
  /** §9: a new code is only sent 60 s after the previous one. */
  RESEND_TOO_SOON: 1006,
  /** §8: the account has no bound email. */
  NO_BOUND_EMAIL: 1007,
  /** §8 forgot password: 'user does not exist'. */
  USER_NOT_FOUND: 1008,
  /** The new password breaks the §5 rules. */
  PASSWORD_RULES: 1009,
  /** Change password: the current password is wrong. */
  OLD_PASSWORD_WRONG: 1010,
  /** Sign-up: the username is taken. */
  USERNAME_TAKEN: 1011,
} as const

/** §3: accountVerifyType 1 = an emailed code is needed before login. */
export const ACCOUNT_VERIFY_CODE = 1
/** §9 resend interval, seconds. */
export const CODE_RESEND_SECONDS = 60
/** §9 code input max length. */
export const CODE_MAX_LENGTH = 20

/** §7 send-code purpose: 0 login, 3 reset. */
export const CodePurpose = { LOGIN: 0, RESET: 3 } as const
export type CodePurposeValue = (typeof CodePurpose)[keyof typeof CodePurpose]

const username = z.string().check(z.trim(), z.minLength(1, 'Please enter account'), z.maxLength(USERNAME_MAX_LENGTH))
const password = z.string().check(z.minLength(1, 'Please enter password'), z.maxLength(PASSWORD_MAX_LENGTH))

/** POST {b2b}/b2b/login_check (form, like login): who needs a code, and why (§4, §8 601-604). */
export const loginCheckFormSchema = z.object({ username, password })
export type LoginCheckForm = z.infer<typeof loginCheckFormSchema>

export const loginCheckResponseSchema = z.object({
  /** 1 = code needed; 0 = log in directly. */
  accountVerifyType: z.int(),
  /** The bound email, masked (a***@example.com); '' when none is bound. */
  email: z.string(),
  /** §8 verification reason 601-604, or null when nothing applies. */
  code: z.nullable(z.int()),
})
export type LoginCheckResponse = z.infer<typeof loginCheckResponseSchema>

/** POST {b2b}/b2b/send_email_code (json). Login codes need the password; reset codes do not. */
export const sendEmailCodeSchema = lazySchema(() => z
  .object({
    username,
    password: z.optional(z.string().check(z.maxLength(PASSWORD_MAX_LENGTH))),
    email: z.optional(z.string().check(z.maxLength(254))),
    purpose: z.union([z.literal(0), z.literal(3)]),
  })
  .check(z.refine((v) => v.purpose !== 0 || Boolean(v.password), { message: 'Please enter password', path: ['password'] })))
export type SendEmailCodeRequest = z.infer<typeof sendEmailCodeSchema>

/** §7 "returns code (0 success) and message". */
export const codeMessageSchema = z.object({ code: z.int(), message: z.string() })
export type CodeMessage = z.infer<typeof codeMessageSchema>

/** §5 reset/change rule: 8-16, letters and digits only, at least one of each. */
export const RESET_PASSWORD_MIN = 8
export const RESET_PASSWORD_MAX = 16
export function resetPasswordProblem(pw: string): 'length' | 'chars' | 'mix' | null {
  if (pw.length < RESET_PASSWORD_MIN || pw.length > RESET_PASSWORD_MAX) return 'length'
  if (!PASSWORD_CHARS_RE.test(pw)) return 'chars'
  if (!/[A-Za-z]/.test(pw) || !/\d/.test(pw)) return 'mix'
  return null
}
const newPassword = z.string().check(z.superRefine((pw, ctx) => {
  const problem = resetPasswordProblem(pw)
  if (problem === 'length') ctx.addIssue({ code: 'custom', message: 'Length limited to 8-16' })
  else if (problem) ctx.addIssue({ code: 'custom', message: 'Use letters and digits only, at least one of each' })
}))

/** POST {b2b}/b2b/reset_password (json). */
export const resetPasswordSchema = lazySchema(() => z.object({
  username,
  password: newPassword,
  emailCheckCode: z.string().check(z.trim(), z.minLength(1, 'Please enter the verification code'), z.maxLength(CODE_MAX_LENGTH)),
}))
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>

/** POST {b2b}/b2b/forgot_password (json): §3 lookup. `success` travels in the envelope header. */
export const forgotLookupSchema = z.object({ username })
export const forgotLookupResponseSchema = z.object({ email: z.string() })
export type ForgotLookupResponse = z.infer<typeof forgotLookupResponseSchema>

/** POST {b2b}/b2b/changepassword (form) and {b2b}/b2b/change_password (json). */
export const changePasswordSchema = z.object({
  oldPassword: z.string().check(z.minLength(1, 'Please enter password'), z.maxLength(PASSWORD_MAX_LENGTH)),
  newPassword,
})
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>
/** The session is renewed on a password change; integrations get the new token here. */
export const changePasswordResponseSchema = z.object({ token: z.string() })

/** §5 registration rule: 6-16 letters or digits. */
export const SIGNUP_PASSWORD_RE = /^[A-Za-z0-9]{6,16}$/
/** §5 phones: mainland mobile, or fixed line with optional area code. */
export const MOBILE_RE = /^1[3-9]\d{9}$/
export const FIXED_PHONE_RE = /^(0\d{2,3}-?)?\d{8}$/
/** §5 invalid characters in free text. */
export const INVALID_CHARS_RE = /[%&',;=?$"]/

/** Addresses need commas; the other §5 characters stay out. */
const ADDRESS_INVALID_CHARS_RE = /[%&';=?$"]/
const freeText = (max: number, empty: string, invalid = INVALID_CHARS_RE) =>
  z.string().check(z.trim(), z.minLength(1, empty), z.maxLength(max), z.refine((v) => !invalid.test(v), 'Contains invalid characters'))

/** POST /api/v1/users/register/ (json): company sign-up; the main account waits for review. */
export const signupSchema = lazySchema(() => z
  .object({
    companyName: freeText(100, 'Please enter the company name'),
    companyAddress: freeText(200, 'Please enter the company address', ADDRESS_INVALID_CHARS_RE),
    contactName: freeText(60, 'Please enter the contact person'),
    phone: z.string().check(z.trim(), z.minLength(1, 'Please enter the phone number'), z.refine((v) => MOBILE_RE.test(v) || FIXED_PHONE_RE.test(v), 'Phone number format incorrect')),
    email: z.string().check(z.trim(), z.minLength(1, 'please enter your email address'), z.maxLength(254), z.regex(EMAIL_RE, 'email format incorrect, please re-enter')),
    username: z.string().check(z.trim(), z.minLength(1, 'Please enter account'), z.regex(USERNAME_RE, 'Username: 3-16 characters, starting with a letter')),
    password: z.string().check(z.regex(SIGNUP_PASSWORD_RE, 'Password: 6-16 letters or digits')),
    confirmPassword: z.string(),
    agreement: z.literal(true, { error: 'Please read and accept the privacy agreement' }),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: 'The passwords do not match', path: ['confirmPassword'] })))
export type SignupRequest = z.infer<typeof signupSchema>
export const signupResponseSchema = z.object({ username: z.string(), status: z.literal('pending') })
export type SignupResponse = z.infer<typeof signupResponseSchema>

/** a***@example.com: enough for the user to recognise the address, not to harvest it. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@')
  if (at < 1) return ''
  const local = email.slice(0, at)
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2)
  return `${shown}***${email.slice(at)}`
}
