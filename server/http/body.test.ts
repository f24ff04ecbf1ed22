import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTS } from '../routes/hotel/test-helpers'
import { createTestApp, type TestApp } from '../test/harness'

// The body as the real server reads it: Node's request through @hono/node-server, not
// app.request(). Every way a body is read (json, form, text) gets it, the limit holds with and
// without Content-Length, and no undici Request is built for it (http/body.ts).

let t: TestApp
let server: ServerType
let base: string
let handled = 0

beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' } })
  // What a handler read, and whether the adapter had to build a full Request for it.
  t.app.post('/api/test/echo', async (c) => {
    const kind = c.req.query('as')
    const value = kind === 'json' ? await c.req.json<unknown>() : kind === 'form' ? await c.req.parseBody() : await c.req.text()
    const built = Object.getOwnPropertySymbols(c.req.raw).some((s) => s.description === 'requestCache')
    return c.json({ value, built })
  })
  t.app.post('/api/test/count', async (c) => {
    handled++
    return c.json({ text: await c.req.text() })
  })
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await t?.close()
})

/** A request with the body sent in pieces and no Content-Length (Transfer-Encoding: chunked). */
function chunked(path: string, contentType: string, pieces: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': contentType } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (d: string) => (body += d))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    for (const p of pieces) req.write(p)
    req.end()
  })
}

describe('the request body through Node', () => {
  it('is read for json, form and text without building a Request', async () => {
    const json = await fetch(`${base}/api/test/echo?as=json`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ city: '北京', n: 2 }) })
    expect(await json.json()).toEqual({ value: { city: '北京', n: 2 }, built: false })
    const form = await fetch(`${base}/api/test/echo?as=form`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1&b=%E5%8C%97' })
    expect(await form.json()).toEqual({ value: { a: '1', b: '北' }, built: false })
    const text = await chunked('/api/test/echo?as=text', 'text/plain', ['hello ', 'مرحبا'])
    expect(JSON.parse(text.body)).toEqual({ value: 'hello مرحبا', built: false })
  })

  it('logs in with a form and answers a JSON endpoint as before', async () => {
    const [username, password] = ACCOUNTS.agent
    const login = await fetch(`${base}/b2b/login`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username, password }).toString() })
    expect(login.status).toBe(200)
    const bad = await fetch(`${base}/room_rate/v3/hotel_list`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"checkIn":' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { header: { message: string } }).header.message).toMatch(/Malformed JSON/)
  })

  it('refuses a body over the limit with 413, with or without Content-Length', async () => {
    const big = 'x'.repeat(3000)
    const withLength = await fetch(`${base}/api/test/echo?as=text`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: big })
    expect(withLength.status).toBe(413)
    expect(((await withLength.json()) as { header: { code: number } }).header.code).toBe(413)
    const inPieces = await chunked('/api/test/echo?as=text', 'text/plain', [big.slice(0, 1500), big.slice(1500)])
    expect(inPieces.status).toBe(413)
    const justUnder = await chunked('/api/test/echo?as=text', 'text/plain', ['y'.repeat(1024), 'y'.repeat(1024)])
    expect(justUnder.status).toBe(200)
    expect((JSON.parse(justUnder.body) as { value: string }).value).toHaveLength(2048)
  })

  it('runs no handler on a body the client gave up on half-way', async () => {
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${base}/api/test/count`, { method: 'POST', headers: { 'Content-Type': 'text/plain', 'Content-Length': '1000' } })
      req.on('error', () => resolve())
      req.write('only ten b')
      setTimeout(() => {
        req.destroy()
        resolve()
      }, 100)
    })
    await new Promise((r) => setTimeout(r, 300))
    expect(handled).toBe(0)
    const whole = await fetch(`${base}/api/test/count`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'all of it' })
    expect(await whole.json()).toEqual({ text: 'all of it' })
    expect(handled).toBe(1)
  })

  it('leaves GET requests alone', async () => {
    const res = await fetch(`${base}/healthz`)
    expect(res.status).toBe(200)
  })
})
