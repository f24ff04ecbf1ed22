import { expect, test } from '@playwright/test'
import { DEMO, listComplete, loginViaApi } from './helpers'
import { tokyoListUrl } from './offline-helpers'

// #9 LCP: a hotel list or hotel page opened by URL shows its first screen from the server's
// HTML, before the app's JavaScript has run; the app then takes the page over.

test('without JavaScript the list and a hotel show their first screen, linked to each other', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await loginViaApi(page.request, DEMO.agent)
  const url = await tokyoListUrl(page, 'zh-CN', 45)
  await page.goto(url)
  await expect(page.locator('.fp-card h2')).toHaveCount(4)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/家酒店/)
  const first = page.locator('.fp-card').first()
  await expect(first.locator('img')).toHaveJSProperty('complete', true)
  const name = await first.locator('h2').textContent()
  const href = await first.getByRole('link').getAttribute('href')
  expect(href).toMatch(/^\/zh-CN\/hotel\/info\/\d+\?/)
  expect(new URL(href!, page.url()).searchParams.get('checkIn')).toBe(new URL(page.url()).searchParams.get('checkIn'))
  // The link works before the app does: the hotel's page, painted by the server too.
  await first.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/zh-CN/hotel/info/\\d+`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!)
  await expect(page.locator('.fp-gallery img').first()).toHaveJSProperty('complete', true)
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('房型和价格')
  await context.close()
})

test('the app takes the list and the hotel page over with the same data, without asking for it again or errors', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  await loginViaApi(page.request, DEMO.agent)
  const url = await tokyoListUrl(page, 'zh-CN', 45)
  const html = await (await page.request.get(url)).text()
  const painted = await page.evaluate((h) => [...new DOMParser().parseFromString(h, 'text/html').querySelectorAll('.fp-name')].map((e) => e.textContent), html)
  expect(painted).toHaveLength(4)
  // The app's preloads (its modules, the catalog, the route's chunks, user_info) wait in an inert
  // template for the page's first frame; only the pictures are asked for before it.
  const held = await page.evaluate((h) => {
    const doc = new DOMParser().parseFromString(h, 'text/html')
    const later = doc.querySelector<HTMLTemplateElement>('template#after-first-paint')?.content
    return {
      before: [...doc.head.querySelectorAll('link[rel=modulepreload], link[rel=preload]')].map((l) => l.getAttribute('as') ?? 'script'),
      later: later ? [...later.querySelectorAll('link')].map((l) => l.getAttribute('href')) : [],
    }
  }, html)
  expect(held.before.every((as) => as === 'image')).toBe(true)
  expect(held.later).toContain('/b2b/user_info')
  expect(held.later.filter((href) => href?.startsWith('/assets/')).length).toBeGreaterThan(3)
  // The app shows the answer the server painted from (same currency, CNY), without asking again.
  const asked: string[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path === '/room_rate/v3/hotel_list' || path.startsWith('/static/v2/hotel/')) asked.push(path)
  })
  await page.goto(url)
  await listComplete(page)
  await expect(page.locator('.fp')).toHaveCount(0)
  // first-paint.js moved them into the head when it started the app.
  const inHead = await page.evaluate(() => [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href')))
  expect(held.later.filter((href) => !inHead.includes(href))).toEqual([])
  expect(await page.evaluate(() => document.querySelector<HTMLTemplateElement>('#after-first-paint')?.content.childNodes.length)).toBe(0)
  const shown = await page.getByTestId('hotel-card').locator('h2').allTextContents()
  expect(shown.slice(0, 4)).toEqual(painted)
  const detail = (await page.getByTestId('hotel-card').first().getByRole('link').first().getAttribute('href'))!
  await page.goto(detail)
  await expect(page.getByTestId('rate-plan').first()).toBeVisible()
  await expect(page.locator('.fp')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(painted[0]!)
  expect(asked).toEqual([])
  expect(errors).toEqual([])
})

test("the page locale's Intl data loads on one worker, started by the painted page or else by the app", async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  const workers: { url: string; closed: Promise<void> }[] = []
  page.on('worker', (w) => workers.push({ url: new URL(w.url()).pathname, closed: new Promise((resolve) => w.on('close', () => resolve())) }))
  await loginViaApi(page.request, DEMO.agent)
  // A painted page: first-paint.js starts it and marks the page, so the app starts none.
  await page.goto(await tokyoListUrl(page, 'ar', 45))
  await listComplete(page)
  expect(await page.evaluate(() => document.documentElement.dataset.intlWarm)).toBe('ar')
  expect(workers.map((w) => w.url)).toEqual(['/intl-warm.js'])
  // It answers and closes itself (the CSP's worker-src 'self' lets it run).
  await workers[0]!.closed
  // A page the server does not paint: the app starts it as it boots.
  await page.goto('/zh-CN/order')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.dataset.intlWarm)).toBeUndefined()
  await expect.poll(() => workers.map((w) => w.url)).toEqual(['/intl-warm.js', '/intl-warm.js'])
  await workers[1]!.closed
  expect(errors).toEqual([])
})

/** Holds the app's entry script until `release` is called, so the painted page is all there is. */
async function holdApp(page: import('@playwright/test').Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test('a visitor types into the painted login form before the app runs; the app keeps it all and logs in', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const release = await holdApp(page)
  // DOMContentLoaded: first-paint.js has run (the held entry is not part of a painted page's HTML).
  // Before it, Enter does nothing at all, by design.
  await page.goto('/zh-CN/login?from=%2Fzh-CN%2Forder', { waitUntil: 'domcontentloaded' })
  const painted = page.locator('[data-first-paint]')
  await expect(painted.getByRole('heading', { level: 1 })).toHaveText('登录')
  await expect(painted.getByLabel('账号')).toBeFocused()
  await painted.getByLabel('账号').fill(DEMO.agent.username)
  await painted.getByLabel('密码').fill(DEMO.agent.password)
  // Enter in the painted form: marked as sent (first-paint.js), nothing leaves the page yet.
  await painted.getByLabel('密码').press('Enter')
  await expect(painted.getByRole('button', { name: '加载中...' })).toHaveAttribute('aria-disabled', 'true')
  expect(page.url()).not.toContain(DEMO.agent.password)
  release()
  // The app takes the form over and sends it: on to `from`.
  await expect(page).toHaveURL(/\/zh-CN\/order$/, { timeout: 30_000 })
  await expect(painted).toHaveCount(0)
  expect(errors).toEqual([])
})

test('what was typed and the caret survive the takeover when the form was not sent', async ({ page }) => {
  const release = await holdApp(page)
  await page.goto('/en-US/login', { waitUntil: 'commit' })
  const painted = page.locator('[data-first-paint]')
  await painted.getByLabel('Account').fill(DEMO.agent.username)
  await painted.getByLabel('Password').fill('Harbor7Sk')
  await painted.getByLabel('Password').press('ArrowLeft')
  release()
  await expect(painted).toHaveCount(0, { timeout: 30_000 })
  const password = page.locator('#root').getByLabel('Password')
  await expect(page.locator('#root').getByLabel('Account')).toHaveValue(DEMO.agent.username)
  await expect(password).toHaveValue('Harbor7Sk')
  await expect(password).toBeFocused()
  await page.keyboard.type('y9')
  await expect(password).toHaveValue('Harbor7Sy9k')
  // Nothing was sent: the visitor is still on the login page until they send it.
  await expect(page).toHaveURL(/\/en-US\/login$/)
})
