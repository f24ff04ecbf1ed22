import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, login, type TestApp } from '../test/harness'

// Issue 8: /<locale>/ is the server-rendered visitor home for visitors and the app for
// logged-in users. The build's renderer is replaced by one that echoes what it was given.

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>'
const RENDERER = `
export function hasStaticHome(locale) { return ['en-US', 'zh-CN', 'ja', 'ko', 'es'].includes(locale) }
export async function renderStaticHome(input) {
  const echo = { ...input, posts: input.posts.map((p) => ({ id: p.id, locale: p.locale })) }
  return '<!doctype html><p id="static">' + JSON.stringify(echo) + '</p>'
}`

let t: TestApp
let dist: string

type Echo = { locale: string; origin: string; showCopyright: boolean; posts: Array<{ id: number; locale: string }>; scriptSrc: string | null }

async function echo(res: Response): Promise<Echo> {
  const html = await res.text()
  const m = /<p id="static">(.*)<\/p>/.exec(html)
  if (!m?.[1]) throw new Error(`not the static home: ${html.slice(0, 80)}`)
  return JSON.parse(m[1]) as Echo
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'b2b-dist-home-'))
  writeFileSync(path.join(dist, 'index.html'), INDEX)
  mkdirSync(path.join(dist, '.ssr'))
  writeFileSync(path.join(dist, '.ssr', 'render.mjs'), RENDERER)
  writeFileSync(path.join(dist, '.ssr', 'home.json'), JSON.stringify({ script: '/assets/home-abc123.js' }))
  t = await createTestApp({ distDir: dist })
})
afterAll(async () => {
  await t?.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('visitor home', () => {
  it('renders /<locale>/ for a visitor with the latest posts of that language and the script', async () => {
    for (const locale of ['en-US', 'ja']) {
      const res = await t.request(`/${locale}/`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(res.headers.get('vary')).toMatch(/Cookie/)
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/)
      const page = await echo(res)
      expect(page).toMatchObject({ locale, origin: 'http://localhost', showCopyright: true, scriptSrc: '/assets/home-abc123.js' })
      expect(page.posts.length).toBeGreaterThan(0)
      expect(page.posts.length).toBeLessThanOrEqual(3)
      expect(page.posts.every((p) => p.locale === locale)).toBe(true)
    }
    expect((await echo(await t.request('/es'))).locale).toBe('es')
  })

  it('hides the copyright/filing line on a ".com" host (§2)', async () => {
    const page = await echo(await t.request('/en-US/', { headers: { host: 'portal.harborline-b2b.com' } }))
    expect(page.showCopyright).toBe(false)
    expect(page.origin).toBe('http://portal.harborline-b2b.com')
  })

  it('gives logged-in users the app, and ar (not a visitor language) the app', async () => {
    const session = await login(t, 'demo_agent', 'Harbor7Sky9')
    const res = await t.request('/en-US/', { headers: { Cookie: session.cookie } })
    expect(await res.text()).toBe(INDEX)
    expect(await (await t.request('/ar/')).text()).toBe(INDEX)
  })

  it('treats an unknown or expired session cookie as a visitor', async () => {
    const res = await t.request('/en-US/', { headers: { Cookie: 'token=not-a-real-session-token-at-all-0000000000' } })
    expect((await echo(res)).locale).toBe('en-US')
  })

  it('answers HEAD without a body, and never publishes the renderer', async () => {
    const head = await t.request('/zh-CN/', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    for (const file of ['/.ssr/render.mjs', '/.ssr/home.json']) expect((await t.request(file)).status, file).toBe(404)
  })

  it('falls back to the app when the build has no renderer, or the renderer fails', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'b2b-dist-nohome-'))
    writeFileSync(path.join(bare, 'index.html'), INDEX)
    const broken = mkdtempSync(path.join(tmpdir(), 'b2b-dist-badhome-'))
    writeFileSync(path.join(broken, 'index.html'), INDEX)
    mkdirSync(path.join(broken, '.ssr'))
    writeFileSync(
      path.join(broken, '.ssr', 'render.mjs'),
      `export const hasStaticHome = () => true\nexport async function renderStaticHome() { throw new Error('catalog missing') }`,
    )
    const apps = [await createTestApp({ distDir: bare }), await createTestApp({ distDir: broken })]
    try {
      for (const app of apps) {
        const res = await app.request('/en-US/')
        expect(res.status).toBe(200)
        expect(await res.text()).toBe(INDEX)
      }
      expect(apps[1]!.logs.some((l) => /render failed/.test(String(l.msg)))).toBe(true)
    } finally {
      for (const app of apps) await app.close()
      rmSync(bare, { recursive: true, force: true })
      rmSync(broken, { recursive: true, force: true })
    }
  })
})
