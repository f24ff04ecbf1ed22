import type { Context } from 'hono'
import { OrderError } from '../../domain/orders/errors'
import { sendFailWithData } from '../../http/respond'

/** Domain errors (thrown inside transactions) as the §7 envelope; anything else rethrows (500). */
export function sendDomainError(c: Context, error: unknown) {
  if (error instanceof OrderError) return sendFailWithData(c, error.httpStatus, error.code, error.message, error.data ?? null)
  throw error
}
