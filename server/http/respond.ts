import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { fail, ok, type FieldError } from '../../src/contract/envelope'

// Every API answer is the §7 envelope from src/contract/envelope.ts.

export function sendOk<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  return c.json(ok(data), status)
}

export function sendFail(c: Context, status: ContentfulStatusCode, code: number, message: string, errors?: FieldError[]) {
  return c.json(fail(code, message, errors), status)
}

/** An error envelope that still carries data (login refusals report a LoginResponse). */
export function sendFailWithData<T>(c: Context, status: ContentfulStatusCode, code: number, message: string, data: T) {
  return c.json({ header: { code, message }, data }, status)
}
