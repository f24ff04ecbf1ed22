import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, login, type TestApp } from '../test/harness'
import { bootHints, bootHintSource, catalogFiles } from './client-hints'
import { readBuildManifest } from './route-chunks'

// The session lookup can be made to fail, as a database outage would.
const lookup = vi.hoisted(() => ({ fail: false }))
vi.mock('../http/session', async (importOriginal) => {
  const real = await importOriginal<typeof import('../http/session')>()
  return {
    ...real,
    resolveSession: (...args: Parameters<typeof real.resolveSession>) => (lookup.fail ? Promise.reject(new Error('database down')) : real.resolveSession(...args)),
  }
})

let t: TestApp
let dist: string
const INDEX = '<!doctype html><html><head><title>portal</title></head><body><div id="root"></div></body></html>'
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  'locales/en-US/messages.po': { file: 'assets/messages-en.js' },
  'locales/zh-CN/messages.po': { file: 'assets/messages-zh.js' },
  'locales/zh-CN/marketing.po': { file: 'assets/marketing-zh.js' },
  'src/routes/$locale/_currency/hotel/list.tsx?tsr-split=component': { file: 'assets/list.js', imports: ['_vendor.js'] },
  'src/routes/$locale/_bare/login.tsx?tsr-split=component': { file: 'assets/login.js', imports: ['_vendor.js'] },
}
const LIST = '<link rel="modulepreload" href="/assets/list.js" />'
const USER_INFO = '<link rel="preload" href="/b2b/user_info" as="fetch" crossorigin="anonymous" />'

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'b2b-hints-'))
  writeFileSync(path.join(dist, 'index.html'), INDEX)
  mkdirSync(path.join(dist, '.vite'))
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  t = await createTestApp({ distDir: dist })
})
afterAll(async () => {
  await t?.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('boot hints in index.html (#9)', () => {
  it('reads the app catalog of each locale from the manifest, not the marketing one', () => {
    expect([...catalogFiles(readBuildManifest(dist))]).toEqual([
      ['en-US', '/assets/messages-en.js'],
      ['zh-CN', '/assets/messages-zh.js'],
    ])
    expect(catalogFiles(readBuildManifest(path.join(dist, 'missing'))).size).toBe(0)
    expect(bootHints({ pathname: '/en-US/login', source: bootHintSource(path.join(dist, 'missing')), liveSession: true })).toBe(USER_INFO)
  })

  it('names the catalog of the URL locale only', () => {
    const source = bootHintSource(dist)
    expect(bootHints({ pathname: '/zh-CN/hotel/list', source, liveSession: false })).toBe('<link rel="modulepreload" href="/assets/messages-zh.js" />')
    // A locale without a catalog of its own, an unknown prefix and the admin area: nothing.
    for (const pathname of ['/ko/hotel/list', '/xx/hotel', '/admin/users', '/']) expect(bootHints({ pathname, source, liveSession: false }), pathname).toBe('')
  })

  it("names the page's own chunks after the app's: the session's pages with one, the login page without", () => {
    const source = bootHintSource(dist)
    expect(bootHints({ pathname: '/en-US/hotel/list', source, liveSession: true })).toBe(`<link rel="modulepreload" href="/assets/messages-en.js" />${USER_INFO}${LIST}`)
    // Without a session the app sends the list to login: its chunks would be downloaded for nothing.
    expect(bootHints({ pathname: '/en-US/hotel/list', source, liveSession: false })).not.toContain('list.js')
    expect(bootHints({ pathname: '/en-US/login', source, liveSession: false })).toBe('<link rel="modulepreload" href="/assets/messages-en.js" /><link rel="modulepreload" href="/assets/login.js" />')
    // An unknown locale prefix is a 404 page.
    expect(bootHints({ pathname: '/xx/hotel/list', source, liveSession: true })).toBe(USER_INFO)
  })

  it('preloads user_info only for a request with a live session and the CSRF cookie', async () => {
    const visitor = await t.request('/en-US/hotel/list')
    const html = await visitor.text()
    expect(html).toContain('<link rel="modulepreload" href="/assets/messages-en.js" /></head>')
    expect(html).not.toContain('user_info')
    expect(visitor.headers.get('vary')).toMatch(/Cookie/)

    const session = await login(t, 'demo_agent', 'Harbor7Sky9')
    const agent = await t.request('/en-US/hotel/list', { headers: { Cookie: session.cookie } })
    expect(await agent.text()).toContain(`${USER_INFO}${LIST}</head>`)
    // The same URL answers a visitor and an agent differently: a revalidation must not cross.
    expect(agent.headers.get('etag')).not.toBe(visitor.headers.get('etag'))

    // Without the CSRF cookie the app would not ask; an unknown or ended session would get a
    // 401, which a preload turns into a failed load (see client-hints.ts): no preload.
    const without = async (cookie: string) => (await (await t.request('/en-US/hotel/list', { headers: { Cookie: cookie } })).text()).includes('user_info')
    expect(await without(`token=${session.token}`)).toBe(false)
    expect(await without('token=abc; csrftoken=def')).toBe(false)
    const out = await t.request('/b2b/logout', { method: 'POST', headers: { Cookie: session.cookie, 'X-CSRFToken': session.csrf, Origin: 'http://localhost' } })
    expect(out.status).toBe(200)
    expect(await without(session.cookie)).toBe(false)
  })

  it('still answers the page, without the user_info hint, when the session lookup fails', async () => {
    const session = await login(t, 'demo_agent', 'Harbor7Sky9')
    lookup.fail = true
    try {
      const res = await t.request('/en-US/hotel/list', { headers: { Cookie: session.cookie } })
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain('messages-en.js')
      expect(html).not.toContain('user_info')
    } finally {
      lookup.fail = false
    }
  })

  it('leaves /index.html itself (the service worker precaches it) as built', async () => {
    expect(await (await t.request('/index.html', { headers: { Cookie: 'token=abc; csrftoken=def' } })).text()).toBe(INDEX)
  })
})
