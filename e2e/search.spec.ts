import { expect, test, type Page } from '@playwright/test'
import { DEMO, listComplete, loginViaApi } from './helpers'
import { futureStay, tokyoListUrl } from './offline-helpers'

// Issue "Hotel search and content" (client): destination lookup → list → filters and sort →
// detail with rate plans → favourite → drawer; prices hidden without QUERY_PRICE; the currency
// menu re-prices everything; the search form survives an offline reload.

/** Types into the destination combobox and returns the option names it offers. */
async function lookup(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Destination' })
  await box.fill('')
  await box.fill(text)
  const list = page.getByRole('listbox', { name: 'Destinations' })
  // The previous text's results stay on screen until this lookup answers; aria-busy says so.
  await expect(list).not.toHaveAttribute('aria-busy', 'true')
  await expect(list.getByRole('option').first()).toBeVisible()
  return list
}

declare function readIdb(db: string, store: string, key: string): Promise<unknown>

/** Installs window.readIdb: reads one idb-keyval entry (idb-keyval stores are plain IndexedDB). */
async function installIdbReader(page: Page) {
  await page.addInitScript(() => {
    ;(window as unknown as { readIdb: typeof readIdb }).readIdb = (db, store, key) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(db)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const conn = open.result
          if (!conn.objectStoreNames.contains(store)) return resolve(undefined)
          const req = conn.transaction(store).objectStore(store).get(key)
          req.onsuccess = () => resolve(req.result)
          req.onerror = () => reject(req.error)
        }
      })
  })
}

function pricesOf(page: Page) {
  return page.getByTestId('hotel-card').getByTestId('price')
}

async function amounts(page: Page): Promise<number[]> {
  const texts = await pricesOf(page).allTextContents()
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')))
}

test('agent: fuzzy destination → list → filter and sort → detail → favourite → drawer', async ({ page }) => {
  await loginViaApi(page.request, DEMO.agent)
  await page.goto('/en-US/')
  const form = page.getByRole('form', { name: 'Hotel search' })
  await expect(form).toBeVisible()

  // Chinese name and a typo find the same city as the English name (server-side matching).
  for (const text of ['东京', 'Tokio']) {
    const list = await lookup(page, text)
    await expect(list.getByRole('option', { name: /Tokyo/ }).first()).toBeVisible()
  }
  // Hotels come as their own group.
  const hotels = (await lookup(page, 'Roppongi')).getByRole('group', { name: 'Hotels' })
  await expect(hotels.getByRole('option', { name: /Roppongi/ }).first()).toBeVisible()
  const list = await lookup(page, 'Tokyo')
  await expect(list.getByRole('group', { name: 'Cities and regions' }).getByRole('option', { name: /Tokyo/ }).first()).toBeVisible()
  // Keyboard: ArrowDown reaches the city (the only region option), Enter picks it.
  const box = page.getByRole('combobox', { name: 'Destination' })
  await box.press('ArrowDown')
  await expect(box).toHaveAttribute('aria-activedescendant', /region-/)
  await box.press('Enter')
  await expect(page.getByRole('listbox')).toHaveCount(0)
  await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue('Tokyo')

  const stay = futureStay()
  await page.getByLabel('Check-in').fill(stay.checkIn)
  await page.getByLabel('Check-out').fill(stay.checkOut)
  // Nationality by keyboard: typing a country's name on the focused select picks it (its ~250
  // options are added after load, or as soon as the select is reached).
  const nation = form.getByLabel('Guest nationality')
  await expect(nation).toHaveValue('CN')
  await nation.focus()
  await nation.pressSequentially('Japan')
  await expect(nation).toHaveValue('JP')
  expect(await nation.locator('option').count()).toBeGreaterThan(240)
  await form.getByRole('button', { name: 'Search' }).click()

  await expect(page).toHaveURL(/\/en-US\/hotel\/list\?/)
  const url = new URL(page.url())
  expect(url.searchParams.get('checkIn')).toBe(stay.checkIn)
  expect(url.searchParams.get('addressType')).toBe('region')
  expect(url.searchParams.get('nation')).toBe('JP')
  await expect(page.getByTestId('hotel-card').first()).toBeVisible()
  await expect(pricesOf(page).first()).toContainText('CNY')

  // Star filter: only 5-star hotels remain.
  await page.getByRole('complementary', { name: 'Filters' }).getByText('★★★★★', { exact: true }).click()
  await expect(page).toHaveURL(/stars=5/)
  await expect(page.getByTestId('hotel-card').first()).toBeVisible()
  // The URL changes before the filtered page replaces the previous results on screen.
  await expect
    .poll(async () => {
      const stars = await page.getByTestId('hotel-card').getByRole('img', { name: /stars?$/ }).allTextContents()
      return stars.length > 0 && stars.every((s) => s === '★★★★★')
    })
    .toBe(true)

  // Sort by price, low to high: the list is non-decreasing.
  await page.getByLabel('Sort by').selectOption('price_asc')
  await expect(page).toHaveURL(/sort=price_asc/)
  await expect.poll(async () => {
    const a = await amounts(page)
    return a.length > 1 && a.every((v, i) => i === 0 || (a[i - 1] as number) <= v)
  }).toBe(true)

  // Back button returns to the unsorted list (the search lives in the URL).
  await page.goBack()
  await expect(page).not.toHaveURL(/sort=price_asc/)
  await page.goForward()
  await expect(page).toHaveURL(/sort=price_asc/)
  // The previous list stays on screen until the sorted one has rendered (a deferred render).
  await expect.poll(async () => {
    const a = await amounts(page)
    return a.length > 1 && a.every((v, i) => i === 0 || (a[i - 1] as number) <= v)
  }).toBe(true)

  // Detail: rate plans with cancellation terms. The card is found by its name, so a late
  // re-render cannot swap the card between reading the name and clicking.
  const name = (await page.getByTestId('hotel-card').first().getByRole('heading').textContent())?.trim() ?? ''
  await page.getByTestId('hotel-card').filter({ has: page.getByRole('heading', { name, exact: true }) }).first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/en-US\/hotel\/info\/\d+\?/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByTestId('rate-plan').first()).toBeVisible()
  const terms = await page.getByTestId('cancellation').allTextContents()
  expect(terms.some((t) => /Free cancellation before [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M Beijing time; afterwards the full room fee is charged/.test(t) || /Non-refundable/.test(t))).toBe(true)

  // Book re-quotes the plan (check_available) and reports the result without inventing a booking.
  await page.getByTestId('rate-plan').getByRole('button', { name: 'Book', exact: true }).and(page.locator(':enabled')).first().click()
  const check = page.getByRole('dialog', { name: 'Availability check' })
  await expect(check.getByTestId('check-result')).toHaveAttribute('data-result', /^(available|price-changed|sold-out)$/)
  await expect(check.getByText(/Nothing has been reserved/)).toBeVisible()
  await check.getByRole('button', { name: 'Close' }).first().click()
  await expect(check).toHaveCount(0)

  // Favourite it; it shows in the drawer's favourites tab.
  await page.getByRole('button', { name: 'Add to favourites' }).click()
  await expect(page.getByRole('button', { name: /Saved to favourites/ })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'History and favourites' }).click()
  const drawer = page.getByRole('dialog', { name: 'History and favourites' })
  // Visiting recorded it in the browsing history.
  await expect(drawer.getByRole('tabpanel').getByTestId('history-entry').filter({ hasText: name })).toBeVisible()
  await drawer.getByRole('tab', { name: 'Favourite hotels' }).click()
  await expect(drawer.getByRole('tabpanel').getByTestId('history-entry').filter({ hasText: name })).toBeVisible()
  // The server has it too (not only the local queue).
  await expect.poll(async () => {
    const res = await page.request.get('/hotel_favorites/list')
    const body = await res.json()
    return (body.data as { hotel_name: string }[]).some((f) => f.hotel_name === name)
  }).toBe(true)
})

test('switching currency to JPY re-prices every price on the list at once', async ({ page }) => {
  await loginViaApi(page.request, DEMO.agent)
  await page.goto(await tokyoListUrl(page, 'en-US', 50))
  await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue('Tokyo')
  await expect(pricesOf(page).first()).toContainText('CNY')
  await listComplete(page)
  const count = await pricesOf(page).count()
  expect(count).toBeGreaterThan(1)

  await page.getByRole('button', { name: /Reference currency: CNY/ }).click()
  await page.getByRole('menuitemradio', { name: /JPY/ }).click()
  await expect(pricesOf(page).first()).toContainText('JPY')
  await expect(page.getByTestId('hotel-card').getByTestId('price').filter({ hasText: 'CNY' })).toHaveCount(0)
  expect(await pricesOf(page).count()).toBe(count)

  // The detail page quotes in JPY too; back to CNY re-prices it at once.
  await page.getByTestId('hotel-card').first().getByRole('link').first().click()
  const ratePrices = page.getByTestId('rate-plan').getByTestId('price')
  await expect(ratePrices.first()).toContainText('JPY')
  await expect(ratePrices.filter({ hasText: 'CNY' })).toHaveCount(0)
  await page.getByRole('button', { name: /Reference currency: JPY/ }).click()
  await page.getByRole('menuitemradio', { name: /CNY/ }).click()
  await expect(ratePrices.first()).toContainText('CNY')
  await expect(ratePrices.filter({ hasText: 'JPY' })).toHaveCount(0)
})

test('demo_viewer (no QUERY_PRICE) sees dashes instead of prices, and Book is disabled', async ({ page }) => {
  await loginViaApi(page.request, DEMO.viewer)
  await page.goto(await tokyoListUrl(page, 'en-US', 45))
  await expect(page.getByTestId('hotel-card').first()).toBeVisible()
  await expect(page.getByTestId('hotel-card').first().getByTestId('price-hidden')).toHaveText('--')
  await expect(pricesOf(page)).toHaveCount(0)

  await page.getByTestId('hotel-card').first().getByRole('link').first().click()
  await expect(page.getByTestId('rate-plan').first()).toBeVisible()
  await expect(page.getByTestId('rate-plan').getByTestId('price')).toHaveCount(0)
  await expect(page.getByText('Your account cannot place orders. The main account can grant this permission.').first()).toBeVisible()
})

test('the search form comes back after a reload with the network off', async ({ page, context }) => {
  await installIdbReader(page)
  await loginViaApi(page.request, DEMO.sub)
  await page.goto('/en-US/')
  // The service worker must control the page before going offline.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)

  await lookup(page, 'Tokyo')
  await page.getByRole('listbox').getByRole('option', { name: /Tokyo/ }).first().click()
  const stay = futureStay(60, 3)
  await page.getByLabel('Check-in').fill(stay.checkIn)
  await page.getByLabel('Check-out').fill(stay.checkOut)
  await page.getByRole('button', { name: 'Rooms and guests' }).click()
  await page.getByRole('button', { name: 'More Adults per room' }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Rooms and guests' })).toContainText('3 adults')
  // The form is in IndexedDB, and so is the persisted query cache (who is logged in).
  await expect.poll(() => page.evaluate(() => readIdb('b2b-search', 'kv', 'form')).then((f) => (f as { adultNum?: number } | undefined)?.adultNum)).toBe(3)
  await expect.poll(() => page.evaluate(() => readIdb('b2b-portal', 'query-cache', 'tanstack-query')).then((v) => typeof v === 'string' && v.includes('"user"'))).toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue('Tokyo')
  await expect(page.getByLabel('Check-in')).toHaveValue(stay.checkIn)
  await expect(page.getByLabel('Check-out')).toHaveValue(stay.checkOut)
  await expect(page.getByRole('button', { name: 'Rooms and guests' })).toContainText('3 adults')
  await context.setOffline(false)
})

test('a visitor can browse the list and a hotel, without prices, favourites or booking', async ({ page }) => {
  await page.goto(await tokyoListUrl(page, 'en-US', 30))
  await expect(page.getByTestId('hotel-card').first().getByTestId('price-hidden')).toHaveText('--')
  await expect(page.getByRole('button', { name: 'History and favourites' })).toHaveCount(0)
  await page.getByTestId('hotel-card').first().getByRole('link').first().click()
  await expect(page.getByTestId('rate-plan').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to favourites' })).toHaveCount(0)
  await expect(page.getByText('Log in to book.').first()).toBeVisible()
})

test("the list page's HTML names the page's own chunks, and the page loads them from there (#9 LCP)", async ({ page }) => {
  await loginViaApi(page.request, DEMO.agent)
  const url = await tokyoListUrl(page, 'en-US', 55)
  const html = await (await page.request.get(url)).text()
  const hinted = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)" \/>/g)].map((m) => m[1]!)
  // The list's own component chunk is among them (its file is named after the route file).
  expect(hinted.filter((f) => /\/list-[\w-]+\.js$/.test(f))).toHaveLength(1)
  const answered = new Map<string, number>()
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname
    if (hinted.includes(path)) answered.set(path, res.status())
  })
  await page.goto(url)
  await listComplete(page)
  await expect(page.getByTestId('hotel-card').first()).toBeVisible()
  // Every hinted file exists in this build and was fetched by the page.
  expect(Object.fromEntries(answered)).toEqual(Object.fromEntries(hinted.map((f) => [f, 200])))
})
