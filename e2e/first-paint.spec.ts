import { expect, test } from '@playwright/test'
import { DEMO, listComplete, loginViaApi } from './helpers'

// #9 LCP: a hotel list opened by URL shows its first hotels from the server's HTML, before the
// app's JavaScript has run; the app then takes the page over with the same hotels.

async function listUrl(request: import('@playwright/test').APIRequestContext) {
  const regions = await (await request.get('/static/v2/region/fuzzy?keyword=Tokyo')).json()
  const d = new Date(Date.now() + 45 * 86_400_000)
  const iso = (x: Date) => x.toISOString().slice(0, 10)
  const search = new URLSearchParams({ checkIn: iso(d), checkOut: iso(new Date(d.getTime() + 2 * 86_400_000)), addressType: 'region', addressValue: String(regions.data[0].id), adult: '2', room: '1', nation: 'CN' })
  return `/zh-CN/hotel/list?${search}`
}

test('without JavaScript the list shows its first hotels, linked to their pages', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await loginViaApi(page.request, DEMO.agent)
  const url = await listUrl(page.request)
  await page.goto(url)
  const names = page.locator('.fp-card h2')
  await expect(names).toHaveCount(4)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/家酒店/)
  const first = page.locator('.fp-card').first()
  await expect(first.locator('img')).toHaveJSProperty('complete', true)
  const href = await first.getByRole('link').getAttribute('href')
  expect(href).toMatch(/^\/zh-CN\/hotel\/info\/\d+\?/)
  expect(new URL(href!, page.url()).searchParams.get('checkIn')).toBe(new URL(page.url()).searchParams.get('checkIn'))
  await context.close()
})

test('the app takes the page over with the same hotels, without errors', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  await loginViaApi(page.request, DEMO.agent)
  const url = await listUrl(page.request)
  const html = await (await page.request.get(url)).text()
  const painted = await page.evaluate((h) => [...new DOMParser().parseFromString(h, 'text/html').querySelectorAll('.fp-name')].map((e) => e.textContent), html)
  expect(painted).toHaveLength(4)
  await page.goto(url)
  await listComplete(page)
  await expect(page.locator('.fp')).toHaveCount(0)
  const shown = await page.getByTestId('hotel-card').locator('h2').allTextContents()
  expect(shown.slice(0, 4)).toEqual(painted)
  expect(errors).toEqual([])
})
