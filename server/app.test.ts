import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CURRENCIES } from '../src/contract/currencies'
import { envelopeSchema, errorEnvelopeSchema } from '../src/contract/envelope'
import { exchangeRateListSchema } from '../src/contract/exchange-rates'
import { healthSchema, outboxListSchema } from '../src/contract/platform'
import { createApp } from './app'
import { hotels, mailOutbox } from './db/schema'
import { createTestApp, form, type TestApp } from './test/harness'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  // A route that fails, to see what a client gets from an unexpected error.
  t.app.post('/api/test/boom', () => {
    throw new Error('secret internals: relation "users" password_hash')
  })
})
afterAll(async () => {
  await t?.close()
})

describe('envelope and errors', () => {
  it('answers unknown API paths with a 404 envelope, whatever the method', async () => {
    for (const [method, path] of [
      ['GET', '/b2b/no_such_call'],
      ['POST', '/room_rate/v9/nothing'],
      ['GET', '/static/v2/nothing'],
      ['DELETE', '/api/v1/users/'],
      ['POST', '/en-US/hotel/list'],
    ] as const) {
      const res = await t.request(path, { method })
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(errorEnvelopeSchema.parse(await res.json()).header).toEqual({ code: 404, message: 'not found' })
    }
  })

  it('turns a thrown error into a generic 500 envelope and logs it with the request id', async () => {
    const res = await t.request('/api/test/boom', { method: 'POST', headers: { 'X-Request-Id': 'req-boom-1' } })
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(text).not.toMatch(/secret|password_hash/)
    expect(JSON.parse(text)).toEqual({ header: { code: 500, message: 'server error, please try again later' }, data: null })
    expect(res.headers.get('x-request-id')).toBe('req-boom-1')
    const logged = t.logs.find((l) => l.msg === 'unhandled error')
    expect(logged).toMatchObject({ reqId: 'req-boom-1', path: '/api/test/boom' })
    expect(JSON.stringify(logged)).toMatch(/secret internals/)
  })

  it('logs one line per request with id, method, path, status and duration', async () => {
    await t.request('/healthz?x=secret', { headers: { 'X-Request-Id': 'req-log-1' } })
    const line = t.logs.find((l) => l.reqId === 'req-log-1' && l.msg === 'request')
    expect(line).toMatchObject({ method: 'GET', path: '/healthz', status: 200 })
    expect(typeof line?.ms).toBe('number')
  })

  it('generates a request id when none is sent', async () => {
    const res = await t.request('/healthz')
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('refuses bodies over the limit with 413', async () => {
    const res = await t.request('/b2b/login', form({ username: 'demo_agent', password: 'x'.repeat(1_100_000) }))
    expect(res.status).toBe(413)
    expect(errorEnvelopeSchema.parse(await res.json()).header.code).toBe(413)
  })

  it('sets the security headers on API responses', async () => {
    const res = await t.request('/healthz')
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; frame-src 'self'; frame-ancestors 'self'; base-uri 'self'; form-action 'self'; object-src 'none'",
    )
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })
})

describe('platform endpoints', () => {
  it('GET /healthz names the driver', async () => {
    const res = await t.request('/healthz')
    expect(res.status).toBe(200)
    expect(healthSchema.parse(await res.json())).toEqual({ status: 'ok', db: process.env.DATABASE_URL ? 'postgres' : 'pglite' })
  })

  it('GET /static/v2/exchange_rates lists the 16 currencies in order', async () => {
    const res = await t.request('/static/v2/exchange_rates')
    const body = envelopeSchema(exchangeRateListSchema).parse(await res.json())
    expect(body.data?.map((r) => r.code)).toEqual([...CURRENCIES])
    expect(body.data?.[0]).toMatchObject({ code: 'CNY', perCny: 1 })
    const jpy = body.data?.find((r) => r.code === 'JPY')
    expect(jpy?.perCny).toBeGreaterThan(10)
  })

  it('compresses with brotli or gzip as accepted', async () => {
    const br = await t.request('/static/v2/exchange_rates', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    const fromBr = JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())
    expect(fromBr.data).toHaveLength(16)
    const gz = await t.request('/static/v2/exchange_rates', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).data).toHaveLength(16)
    const plain = await t.request('/static/v2/exchange_rates')
    expect(plain.headers.get('content-encoding')).toBeNull()
  })

  it('serves generated hotel images with long cache headers', async () => {
    const [hotel] = await t.db.db.select().from(hotels).limit(1)
    const res = await t.request(`/static/img/hotel/${hotel!.id}/1.svg`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const svg = await res.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).not.toMatch(/<script|href=/)
    expect(await (await t.request(`/static/img/hotel/${hotel!.id}/1.svg`)).text()).toBe(svg)
    if (hotel!.imageCount < 5) expect((await t.request(`/static/img/hotel/${hotel!.id}/5.svg`)).status).toBe(404)
    expect((await t.request(`/static/img/hotel/${hotel!.id}/6.svg`)).status).toBe(404)
    expect((await t.request('/static/img/hotel/999999/1.svg')).status).toBe(404)
    expect((await t.request('/static/img/hotel/abc/1.svg')).status).toBe(404)
  })

  it('serves the same pictures as PNG, the URLs the API gives, not compressed again', async () => {
    const [hotel] = await t.db.db.select().from(hotels).limit(1)
    const res = await t.request(`/static/img/hotel/${hotel!.id}/1.png`, { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-encoding')).toBeNull()
    const png = Buffer.from(await res.arrayBuffer())
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([800, 533])
    // Asked for twice at once, and again: the same bytes.
    const again = await Promise.all([1, 2].map(() => t.request(`/static/img/hotel/${hotel!.id}/1.png`).then(async (r) => Buffer.from(await r.arrayBuffer()))))
    for (const b of again) expect(b.equals(png)).toBe(true)
    if (hotel!.imageCount < 5) expect((await t.request(`/static/img/hotel/${hotel!.id}/5.png`)).status).toBe(404)
    expect((await t.request(`/static/img/hotel/${hotel!.id}/6.png`)).status).toBe(404)
    expect((await t.request(`/static/img/hotel/${hotel!.id}/1.jpg`)).status).toBe(404)
    expect((await t.request('/static/img/hotel/999999/1.png')).status).toBe(404)
  })

  it('GET /api/dev/outbox lists demo mail, newest first', async () => {
    await t.db.db.insert(mailOutbox).values([
      { to: 'a@example.com', subject: 'first', body: 'code 111111' },
      { to: 'b@example.com', subject: 'second', body: 'code 222222' },
    ])
    const body = envelopeSchema(outboxListSchema).parse(await (await t.request('/api/dev/outbox')).json())
    expect(body.data?.map((m) => m.subject)).toEqual(['second', 'first'])
  })

  it('disables the outbox in production', async () => {
    const prod = createApp({ db: t.db, config: { ...t.config, nodeEnv: 'production' }, logger: (await import('pino')).pino({ level: 'silent' }) })
    const res = await prod.request('/api/dev/outbox')
    expect(res.status).toBe(404)
  })
})
