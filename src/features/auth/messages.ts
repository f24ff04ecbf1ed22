import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { CodeError, FlowError, LoginError } from '../../../machines/login-verification.machine'
import { AuthErrorCode, ErrorCode } from '../../contract'

/**
 * Machine message ids and server codes as text in the active language. Known codes get our
 * translation; otherwise the server's own message (§8), else the given fallback.
 */
export function useAuthMessages() {
  const { t } = useLingui()

  const byCode = (code: number | undefined): string | null => {
    switch (code) {
      case ErrorCode.ACCOUNT_PENDING:
        return t`Your company application is being reviewed. You can log in once it has been approved.`
      case ErrorCode.RATE_LIMITED:
        return t`Too many people are currently accessing, please try again later`
      case ErrorCode.LOGIN_FAILED:
        return t`login failed`
      case AuthErrorCode.CODE_INVALID:
        return t`The verification code is incorrect`
      case AuthErrorCode.CODE_EXPIRED:
        return t`The verification code has expired, please send a new one`
      case AuthErrorCode.RESEND_TOO_SOON:
        return t`Please wait a minute before sending another code`
      case AuthErrorCode.NO_BOUND_EMAIL:
        return t`your account has no bound email, please ask the main account to add one under sub-account management`
      case AuthErrorCode.USER_NOT_FOUND:
        return t`user does not exist`
      case AuthErrorCode.OLD_PASSWORD_WRONG:
        return t`The current password is incorrect`
      case AuthErrorCode.PASSWORD_RULES:
        return t`The new password must differ from the current one`
      case AuthErrorCode.USERNAME_TAKEN:
        return t`This username is already taken`
      default:
        return null
    }
  }

  const flowError = (error: FlowError, fallback: string): string => {
    if (error.network) return t`network error, please try later`
    // A field refused by the request check (e.g. a pasted 200-character name) comes back as the
    // server's English field message ("username: Too big: …"): never shown, in any language.
    if (error.code === ErrorCode.VALIDATION) return fallback
    const text = byCode(error.code) ?? error.message ?? fallback
    // A locked account (too many wrong passwords) or a throttled caller: say how long to wait.
    if (error.code === ErrorCode.RATE_LIMITED && error.retryAfterSec) {
      const minutes = Math.ceil(error.retryAfterSec / 60)
      return `${text} ${t({ message: plural(minutes, { one: 'Try again in # minute.', other: 'Try again in # minutes.' }) })}`
    }
    return text
  }

  return {
    flowError,
    login(error: LoginError): string {
      switch (error.id) {
        case 'accountRequired':
          return t`Please enter account`
        case 'passwordRequired':
          return t`Please enter password`
        case 'noBoundEmail':
          return t`your account has no bound email, please ask the main account to add one under sub-account management`
        case 'server':
          return flowError(error.error, t`login failed`)
      }
    },
    code(error: CodeError): string {
      switch (error.id) {
        case 'sendFirst':
          return t`No code has been sent yet. Press "Send code" first, then enter the code from the email.`
        case 'codeRequired':
          return t`Please enter the verification code sent to your email`
        case 'codeTooLong':
          return t`The verification code has at most 20 characters`
        case 'server':
          return flowError(error.error, t`login failed`)
      }
    },
    sendFailed: () => t`Send verification code failed, please try again later`,
    operationFailed: () => t`Operation failed, please try again later!`,
  }
}
