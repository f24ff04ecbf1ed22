import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { createTestApp, type TestApp } from '../test/harness'
import { preferredLanguages } from './client'

let t: TestApp
let dist: string
const INDEX = '<!doctype html><html><head><title>portal</title></head><body><div id="root"></div></body></html>'

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'b2b-dist-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), INDEX)
  writeFileSync(path.join(dist, 'assets', 'index-4f2a9c1b.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`)
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(path.join(dist, 'registerSW.js'), '/* register */')
  writeFileSync(path.join(dist, 'workbox-8c29f6e4.js'), '/* workbox */')
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"portal"}')
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  mkdirSync(path.join(dist, '.vite'))
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{}}')
  t = await createTestApp({ distDir: dist })
})
afterAll(async () => {
  await t?.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('static client', () => {
  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.request('/assets/index-4f2a9c1b.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-type')).toMatch(/javascript/)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('revalidates the entry and service-worker files every time', async () => {
    for (const file of ['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest', '/workbox-8c29f6e4.js']) {
      const res = await t.request(file)
      expect(res.status, file).toBe(200)
      expect(res.headers.get('cache-control'), file).toBe('no-cache')
    }
    expect((await t.request('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('answers client routes with index.html (200, no-cache, security headers)', async () => {
    for (const route of ['/en-US/', '/en-US/hotel/list', '/zh-CN/pay/succeed.1', '/en-US/user/password.mixin', '/admin/users', '/ar/no-such-page']) {
      const res = await t.request(route)
      expect(res.status, route).toBe(200)
      expect(res.headers.get('content-type'), route).toMatch(/^text\/html/)
      expect(res.headers.get('cache-control'), route).toBe('no-cache')
      expect(res.headers.get('content-security-policy'), route).toMatch(/frame-ancestors 'self'/)
      expect(await res.text(), route).toBe(INDEX)
    }
    const head = await t.request('/en-US/order', { method: 'HEAD' })
    expect(head.status).toBe(200)
  })

  it('answers revalidation of no-cache files with 304', async () => {
    for (const p of ['/sw.js', '/en-US/hotel/list']) {
      const first = await t.request(p)
      const tag = first.headers.get('etag')
      expect(tag, p).toMatch(/^"[^"]+"$/)
      const again = await t.request(p, { headers: { 'If-None-Match': tag! } })
      expect(again.status, p).toBe(304)
      expect(again.headers.get('cache-control'), p).toBe('no-cache')
    }
    expect((await t.request('/sw.js', { headers: { 'If-None-Match': '"other"' } })).status).toBe(200)
  })

  it('does not answer API paths or missing files with index.html', async () => {
    for (const p of ['/b2b/nothing', '/room_rate', '/booking/v2/x', '/ai/v1/x', '/financial/list', '/creditcard/x', '/wap/x', '/sandbox/pay', '/api/v1/x', '/static/v2/x']) {
      const res = await t.request(p)
      expect(res.status, p).toBe(404)
      expect(res.headers.get('content-type'), p).toMatch(/^application\/json/)
    }
    expect((await t.request('/assets/index-deadbeef.js')).status).toBe(404)
    expect((await t.request('/assets/')).status).toBe(404)
    expect((await t.request('/missing-icon.png')).status).toBe(404)
  })

  it('does not publish the build manifest', async () => {
    expect((await t.request('/.vite/manifest.json')).status).toBe(404)
    expect((await t.request('/favicon.svg')).status).toBe(200)
  })

  it('generates robots.txt when the build has none', async () => {
    const res = await t.request('/robots.txt')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('User-agent: *\nAllow: /\nSitemap: http://localhost/sitemap.xml\n')
  })

  it('serves the build robots.txt when there is one', async () => {
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /private-test\n')
    const app = createApp({ db: t.db, config: t.config, logger: (await import('pino')).pino({ level: 'silent' }) })
    expect(await (await app.request('/robots.txt')).text()).toMatch(/private-test/)
    rmSync(path.join(dist, 'robots.txt'))
  })

  it('does not let a path escape the dist directory', async () => {
    const res = await t.request('/assets/../../etc/passwd')
    expect(await res.text()).not.toMatch(/root:/)
  })
})

describe('locale redirect for /', () => {
  const location = async (headers: Record<string, string>) => {
    const res = await t.request('/', { headers })
    expect(res.status).toBe(302)
    return res.headers.get('location')
  }

  it('uses a valid i18n_redirected cookie first', async () => {
    expect(await location({ Cookie: 'i18n_redirected=ja', 'Accept-Language': 'ko' })).toBe('/ja/')
    expect(await location({ Cookie: 'i18n_redirected=ar' })).toBe('/ar/')
    expect(await location({ Cookie: 'i18n_redirected=xx', 'Accept-Language': 'ko' })).toBe('/ko/')
  })

  it('then Accept-Language among the visitor locales', async () => {
    expect(await location({ 'Accept-Language': 'zh-TW,zh;q=0.9,en;q=0.8' })).toBe('/zh-CN/')
    expect(await location({ 'Accept-Language': 'fr-FR, es;q=0.5, en;q=0.7' })).toBe('/en-US/')
    expect(await location({ 'Accept-Language': 'ar-SA, es;q=0.4' })).toBe('/es/')
  })

  it('else en-US, keeping the query string', async () => {
    expect(await location({})).toBe('/en-US/')
    const res = await t.request('/?utm_source=mail')
    expect(res.headers.get('location')).toBe('/en-US/?utm_source=mail')
  })

  it('orders Accept-Language by q', () => {
    expect(preferredLanguages('en;q=0.5, ja, ko;q=0.8, *;q=0.1, fr;q=0')).toEqual(['ja', 'ko', 'en'])
  })
})

describe('without a client build', () => {
  it('explains how to build instead of failing silently', async () => {
    const empty = await createTestApp({ distDir: path.join(dist, 'does-not-exist') })
    try {
      const res = await empty.request('/en-US/')
      expect(res.status).toBe(503)
      expect(await res.text()).toMatch(/npm run build/)
    } finally {
      await empty.close()
    }
  })
})
