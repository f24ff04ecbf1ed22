import type * as z from 'zod/mini'
import { ErrorCode, envelopeSchema, errorEnvelopeSchema, isSuccess, type ApiBase } from '../../contract'
import { ApiError } from './errors'

// One fetch wrapper for every call (architecture.md src/lib): bases, bodies, credentials,
// CSRF and language headers, the envelope check, retries for idempotent GETs, and the §8
// reactions. The reactions are injected (`effects`) so this file has no router or UI imports.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface Endpoint<TData> {
  method: HttpMethod
  base: ApiBase
  path: string
  /** The `data` schema from src/contract; the envelope around it is checked here. */
  data: z.ZodMiniType<TData>
  /** Request body encoding; the login call is form-encoded (§7). Default json. */
  body?: 'json' | 'form'
  /** The response is the bare data, not a B2B envelope (static files such as rate tables). */
  bare?: boolean
  /**
   * §8 exemptions: user_info and logout do not turn a 403 into logout. `silent` skips every §8
   * reaction (used by the best-effort logout that runs while already handling an expiry).
   */
  skipForbiddenLogout?: boolean
  silent?: boolean
}

export interface RequestOptions {
  body?: Record<string, unknown> | URLSearchParams
  query?: Record<string, string | number | boolean | undefined>
  signal?: AbortSignal
  headers?: Record<string, string>
}

/** §8 side effects, supplied by the app shell (router, toaster, session). */
export interface ApiEffects {
  /** 403 except user_info/logout: log out, go to login. */
  onForbidden(): void
  /** 401 code 128: go to /error/deactivated. */
  onDeactivated(): void
  /** 401 code 40005 (or with field errors): log out, go to login, 'login expired' toast. */
  onAuthExpired(): void
  /** 408 code 130: show the timeout page. */
  onTimeout(): void
}

export interface ApiClientConfig {
  bases: Partial<Record<ApiBase, string>>
  effects: ApiEffects
  getLocale(): string
  getCsrfToken(): string | undefined
  fetch?: typeof fetch
  /** Retries after the first attempt, for GETs on network errors and 5xx only (§7, §9: 3). */
  retries?: number
  retryDelayMs?: (attempt: number) => number
  /** Per-attempt timeout; 0 disables it. */
  timeoutMs?: number
}

export type ApiClient = {
  request<TData>(endpoint: Endpoint<TData>, options?: RequestOptions): Promise<TData>
}

const defaultRetryDelay = (attempt: number) => 300 * 2 ** attempt

export function joinUrl(base: string | undefined, path: string, query?: RequestOptions['query']): string {
  const root = (base ?? '').replace(/\/+$/, '')
  let url = `${root}${path.startsWith('/') ? path : `/${path}`}`
  if (query) {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.append(key, String(value))
    const qs = params.toString()
    if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`
  }
  return url
}

function encodeForm(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams()
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  return form
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

const envelopes = new WeakMap<object, unknown>()

/**
 * The envelope schema around an endpoint's data schema, built once: built per response, every
 * answer paid for a new object schema and zod's set-up on its first parse (#9 TBT).
 */
function envelopeFor<T extends z.core.$ZodType>(data: T): ReturnType<typeof envelopeSchema<T>> {
  let schema = envelopes.get(data) as ReturnType<typeof envelopeSchema<T>> | undefined
  if (!schema) {
    schema = envelopeSchema(data)
    envelopes.set(data, schema)
  }
  return schema
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createApiClient(config: ApiClientConfig): ApiClient {
  const doFetch = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
  const retries = config.retries ?? 3
  const retryDelay = config.retryDelayMs ?? defaultRetryDelay
  const timeoutMs = config.timeoutMs ?? 30_000

  async function attempt<TData>(endpoint: Endpoint<TData>, options: RequestOptions): Promise<TData> {
    const headers = new Headers(options.headers)
    headers.set('Accept', 'application/json')
    headers.set('Accept-Language', config.getLocale())
    let body: BodyInit | undefined
    if (endpoint.method !== 'GET' && options.body !== undefined) {
      if (endpoint.body === 'form') {
        body = options.body instanceof URLSearchParams ? options.body : encodeForm(options.body)
        headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8')
      } else {
        body = JSON.stringify(options.body instanceof URLSearchParams ? Object.fromEntries(options.body) : options.body)
        headers.set('Content-Type', 'application/json')
      }
    }
    if (endpoint.method !== 'GET') {
      // Cookie-authenticated writes carry the double-submit token (architecture.md Sessions).
      const csrf = config.getCsrfToken()
      if (csrf) headers.set('X-CSRFToken', csrf)
    }

    const timeoutSignal = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined
    const signal = options.signal && timeoutSignal ? AbortSignal.any([options.signal, timeoutSignal]) : options.signal ?? timeoutSignal

    let response: Response
    try {
      response = await doFetch(joinUrl(config.bases[endpoint.base], endpoint.path, options.query), {
        method: endpoint.method,
        headers,
        body,
        credentials: 'same-origin',
        signal,
      })
    } catch (error) {
      // A caller's abort is not a failure to report; let it propagate untouched.
      if (options.signal?.aborted) throw error
      if (timeoutSignal?.aborted) throw new ApiError({ kind: 'timeout', status: 500, cause: error })
      throw new ApiError({ kind: 'network', status: 0, cause: error })
    }

    const json = await readJson(response)
    const envelope = errorEnvelopeSchema.safeParse(json)
    const header = envelope.success ? envelope.data.header : undefined
    const fieldErrors = envelope.success ? (envelope.data.errors ?? []) : []
    const serverMessage = header && !isSuccess({ header }) ? header.message : undefined
    // A failure's `data` may carry what the caller needs to recover (PRICE_CHANGED: currentTotal).
    const data = envelope.success && envelope.data.data !== null ? envelope.data.data : undefined

    if (!response.ok) {
      // Retry-After in seconds (the server never sends the HTTP-date form).
      const retryAfter = Number(response.headers.get('Retry-After') ?? '')
      const retryAfterSec = response.status === 429 && Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : undefined
      const failure = { status: response.status, code: header?.code, serverMessage, fieldErrors, retryAfterSec, data }
      if (!endpoint.silent) {
        if (response.status === 401 && header?.code === ErrorCode.DEACTIVATED) {
          config.effects.onDeactivated()
          throw new ApiError({ ...failure, kind: 'deactivated', handled: true })
        }
        if (response.status === 401 && (header?.code === ErrorCode.AUTH_EXPIRED || fieldErrors.length > 0)) {
          config.effects.onAuthExpired()
          throw new ApiError({ ...failure, kind: 'auth-expired', handled: true })
        }
        if (response.status === 403 && !endpoint.skipForbiddenLogout) {
          config.effects.onForbidden()
          throw new ApiError({ ...failure, kind: 'forbidden', handled: true })
        }
        if (response.status === 408 && header?.code === ErrorCode.TIMEOUT) {
          config.effects.onTimeout()
          throw new ApiError({ ...failure, kind: 'timeout', handled: true })
        }
      }
      if (response.status === 401) throw new ApiError({ ...failure, kind: 'unauthenticated' })
      if (response.status === 408) throw new ApiError({ ...failure, kind: 'timeout' })
      throw new ApiError({ ...failure, kind: 'http' })
    }

    if (endpoint.bare) {
      const parsed = endpoint.data.safeParse(json)
      if (!parsed.success) throw new ApiError({ kind: 'contract', status: response.status, cause: parsed.error })
      return parsed.data
    }
    const parsed = envelopeFor(endpoint.data).safeParse(json)
    if (!parsed.success) {
      // A well-formed failure envelope whose data does not match is still a business failure.
      if (header && !isSuccess({ header })) {
        throw new ApiError({ kind: 'business', status: response.status, code: header.code, serverMessage, fieldErrors, data })
      }
      throw new ApiError({ kind: 'contract', status: response.status, cause: parsed.error })
    }
    if (!isSuccess(parsed.data)) {
      throw new ApiError({ kind: 'business', status: response.status, code: parsed.data.header.code, serverMessage, fieldErrors, data })
    }
    if (parsed.data.data === null) {
      // `data: null` is only valid when the endpoint's schema accepts null itself.
      const nullable = endpoint.data.safeParse(null)
      if (!nullable.success) throw new ApiError({ kind: 'contract', status: response.status, cause: nullable.error })
      return nullable.data
    }
    return parsed.data.data
  }

  function retryable(error: unknown): boolean {
    if (!(error instanceof ApiError) || error.handled) return false
    return error.kind === 'network' || (error.kind === 'http' && error.status >= 500)
  }

  return {
    async request<TData>(endpoint: Endpoint<TData>, options: RequestOptions = {}): Promise<TData> {
      // Only idempotent GETs are retried; a write is never repeated behind the user's back.
      const maxRetries = endpoint.method === 'GET' ? retries : 0
      for (let n = 0; ; n++) {
        try {
          return await attempt(endpoint, options)
        } catch (error) {
          if (n >= maxRetries || !retryable(error) || options.signal?.aborted) throw error
          await sleep(retryDelay(n))
        }
      }
    },
  }
}
