// §8 and §9: error codes the client reacts to, and the HTTP statuses they travel with.
export const ErrorCode = {
  /** 401 with this body code: token expired → log out, login, "login expired". */
  AUTH_EXPIRED: 40005,
  /** 401 with this body code: account deactivated → /error/deactivated. */
  DEACTIVATED: 128,
  /** 408 with this body code: timeout page. */
  TIMEOUT: 130,
  /** 400: request failed contract validation; `errors` names the fields. */
  VALIDATION: 400,
  /** 401 without a session. */
  UNAUTHENTICATED: 401,
  /** 403: logged in but not allowed, or CSRF check failed. */
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  /** 429: too many attempts (§8 "Too many people are currently accessing"). */
  RATE_LIMITED: 429,
  SERVER: 500,
  /** Login refused: wrong account or password. */
  LOGIN_FAILED: 1001,
  /** Login refused: account pending review (company sign-up). */
  ACCOUNT_PENDING: 1002,
  /** Login refused until the emailed code is given (§4 login security verification). */
  VERIFY_REQUIRED: 1003,
} as const
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode]

/** §8 verification reasons returned by the login check. */
export const VerifyReason = {
  PASSWORD_STALE: 601,
  NEW_IP: 602,
  INACTIVE: 603,
  FIRST_LOGIN: 604,
} as const
