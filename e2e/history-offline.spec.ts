import { expect, test, type Page } from '@playwright/test'
import { DEMO, loginViaApi } from './helpers'
import { tokyoListUrl, waitForServiceWorker } from './offline-helpers'

// History and favourites offline (§2 drawer, architecture.md "Data that must survive offline"):
// several tabs share one queue, and the history shows offline without the drawer having been
// opened online first.

async function hotelLinks(page: Page, locale = 'en-US'): Promise<string[]> {
  await page.goto(await tokyoListUrl(page, locale, 75))
  await expect(page.getByTestId('hotel-card').nth(3)).toBeVisible()
  return page.getByTestId('hotel-card').evaluateAll((cards) => cards.slice(0, 4).map((c) => c.querySelector('a')!.getAttribute('href')!))
}

const hotelIdOf = (href: string) => Number(/\/hotel\/info\/(\d+)/.exec(href)![1])

/** The page on hotel `a`, a second tab on hotel `b`, both ready to add a favourite. */
async function openInTwoTabs(page: Page, a: string, b: string): Promise<Page> {
  await page.goto(a)
  const tab2 = await page.context().newPage()
  await tab2.goto(b)
  for (const p of [page, tab2]) await expect(p.getByRole('button', { name: 'Add to favourites' })).toBeVisible()
  return tab2
}

const favouriteIds = async (page: Page) => {
  const body = await (await page.request.get('/hotel_favorites/list')).json()
  return (body.data as { s_hotel_id: number }[]).map((f) => f.s_hotel_id)
}

test('favourites added offline in two tabs both reach the server once, after one tab is closed', async ({ page, context }) => {
  await loginViaApi(page.request, DEMO.viewer)
  const [a, b] = (await hotelLinks(page)).slice(2, 4) as [string, string]
  const before = await favouriteIds(page)
  test.skip(before.includes(hotelIdOf(a)) || before.includes(hotelIdOf(b)), 'already favourites')
  const adds: string[] = []
  // The adds the server answered: an attempt the offline browser failed never reached it.
  context.on('response', (r) => r.url().includes('/hotel_favorites/add') && adds.push(r.request().postData() ?? ''))

  const tab2 = await openInTwoTabs(page, a, b)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Add to favourites' }).click()
  await expect(page.getByRole('button', { name: 'Saved to favourites' })).toBeVisible()
  await tab2.getByRole('button', { name: 'Add to favourites' }).click()
  await expect(tab2.getByRole('button', { name: 'Saved to favourites' })).toBeVisible()
  // The first tab is closed before the network returns: its change waits in the shared queue.
  await page.close()
  await context.setOffline(false)
  await expect.poll(() => favouriteIds(tab2)).toEqual(expect.arrayContaining([hotelIdOf(a), hotelIdOf(b)]))
  await tab2.waitForTimeout(1000)
  expect(adds.filter((d) => d.includes(`:${hotelIdOf(a)}}`))).toHaveLength(1)
  expect(adds.filter((d) => d.includes(`:${hotelIdOf(b)}}`))).toHaveLength(1)
})

test('a favourite saved in one tab shows in another tab of the same hotel at once, offline too', async ({ page, context }) => {
  await loginViaApi(page.request, DEMO.viewer)
  // Not the hotels of the test above (the third and fourth), which are favourites once it has run.
  const [, c] = (await hotelLinks(page)) as [string, string]
  const id = hotelIdOf(c)
  test.skip((await favouriteIds(page)).includes(id), 'already a favourite')
  const tab2 = await openInTwoTabs(page, c, c)
  // Offline, so only the shared queue can carry it: no request, no replay, no reload in tab 2.
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Add to favourites' }).click()
  await expect(tab2.getByRole('button', { name: 'Saved to favourites' })).toBeVisible()
  await context.setOffline(false)
  await expect.poll(() => favouriteIds(tab2)).toContain(id)
  // Sent by one tab and gone from the queue, it stays saved in the other (its list was refetched).
  await tab2.getByRole('button', { name: 'Saved to favourites' }).click()
  await expect(page.getByRole('button', { name: 'Add to favourites' })).toBeVisible()
  await expect.poll(() => favouriteIds(page)).not.toContain(id)
})

test('the browsing history shows offline though the drawer was never opened online (ar)', async ({ page, context }) => {
  await loginViaApi(page.request, DEMO.viewer)
  const [first] = (await hotelLinks(page, 'ar')) as [string]
  const list = page.url()
  await page.goto(first)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  await waitForServiceWorker(page)
  // The visit has been recorded and the list fetched in the background.
  await expect.poll(async () => JSON.stringify((await (await page.request.post('/view_history/records_get', { data: { currency: 'CNY' }, headers: { 'X-CSRFToken': (await context.cookies()).find((c) => c.name === 'csrftoken')!.value } })).json()).data)).toContain(`"hotelId":${hotelIdOf(first)}`)
  // Back to the list (reloaded offline, it records no visit of its own to lay over the list).
  await page.goto(list)
  await expect(page.getByTestId('hotel-card').first()).toBeVisible()
  await page.waitForTimeout(1500)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByTestId('hotel-card').first()).toBeVisible()
  await page.getByRole('button', { name: 'السجل والمفضلة' }).click()
  const drawer = page.getByRole('dialog', { name: 'السجل والمفضلة' })
  const row = drawer.getByTestId('history-entry').filter({ hasText: name })
  await expect(row).toBeVisible()
  // RTL: the day above the rows starts on the right, like them.
  // (It was laid out left to right, so it sat on the far left, away from its rows.)
  const day = drawer.getByRole('group').first().locator('p').first()
  expect(await day.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
  // Both edges in one frame: the drawer may still be sliding in.
  const gap = await day.evaluate((el, rowEl) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return range.getBoundingClientRect().right - (rowEl as Element).getBoundingClientRect().right
  }, await row.elementHandle())
  expect(Math.abs(gap)).toBeLessThan(8)
  await context.setOffline(false)
})
