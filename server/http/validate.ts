import type { Context, MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { FieldError } from '../../src/contract/envelope'
import { ErrorCode } from '../../src/contract/errors'
import { sendFail } from './respond'
import type { AppEnv } from './types'

// One way to read request input: parse the json / form / query / params with a contract
// schema, or answer 400 with the envelope naming the field ("username: Please enter
// account") and listing every field error. Handlers then read c.req.valid(target).

export type ValidationTarget = 'json' | 'form' | 'query' | 'param'

// Contract schemas are zod/mini schemas, and zod/mini loads no locale: without one, every issue
// without a custom message reads 'Invalid input'. Classic zod sets English when its first schema
// is built; set here so the field errors this server sends never depend on that happening first.
z.config(z.locales.en())

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** The value at `path` in a parsed request body or query (undefined where there is none). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/**
 * Zod issues as §7 field errors. A missing field reads "Required"; a field of the wrong type
 * keeps zod's "expected string, received number" (zod does not report the input by default,
 * so whether the field was there is read from `input`).
 */
export function fieldErrors(error: z.core.$ZodError, input: unknown): FieldError[] {
  return error.issues.map((issue) => {
    const missing = issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined
    return { field: issue.path.map(String).join('.') || 'body', message: missing ? 'Required' : issue.message }
  })
}

export function validationFailure(c: Context, errors: FieldError[]) {
  const first = errors[0]
  const message = first ? `${first.field}: ${first.message}` : 'invalid request'
  return sendFail(c, 400, ErrorCode.VALIDATION, message, errors)
}

async function readInput(c: Context, target: ValidationTarget): Promise<{ value: unknown } | { error: string }> {
  switch (target) {
    case 'json': {
      if (!JSON_TYPE.test(mediaType(c))) return { error: 'Request body must be JSON (Content-Type: application/json)' }
      try {
        return { value: await c.req.json() }
      } catch {
        return { error: 'Malformed JSON in request body' }
      }
    }
    case 'form': {
      if (!FORM_TYPES.has(mediaType(c))) return { error: 'Request body must be form-encoded' }
      try {
        return { value: await c.req.parseBody() }
      } catch {
        return { error: 'Malformed form body' }
      }
    }
    case 'query':
      return { value: c.req.query() }
    case 'param':
      return { value: c.req.param() }
  }
}

// C0 control characters other than tab, line feed and carriage return. PostgreSQL refuses
// U+0000 in text outright (the query would fail with a 500), and the others have no place in
// any field of this API, so they are refused here once for every endpoint.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** Path of the first string (or key) in `value` holding a control character, if any. */
export function findControlChars(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARS.test(value) ? path.join('.') || 'body' : undefined
  if (value instanceof File) return undefined
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const hit = findControlChars(item, [...path, String(i)])
      if (hit !== undefined) return hit
    }
    return undefined
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARS.test(key)) return [...path, key.replace(CONTROL_CHARS, '?')].join('.')
      const hit = findControlChars(item, [...path, key])
      if (hit !== undefined) return hit
    }
  }
  return undefined
}

// Contract schemas are zod/mini schemas (small client bundle), the server's own are classic:
// both are core schemas, parsed here with the standalone function.
export function validate<K extends ValidationTarget, T extends z.core.$ZodType>(
  target: K,
  schema: T,
): MiddlewareHandler<AppEnv, string, { in: { [P in K]: z.input<T> }; out: { [P in K]: z.output<T> } }> {
  return async (c, next) => {
    const input = await readInput(c, target)
    if ('error' in input) return sendFail(c, 400, ErrorCode.VALIDATION, input.error)
    const badField = findControlChars(input.value)
    if (badField !== undefined) {
      return validationFailure(c, [{ field: badField, message: 'must not contain control characters' }])
    }
    const parsed = await z.safeParseAsync(schema, input.value)
    if (!parsed.success) return validationFailure(c, fieldErrors(parsed.error, input.value))
    c.req.addValidatedData(target, parsed.data as object)
    await next()
  }
}
