import type { FieldError } from '../../contract'

// §8 failure kinds. `handled` kinds already triggered a side effect (navigation, logout), so
// callers usually need not show anything more.
export type ApiErrorKind =
  | 'network' // no response (offline, DNS, CORS)
  | 'timeout' // 408 code 130, or our own request timeout
  | 'auth-expired' // 401 code 40005 (or with field errors): logged out, sent to login
  | 'deactivated' // 401 code 128: sent to /error/deactivated
  | 'forbidden' // 403: logged out, sent to login
  | 'unauthenticated' // 401 without one of the codes above
  | 'http' // any other non-2xx answer
  | 'business' // 2xx envelope whose header message is not 'Success'
  | 'contract' // the answer did not match the contract schema

/** §8 default texts, in English; the UI translates them by `fallback` (see useApiErrorText). */
export const DEFAULT_MESSAGES = {
  timeout: 'request timed out, please retry',
  generic: 'operation failed, please retry later',
  network: 'network error, please try later',
} as const
export type FallbackMessage = keyof typeof DEFAULT_MESSAGES

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  /** HTTP status (0 without a response); §8 defaults use 500 for timeouts and generic failures. */
  readonly status: number
  /** Envelope header code when there was one. */
  readonly code: number | undefined
  /** The server's own message, when it sent one worth showing. */
  readonly serverMessage: string | undefined
  readonly fieldErrors: readonly FieldError[]
  readonly fallback: FallbackMessage
  /** A §8 side effect (navigate/logout) has already run for this failure. */
  readonly handled: boolean
  /** 429: the server's Retry-After, in seconds. */
  readonly retryAfterSec: number | undefined
  /** The failure envelope's `data`, as sent (e.g. `{ currentTotal }` with PRICE_CHANGED); not validated. */
  readonly data?: unknown

  constructor(init: {
    kind: ApiErrorKind
    status: number
    code?: number
    serverMessage?: string
    fieldErrors?: readonly FieldError[]
    handled?: boolean
    retryAfterSec?: number
    data?: unknown
    cause?: unknown
  }) {
    const fallback: FallbackMessage = init.kind === 'timeout' ? 'timeout' : init.kind === 'network' ? 'network' : 'generic'
    super(init.serverMessage || DEFAULT_MESSAGES[fallback], { cause: init.cause })
    this.kind = init.kind
    this.status = init.status
    this.code = init.code
    this.serverMessage = init.serverMessage || undefined
    this.fieldErrors = init.fieldErrors ?? []
    this.fallback = fallback
    this.handled = init.handled ?? false
    this.retryAfterSec = init.retryAfterSec
    this.data = init.data
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
