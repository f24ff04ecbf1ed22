import { describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import { ErrorCode, Paths, creditSchema, fail, loginResponseSchema, ok, userInfoSchema } from '../../contract'
import { setupMswServer } from '../../test/msw'
import { creditFixture, userFixture } from '../../test/fixtures'
import { createApiClient, joinUrl, type ApiEffects, type Endpoint } from './client'
import { ApiError, DEFAULT_MESSAGES } from './errors'

const BASE = 'http://api.test'
const server = setupMswServer()

const userInfo: Endpoint<z.infer<typeof userInfoSchema>> = {
  method: 'GET', base: 'b2b', path: Paths.userInfo, data: userInfoSchema, skipForbiddenLogout: true,
}
const credit: Endpoint<z.infer<typeof creditSchema>> = { method: 'POST', base: 'b2b', path: Paths.creditAmount, data: creditSchema }
const login: Endpoint<z.infer<typeof loginResponseSchema>> = {
  method: 'POST', base: 'b2b', path: Paths.login, data: loginResponseSchema, body: 'form',
}
const logout: Endpoint<unknown> = { method: 'POST', base: 'b2b', path: Paths.logout, data: z.unknown(), skipForbiddenLogout: true }

function setup(overrides: { csrf?: string; retries?: number } = {}) {
  const effects = {
    onForbidden: vi.fn<() => void>(), onDeactivated: vi.fn<() => void>(), onAuthExpired: vi.fn<() => void>(), onTimeout: vi.fn<() => void>(),
  } satisfies ApiEffects
  const client = createApiClient({
    bases: { b2b: BASE, static: `${BASE}/cdn/` },
    effects,
    getLocale: () => 'ja',
    getCsrfToken: () => overrides.csrf,
    retries: overrides.retries,
    retryDelayMs: () => 0,
  })
  return { client, effects }
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('requests', () => {
  it('joins bases, paths and queries', () => {
    expect(joinUrl('', '/b2b/login')).toBe('/b2b/login')
    expect(joinUrl('https://x.test/', 'a', { q: 'a b', n: 2, skip: undefined })).toBe('https://x.test/a?q=a+b&n=2')
  })

  it('sends Accept-Language and no CSRF header on GET, and parses the envelope data', async () => {
    let seen: Headers | undefined
    server.use(
      http.get(`${BASE}${Paths.userInfo}`, ({ request }) => {
        seen = request.headers
        return HttpResponse.json(ok(userFixture()))
      }),
    )
    const { client } = setup({ csrf: 'tok' })
    await expect(client.request(userInfo)).resolves.toMatchObject({ username: 'demo_agent' })
    expect(seen?.get('accept-language')).toBe('ja')
    expect(seen?.get('x-csrftoken')).toBeNull()
  })

  it('form-encodes the login body and sends X-CSRFToken on writes', async () => {
    let body = ''
    let headers: Headers | undefined
    server.use(
      http.post(`${BASE}${Paths.login}`, async ({ request }) => {
        body = await request.text()
        headers = request.headers
        return HttpResponse.json(ok(loginResponseSchema.parse({ success: true, token: 't', changePassword: false, isMainUser: true })))
      }),
    )
    const { client } = setup({ csrf: 'csrf-123' })
    await client.request(login, { body: { username: 'demo_agent', password: 'p&ss word' } })
    expect(body).toBe('username=demo_agent&password=p%26ss+word')
    expect(headers?.get('content-type')).toContain('application/x-www-form-urlencoded')
    expect(headers?.get('x-csrftoken')).toBe('csrf-123')
  })

  it('sends JSON bodies by default', async () => {
    let body: unknown
    server.use(
      http.post(`${BASE}${Paths.creditAmount}`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(ok(creditFixture()))
      }),
    )
    const { client } = setup()
    await expect(client.request(credit, { body: { a: 1 } })).resolves.toMatchObject({ availCredit: 80000 })
    expect(body).toEqual({ a: 1 })
  })

  it('rejects a business failure with the server message', async () => {
    server.use(http.post(`${BASE}${Paths.creditAmount}`, () => HttpResponse.json(fail(2001, 'credit account missing'))))
    const error = await failure(setup().client.request(credit))
    expect(error.kind).toBe('business')
    expect(error.code).toBe(2001)
    expect(error.message).toBe('credit account missing')
  })

  it("carries the failure envelope's data (business and HTTP failures), e.g. PRICE_CHANGED's currentTotal", async () => {
    server.use(http.post(`${BASE}${Paths.creditAmount}`, () => HttpResponse.json({ ...fail(2001, 'price changed'), data: { currentTotal: 1350 } })))
    const business = await failure(setup().client.request(credit))
    expect(business).toMatchObject({ kind: 'business', code: 2001, data: { currentTotal: 1350 } })

    server.use(http.post(`${BASE}${Paths.creditAmount}`, () => HttpResponse.json({ ...fail(2001, 'price changed'), data: { currentTotal: 1350 } }, { status: 422 })))
    const refused = await failure(setup().client.request(credit))
    expect(refused).toMatchObject({ kind: 'http', status: 422, code: 2001, data: { currentTotal: 1350 } })

    server.use(http.post(`${BASE}${Paths.creditAmount}`, () => HttpResponse.json(fail(2001, 'credit account missing'))))
    expect((await failure(setup().client.request(credit))).data).toBeUndefined()
  })

  it('rejects data that breaks the contract', async () => {
    server.use(http.get(`${BASE}${Paths.userInfo}`, () => HttpResponse.json(ok({ username: 42 }))))
    expect((await failure(setup().client.request(userInfo))).kind).toBe('contract')
  })

  it('accepts bare (non-envelope) data when the endpoint says so', async () => {
    server.use(http.get(`${BASE}/cdn/rates`, () => HttpResponse.json([1, 2])))
    const bare: Endpoint<number[]> = { method: 'GET', base: 'static', path: '/rates', data: z.array(z.number()), bare: true }
    await expect(setup().client.request(bare)).resolves.toEqual([1, 2])
  })
})

describe('§8 handling', () => {
  it('403 logs out and goes to login', async () => {
    server.use(http.post(`${BASE}${Paths.creditAmount}`, () => HttpResponse.json(fail(403, 'forbidden'), { status: 403 })))
    const { client, effects } = setup()
    const error = await failure(client.request(credit))
    expect(error.kind).toBe('forbidden')
    expect(error.handled).toBe(true)
    expect(effects.onForbidden).toHaveBeenCalledOnce()
  })

  it('403 on user_info and logout does not log out', async () => {
    server.use(
      http.get(`${BASE}${Paths.userInfo}`, () => HttpResponse.json(fail(403, 'no'), { status: 403 })),
      http.post(`${BASE}${Paths.logout}`, () => HttpResponse.json(fail(403, 'csrf'), { status: 403 })),
    )
    const { client, effects } = setup()
    expect((await failure(client.request(userInfo))).kind).toBe('http')
    expect((await failure(client.request(logout))).kind).toBe('http')
    expect(effects.onForbidden).not.toHaveBeenCalled()
  })

  it('401 code 128 goes to the deactivated page', async () => {
    server.use(http.post(`${BASE}${Paths.login}`, () => HttpResponse.json(fail(ErrorCode.DEACTIVATED, 'account frozen'), { status: 401 })))
    const { client, effects } = setup()
    expect((await failure(client.request(login, { body: {} }))).kind).toBe('deactivated')
    expect(effects.onDeactivated).toHaveBeenCalledOnce()
    expect(effects.onAuthExpired).not.toHaveBeenCalled()
  })

  it('401 code 40005 is a token expiry', async () => {
    server.use(http.get(`${BASE}${Paths.userInfo}`, () => HttpResponse.json(fail(ErrorCode.AUTH_EXPIRED, 'expired'), { status: 401 })))
    const { client, effects } = setup()
    expect((await failure(client.request(userInfo))).kind).toBe('auth-expired')
    expect(effects.onAuthExpired).toHaveBeenCalledOnce()
  })

  it('401 with a non-empty body error is a token expiry too', async () => {
    server.use(
      http.post(`${BASE}${Paths.creditAmount}`, () =>
        HttpResponse.json(fail(401, 'bad token', [{ field: 'token', message: 'invalid' }]), { status: 401 }),
      ),
    )
    const { client, effects } = setup()
    expect((await failure(client.request(credit))).kind).toBe('auth-expired')
    expect(effects.onAuthExpired).toHaveBeenCalledOnce()
  })

  it('plain 401 (not logged in) rejects without side effects', async () => {
    server.use(http.get(`${BASE}${Paths.userInfo}`, () => HttpResponse.json(fail(401, 'login required'), { status: 401 })))
    const { client, effects } = setup()
    const error = await failure(client.request(userInfo))
    expect(error.kind).toBe('unauthenticated')
    expect(error.message).toBe('login required')
    expect(Object.values(effects).every((fn) => fn.mock.calls.length === 0)).toBe(true)
  })

  it('408 code 130 shows the timeout page', async () => {
    server.use(http.post(`${BASE}${Paths.creditAmount}`, () => HttpResponse.json(fail(ErrorCode.TIMEOUT, 'timeout'), { status: 408 })))
    const { client, effects } = setup()
    expect((await failure(client.request(credit))).kind).toBe('timeout')
    expect(effects.onTimeout).toHaveBeenCalledOnce()
  })

  it('other failures carry the server message, else the §8 default', async () => {
    server.use(http.post(`${BASE}${Paths.login}`, () => HttpResponse.json(fail(ErrorCode.LOGIN_FAILED, 'login failed'), { status: 400 })))
    const { client } = setup()
    const error = await failure(client.request(login, { body: {} }))
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 1001, message: 'login failed' })

    server.use(http.post(`${BASE}${Paths.login}`, () => new HttpResponse('oops', { status: 502 })))
    const generic = await failure(client.request(login, { body: {} }))
    expect(generic.message).toBe(DEFAULT_MESSAGES.generic)
    expect(generic.serverMessage).toBeUndefined()
  })

  it("a 429 carries the server's Retry-After in seconds", async () => {
    server.use(http.post(`${BASE}${Paths.login}`, () => HttpResponse.json(fail(ErrorCode.RATE_LIMITED, 'too many'), { status: 429, headers: { 'Retry-After': '840' } })))
    const { client } = setup()
    expect(await failure(client.request(login, { body: {} }))).toMatchObject({ status: 429, retryAfterSec: 840 })
    server.use(http.post(`${BASE}${Paths.login}`, () => HttpResponse.json(fail(ErrorCode.RATE_LIMITED, 'too many'), { status: 429 })))
    expect((await failure(client.request(login, { body: {} }))).retryAfterSec).toBeUndefined()
  })

  it('a silent endpoint skips every reaction', async () => {
    server.use(http.post(`${BASE}${Paths.logout}`, () => HttpResponse.json(fail(ErrorCode.AUTH_EXPIRED, 'expired'), { status: 401 })))
    const { client, effects } = setup()
    await failure(client.request({ ...logout, silent: true }))
    expect(effects.onAuthExpired).not.toHaveBeenCalled()
  })
})

describe('retries (§7 retry 3)', () => {
  it('retries a GET up to 3 times on 5xx, then succeeds', async () => {
    let calls = 0
    server.use(
      http.get(`${BASE}${Paths.userInfo}`, () => {
        calls++
        return calls < 4 ? HttpResponse.json(fail(500, 'boom'), { status: 503 }) : HttpResponse.json(ok(userFixture()))
      }),
    )
    await expect(setup().client.request(userInfo)).resolves.toMatchObject({ username: 'demo_agent' })
    expect(calls).toBe(4)
  })

  it('gives up after 3 retries with the last error', async () => {
    let calls = 0
    server.use(
      http.get(`${BASE}${Paths.userInfo}`, () => {
        calls++
        return HttpResponse.json(fail(500, 'still down'), { status: 500 })
      }),
    )
    const error = await failure(setup().client.request(userInfo))
    expect(calls).toBe(4)
    expect(error.message).toBe('still down')
  })

  it('retries network errors on GET', async () => {
    let calls = 0
    server.use(
      http.get(`${BASE}${Paths.userInfo}`, () => {
        calls++
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(ok(userFixture()))
      }),
    )
    await expect(setup().client.request(userInfo)).resolves.toBeTruthy()
    expect(calls).toBe(2)
  })

  it('never retries writes', async () => {
    let calls = 0
    server.use(
      http.post(`${BASE}${Paths.creditAmount}`, () => {
        calls++
        return HttpResponse.error()
      }),
    )
    const error = await failure(setup().client.request(credit))
    expect(error.kind).toBe('network')
    expect(error.message).toBe(DEFAULT_MESSAGES.network)
    expect(calls).toBe(1)
  })

  it('does not retry 4xx', async () => {
    let calls = 0
    server.use(
      http.get(`${BASE}${Paths.userInfo}`, () => {
        calls++
        return HttpResponse.json(fail(404, 'nope'), { status: 404 })
      }),
    )
    await failure(setup().client.request(userInfo))
    expect(calls).toBe(1)
  })

  it('propagates a caller abort untouched', async () => {
    server.use(http.get(`${BASE}${Paths.userInfo}`, async () => {
      await new Promise((r) => setTimeout(r, 50))
      return HttpResponse.json(ok(userFixture()))
    }))
    const controller = new AbortController()
    const pending = setup().client.request(userInfo, { signal: controller.signal })
    controller.abort()
    const error = await pending.then(() => undefined, (e: unknown) => e)
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
  })
})
