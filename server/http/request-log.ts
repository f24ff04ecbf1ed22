import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './types'

/** One structured line per request: request id, method, path (no query), status, ms. */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const ms = Math.round((performance.now() - started) * 10) / 10
    c.var.deps.logger.info(
      { reqId: c.var.requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms },
      'request',
    )
  }
}
