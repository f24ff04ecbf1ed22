import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hotelListResponseSchema } from '../../src/contract/hotel'
import { HotelPaths } from '../../src/contract/paths'
import { createTestApp, login, type LoggedIn, type TestApp } from '../test/harness'
import { withFirstPaint } from './client-first-paint'
import { countryRegionId } from '../db/seed/regions'
import { call, dayFromToday } from './hotel/test-helpers'

// #9 LCP: a hotel list opened by URL gets its first cards in index.html, from this server's own
// hotel_list asked with the agent's cookies. The build's renderer is replaced by one that echoes
// what it was given (the real one: src/features/hotel/static/list-first-paint.test.tsx).

const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>portal</title></head>' +
  '<body><div id="root"><!--boot-shell--><p id="shell">shell</p><!--/boot-shell--></div></body></html>'
const RENDERER = `
export function firstPaintOf({ locale, path, search, loggedIn }) {
  const q = new URLSearchParams(search)
  if (q.get('boom')) throw new Error('renderer broke')
  const slow = q.get('slow') ? () => new Promise((resolve) => setTimeout(resolve, 1500)) : async () => undefined
  const echo = (data) => ({ markup: '<p id="paint">' + JSON.stringify({ locale, path, search, loggedIn, data }) + '</p>', images: data.hotels ? data.hotels.slice(0, 2).map((h) => h.image) : data.images.slice(0, 1) })
  if (path === '/hotel/list' && q.get('addressValue')) {
    const body = { addressType: 'region', addressValue: q.get('addressValue'), checkIn: q.get('checkIn'), checkOut: q.get('checkOut'), adultNum: 2, roomNum: 1, currency: 'CNY', pageSize: 10 }
    return { request: { method: 'POST', path: '/room_rate/v3/hotel_list', body }, queryKey: ['hotel', 'list', body], render: async (data) => (await slow(), echo({ ids: data.hotels.map((h) => h.hotelId), pricesHidden: data.pricesHidden, hotels: data.hotels })) }
  }
  if (path === '/login') return loggedIn ? null : { render: async () => ({ markup: '<p id="paint">' + JSON.stringify({ locale, path, search, loggedIn, data: null }) + '</p>', images: [] }) }
  const id = /^\\/hotel\\/info\\/(\\d+)$/.exec(path)?.[1]
  if (id) return { request: { method: 'GET', path: '/static/v2/hotel/' + id }, queryKey: ['hotel', 'static', Number(id)], render: async (data) => echo({ id: data.id, images: data.images }) }
  return null
}`

let t: TestApp
let dist: string
let agent: LoggedIn
const checkIn = dayFromToday(21)
const checkOut = dayFromToday(23)
const china = countryRegionId('CN')
const listUrl = (locale: string, region = china, extra = '') => `/${locale}/hotel/list?addressType=region&addressValue=${region}&checkIn=${checkIn}&checkOut=${checkOut}${extra}`

type Paint = { locale: string; path: string; search: string; loggedIn: boolean; data: { ids?: number[]; pricesHidden?: boolean; id?: number } }
function paintOf(html: string): Paint | null {
  const m = /<!--boot-shell--><p id="paint">(.*)<\/p><!--\/boot-shell-->/.exec(html)
  return m?.[1] ? (JSON.parse(m[1]) as Paint) : null
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'b2b-dist-paint-'))
  writeFileSync(path.join(dist, 'index.html'), INDEX)
  mkdirSync(path.join(dist, '.ssr'))
  writeFileSync(path.join(dist, '.ssr', 'first-paint.mjs'), RENDERER)
  // A budget no test machine's PGlite misses; the budget itself is tested below.
  t = await createTestApp({ distDir: dist, env: { FIRST_PAINT_BUDGET_MS: '20000' } })
  agent = await login(t, 'demo_agent', 'Harbor7Sky9')
})
afterAll(async () => {
  await t?.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('hotel list first paint', () => {
  it("puts the agent's first page of the list in place of the boot shell, its pictures asked for first", async () => {
    const res = await t.request(listUrl('zh-CN'), { headers: { Cookie: agent.cookie } })
    expect(res.status).toBe(200)
    expect(res.headers.get('vary')).toMatch(/Cookie/)
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
    const html = await res.text()
    const paint = paintOf(html)
    // The same hotels, in the same order, as the API gives the app for that request.
    const api = await call(t, hotelListResponseSchema, HotelPaths.hotelList, {
      body: { addressType: 'region', addressValue: String(china), checkIn, checkOut, adultNum: 2, roomNum: 1, currency: 'CNY', pageSize: 10 },
      headers: { Cookie: agent.cookie },
    })
    expect(paint).toMatchObject({ locale: 'zh-CN', path: '/hotel/list', search: `?addressType=region&addressValue=${china}&checkIn=${checkIn}&checkOut=${checkOut}`, loggedIn: true })
    expect(paint?.data).toMatchObject({ ids: api.data!.hotels.map((h) => h.hotelId), pricesHidden: false })
    expect(paint!.data.ids!.length).toBeGreaterThan(0)
    expect(html).not.toContain('id="shell"')
    const [first, second] = api.data!.hotels
    expect(html).toContain(`<meta charset="UTF-8" /><link rel="preload" as="image" href="${first!.image}" fetchpriority="high" /><link rel="preload" as="image" href="${second!.image}"`)
    // The answer goes to the app under its query key, outside the root React replaces.
    const handoff = /<\/div><script type="application\/json" id="first-paint-data">(.*?)<\/script><script src="\/first-paint.js" defer><\/script><\/body>/.exec(html)?.[1]
    expect(JSON.parse(handoff!)).toMatchObject({ queryKey: ['hotel', 'list', { addressValue: String(china), currency: 'CNY' }], data: api.data })
  })

  it("asks with the agent's own session: prices withheld for an account without QUERY_PRICE (§6)", async () => {
    const viewer = await login(t, 'demo_viewer', 'Pebble3Fox8')
    const paint = paintOf(await (await t.request(listUrl('en-US'), { headers: { Cookie: viewer.cookie } })).text())
    expect(paint?.data.pricesHidden).toBe(true)
  })

  it("paints a hotel's page from its facts, for agents in any locale and visitors in theirs", async () => {
    const agentPaint = paintOf(await (await t.request('/ar/hotel/info/3', { headers: { Cookie: agent.cookie } })).text())
    expect(agentPaint).toMatchObject({ locale: 'ar', path: '/hotel/info/3', loggedIn: true, data: { id: 3 } })
    const visitorPaint = paintOf(await (await t.request('/es/hotel/info/3')).text())
    expect(visitorPaint).toMatchObject({ locale: 'es', loggedIn: false, data: { id: 3 } })
    const visitorList = paintOf(await (await t.request(listUrl('ja'))).text())
    expect(visitorList?.data.pricesHidden).toBe(true)
  })

  it('paints the login page for visitors without asking the API, and sends no answer along', async () => {
    const res = await t.request('/zh-CN/login?from=%2Forder')
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
    const html = await res.text()
    expect(paintOf(html)).toEqual({ locale: 'zh-CN', path: '/login', search: '?from=%2Forder', loggedIn: false, data: null })
    expect(html).not.toContain('first-paint-data')
    expect(html).not.toContain('rel="preload"')
    // An agent already logged in is sent on by the app; ar is not a visitor locale (§1).
    expect(paintOf(await (await t.request('/en-US/login', { headers: { Cookie: agent.cookie } })).text())).toBeNull()
    expect(paintOf(await (await t.request('/ar/login')).text())).toBeNull()
  })

  it('leaves index.html as it is for other pages, visitors in ar, what the API refuses and a failing renderer', async () => {
    const same = async (url: string, cookie = agent.cookie) => {
      const res = await t.request(url, { headers: { Cookie: cookie } })
      expect(res.status, url).toBe(200)
      expect(res.headers.get('cache-control'), url).toBe('no-cache')
      const html = await res.text()
      expect(paintOf(html), url).toBeNull()
      expect(html, url).toContain('<!--boot-shell--><p id="shell">shell</p><!--/boot-shell-->')
    }
    // ar is for logged-in users (§1): a visitor there is moved by the app.
    await same(listUrl('ar'), '')
    await same(listUrl('ar'), 'token=not-a-real-session-token-at-all-0000000000; csrftoken=x')
    await same(`/en-US/hotel/info/999999`)
    await same(`/en-US/order`)
    await same(listUrl('xx'))
    await same(`/en-US/hotel/list?checkIn=${checkIn}`)
    // A region that does not exist (the API answers 404) and dates in the past (422).
    await same(listUrl('en-US', 999_999))
    await same(`/en-US/hotel/list?addressType=region&addressValue=${china}&checkIn=${dayFromToday(-3)}&checkOut=${dayFromToday(-1)}`)
    await same(listUrl('en-US', china, '&boom=1'))
    const head = await t.request(listUrl('en-US'), { method: 'HEAD', headers: { Cookie: agent.cookie } })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('sends the shell when the first paint is not ready within its budget', async () => {
    const hurried = await createTestApp({ distDir: dist, env: { FIRST_PAINT_BUDGET_MS: '200' } })
    try {
      const session = await login(hurried, 'demo_agent', 'Harbor7Sky9')
      // The renderer takes 1.5 s here: had the server waited for it, the page would carry it.
      const html = await (await hurried.request(listUrl('en-US', china, '&slow=1'), { headers: { Cookie: session.cookie } })).text()
      expect(paintOf(html)).toBeNull()
      expect(html).toContain('<p id="shell">shell</p>')
    } finally {
      await hurried.close()
    }
  })

  it('needs the boot-shell marks, and writes attributes and JSON escaped', () => {
    expect(withFirstPaint('<head></head><body><!--boot-shell-->s<!--/boot-shell--></body>', { markup: '<form></form>', images: [], handoff: null })).toBe(
      '<head></head><body><!--boot-shell--><form></form><!--/boot-shell--><script src="/first-paint.js" defer></script></body>',
    )
    // The app's entry starts after the painted page's first frame, and the app's preloads (its
    // modules, the boot hints' catalog, route chunks and user_info) wait with it; the pictures do not.
    const built =
      '<head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-Ab_1.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-x.js">' +
      '<link rel="icon" href="/favicon.svg" /><link rel="modulepreload" href="/assets/messages-en.js" /><link rel="preload" href="/b2b/user_info" as="fetch" crossorigin="anonymous" /></head>' +
      '<body><div id="root"><!--boot-shell-->s<!--/boot-shell--></div></body>'
    expect(withFirstPaint(built, { markup: '<p>p</p>', images: ['/i.svg'], handoff: null })).toBe(
      '<head><meta charset="UTF-8" /><link rel="preload" as="image" href="/i.svg" fetchpriority="high" />' +
        '<template id="after-first-paint"><link rel="modulepreload" crossorigin href="/assets/vendor-x.js"><link rel="modulepreload" href="/assets/messages-en.js" />' +
        '<link rel="preload" href="/b2b/user_info" as="fetch" crossorigin="anonymous" /></template><script src="/first-paint.js" data-entry="/assets/index-Ab_1.js" defer></script>' +
        '<link rel="icon" href="/favicon.svg" /></head>' +
        '<body><div id="root"><!--boot-shell--><p>p</p><!--/boot-shell--></div></body>',
    )
    const page = { markup: '<p>$&x</p>', images: ['/a".svg'], handoff: { queryKey: ['k'], data: { name: '</script><script>alert(1)</script>' }, updatedAt: 1 } }
    const plain = '<html><head><meta charset="UTF-8"></head><body><div id="root"></div></body></html>'
    expect(withFirstPaint(plain, page)).toBe(plain)
    const html = withFirstPaint('<head><meta charset="utf-8"></head><body><!--boot-shell-->s<!--/boot-shell--></body>', page)
    expect(html).toBe(
      '<head><meta charset="utf-8"><link rel="preload" as="image" href="/a&quot;.svg" fetchpriority="high" /></head><body><!--boot-shell--><p>$&x</p><!--/boot-shell-->' +
        '<script type="application/json" id="first-paint-data">{"queryKey":["k"],"data":{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"},"updatedAt":1}</script><script src="/first-paint.js" defer></script></body>',
    )
  })
})
