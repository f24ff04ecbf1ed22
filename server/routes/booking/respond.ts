import type { Context, MiddlewareHandler } from 'hono'
import { ErrorCode } from '../../../src/contract/errors'
import { OrderError } from '../../domain/orders/errors'
import { sendFail, sendFailWithData } from '../../http/respond'
import type { AppEnv } from '../../http/types'

// Order routes turn the domain's OrderError into the §7 envelope (code and, for
// PRICE_CHANGED / PENALTY_CHANGED, the current figure in data). Anything else is a real
// server error and goes to the app's onError.

export function orderErrorResponse(c: Context, e: OrderError) {
  return e.data === undefined ? sendFail(c, e.httpStatus, e.code, e.message) : sendFailWithData(c, e.httpStatus, e.code, e.message, e.data)
}

export async function catchOrderErrors<T>(c: Context, run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run()
  } catch (e) {
    if (e instanceof OrderError) return orderErrorResponse(c, e)
    throw e
  }
}

/** Orders belong to an agency; an account without one (none is seeded) cannot have any. */
export function requireAgency(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.var.user.agencyId === null) return sendFail(c, 403, ErrorCode.FORBIDDEN, 'this account belongs to no agency')
    await next()
  }
}

export function agencyOf(c: Context<AppEnv>): number {
  return c.var.user.agencyId as number
}
