import type { FlowError } from '../../../../machines/login-verification.machine'
import { isApiError } from '../../../lib/api/errors'

/** The API client's errors as the machines see them (machines know nothing of ApiError). */
export function toFlowError(error: unknown): FlowError {
  if (!isApiError(error)) return {}
  return {
    code: error.code,
    message: error.serverMessage,
    handled: error.handled,
    network: error.kind === 'network' || error.kind === 'timeout',
    retryAfterSec: error.retryAfterSec,
  }
}
