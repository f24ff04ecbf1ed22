import type { Context, ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ErrorCode } from '../../src/contract/errors'
import { sendFail } from './respond'
import type { AppEnv } from './types'

// §8 default failure text. Internals (messages, stacks, SQL) never reach the client; they
// are logged with the request id, which the client sees in X-Request-Id.
export const SERVER_ERROR_MESSAGE = 'server error, please try again later'

export const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode
    const message = status === 413 ? 'request body too large' : error.message || 'bad request'
    return sendFail(c, status, status, message)
  }
  c.var.deps.logger.error({ reqId: c.var.requestId, method: c.req.method, path: c.req.path, err: error }, 'unhandled error')
  return sendFail(c, 500, ErrorCode.SERVER, SERVER_ERROR_MESSAGE)
}

export function notFound(c: Context) {
  return sendFail(c, 404, ErrorCode.NOT_FOUND, 'not found')
}
