import { expect, test, type Route } from '@playwright/test'
import { DEMO, listComplete, loginViaApi } from './helpers'
import { futureStay, persistedQueries, precachedCatalogs, tokyoListUrl, waitForServiceWorker } from './offline-helpers'

// Issue 7 "Offline": the real service worker of the built app precaches the shell; the
// persisted query cache brings back what the agent saw. Each test goes offline with
// context.setOffline (pages and the worker lose the network) and reloads.

test('home, hotel list and hotel detail reload offline with saved data and "prices as of"', async ({ page, context }) => {
  // Real server, real worker, several reloads: slow on a shared 2-core machine.
  test.setTimeout(120_000)
  await loginViaApi(page.request, DEMO.agent)
  await page.goto('/en-US/')
  await waitForServiceWorker(page)
  await expect(page.getByRole('form', { name: 'Hotel search' })).toBeVisible()

  const listUrl = await tokyoListUrl(page)
  await page.goto(listUrl)
  await listComplete(page)
  const hotelNames = await page.getByTestId('hotel-card').getByRole('heading').allTextContents()
  await page.getByTestId('hotel-card').first().getByRole('link').first().click()
  await expect(page.getByTestId('rate-plan').first()).toBeVisible()
  const detailUrl = page.url()
  const rateCount = await page.getByTestId('rate-plan').count()
  // Hotel list and rates are POSTs: they survive through the persisted query cache (opt-in).
  // The hotel's facts too: the cache is written at most once a second, so the facts can land
  // in the write after the rates' one (they once missed it on CI).
  const hotelId = new URL(detailUrl).pathname.split('/').pop()
  await expect
    .poll(() => persistedQueries(page).then((s) => s.includes('"list"') && s.includes('"rates"') && s.includes(`["hotel","static",${hotelId}]`)))
    .toBe(true)
  // Every language's catalog is in the worker's precache, so a switch works offline too.
  await expect.poll(() => precachedCatalogs(page)).toBeGreaterThanOrEqual(6)

  const unseenUrl = await tokyoListUrl(page, 'en-US', 90)

  await context.setOffline(true)
  // The worker really is without network: an uncached API GET fails.
  const uncached = await page.evaluate(() => fetch(`/static/v2/region/fuzzy?keyword=x${Date.now()}`).then((r) => r.status, () => 'failed'))
  expect(uncached).toBe('failed')

  await page.reload()
  await expect(page.getByTestId('offline-banner')).toContainText("You're offline — showing saved data.")
  await expect(page.getByTestId('rate-plan')).toHaveCount(rateCount)
  // With the day too when the run crosses midnight.
  await expect(page.getByTestId('prices-as-of')).toContainText(/Prices as of ([A-Z][a-z]{2} \d{1,2}, )?\d{2}:\d{2}/)
  expect(page.url()).toBe(detailUrl)
  // Booking needs a live availability check: Book is disabled and says why.
  await expect(page.getByText("You're offline. This needs a connection.").first()).toBeVisible()
  await expect(page.getByTestId('rate-plan').getByRole('button', { name: 'Book', exact: true }).and(page.locator(':enabled'))).toHaveCount(0)

  await page.goto(listUrl)
  await listComplete(page)
  expect(await page.getByTestId('hotel-card').getByRole('heading').allTextContents()).toEqual(hotelNames)
  await expect(page.getByTestId('prices-as-of')).toBeVisible()

  // A search never made before cannot show anything: it says so instead of spinning.
  await page.goto(unseenUrl)
  await expect(page.getByTestId('offline-pending')).toBeVisible()
  // …and its heading does not claim to be searching.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotels')

  await page.goto('/en-US/')
  await expect(page.getByRole('form', { name: 'Hotel search' })).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByTestId('offline-banner')).toHaveCount(0)
})

test('a hotel opened by URL (painted by the server) is there offline, facts and rates', async ({ page, context }) => {
  await loginViaApi(page.request, DEMO.agent)
  await page.goto('/en-US/')
  await waitForServiceWorker(page)
  const stay = futureStay(50 + Math.floor(Math.random() * 60))
  const id = 3 + Math.floor(Math.random() * 30)
  const url = `/en-US/hotel/info/${id}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adult=2&room=1&nation=CN`
  await page.goto(url)
  await expect(page.getByTestId('rate-plan').first()).toBeVisible()
  // The server's answer seeds the app's query: it is saved like a fetched one (it was not, for
  // the facts, which stay fresh for an hour and were never fetched again).
  await expect.poll(() => persistedQueries(page).then((s) => s.includes(`["hotel","static",${id}]`) && s.includes(`["hotel","rates",${id}`))).toBe(true)
  await page.goto('about:blank')
  await context.setOffline(true)
  await page.goto(url)
  await expect(page.getByTestId('rate-plan').first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
  await expect(page.getByRole('heading', { name: 'Rooms and rates' })).toBeVisible()
  await context.setOffline(false)
})

test('Arabic: the RTL app reloads offline, and a language never used before opens offline', async ({ page, context }) => {
  // Real server, real worker, several reloads: slow on a shared 2-core machine.
  test.setTimeout(120_000)
  await loginViaApi(page.request, DEMO.agent)
  await page.goto('/ar/')
  await waitForServiceWorker(page)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const heading = await page.getByRole('form').first().getAttribute('aria-label')
  expect(heading).toBeTruthy()
  await expect.poll(() => precachedCatalogs(page)).toBeGreaterThanOrEqual(6)

  await context.setOffline(true)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('form').first()).toHaveAttribute('aria-label', heading!)
  await expect(page.getByTestId('offline-banner')).toBeVisible()
  // Japanese was never loaded in this browser: offline, its page still opens translated
  // (it was a blank page while the catalogs were only cached once used).
  await page.goto('/ja/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page.getByRole('form').first()).not.toHaveAttribute('aria-label', heading!)
  await expect(page.getByRole('form').first()).not.toHaveAttribute('aria-label', 'Hotel search')
  await context.setOffline(false)
})

test('API paths are never answered with the app shell, online or offline', async ({ page, context }) => {
  await page.goto('/en-US/')
  await waitForServiceWorker(page)
  const res = await page.goto('/static/v2/does-not-exist')
  expect(res?.status()).toBe(404)
  await context.setOffline(true)
  // Offline, an API navigation fails like any network request instead of showing the portal.
  const failed = await page.goto('/b2b/user_info').then(() => false, () => true)
  expect(failed).toBe(true)
  await context.setOffline(false)
})

test.describe('before the service worker holds the files (first visit)', () => {
  test.use({ serviceWorkers: 'block' })

  test('a part or a page whose code cannot load offline keeps the page, and loads on reconnect', async ({ page, context }) => {
    test.setTimeout(90_000)
    await loginViaApi(page.request, DEMO.agent)
    // The booking outbox loads once the page has loaded; hold its chunk until the browser is offline.
    let offline = false
    const held: Route[] = []
    await page.route('**/assets/outbox-sync-*.js', (route) => (offline ? route.abort('internetdisconnected') : held.length ? route.continue() : void held.push(route)))
    await page.goto('/en-US/')
    await expect(page.getByRole('form', { name: 'Hotel search' })).toBeVisible()
    await expect.poll(() => held.length).toBe(1)
    await context.setOffline(true)
    offline = true
    await held[0]!.abort('internetdisconnected')

    // The page stays (it used to be replaced by the 500 page).
    await expect(page.getByTestId('offline-banner')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, demo_agent' })).toBeVisible()
    await expect(page.getByRole('form', { name: 'Hotel search' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Sorry, dozed off, please retry' })).toHaveCount(0)

    // A page never opened: it says it was not saved on this device (not a 500).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Order management' }).click()
    await expect(page.getByTestId('offline-pending')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Sorry, dozed off, please retry' })).toHaveCount(0)

    // Back online, both load by themselves.
    offline = false
    const outbox = page.waitForResponse((r) => r.url().includes('/assets/outbox-sync-') && r.ok())
    await context.setOffline(false)
    await outbox
    await expect(page.getByRole('heading', { level: 1, name: 'Order management' })).toBeVisible()
    await expect(page.getByTestId('offline-pending')).toHaveCount(0)
  })
})
