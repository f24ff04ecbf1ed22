import { expect, test } from '@playwright/test'
import { DEMO, loginViaApi } from './helpers'
import { tokyoListUrl } from './offline-helpers'

// History and favourites (§2 drawer): a favourite made offline waits on this device and reaches
// the server on reconnect; the browsing history is cleared only after the agent confirms.

test('a favourite added offline is kept locally and reaches the server on reconnect', async ({ page, context }) => {
  await loginViaApi(page.request, DEMO.sub)
  await page.goto(await tokyoListUrl(page, 'en-US', 70))
  const card = page.getByTestId('hotel-card').nth(2)
  const name = (await card.getByRole('heading').textContent())?.trim() ?? ''
  await card.getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const onServer = async () => {
    const body = await (await page.request.get('/hotel_favorites/list')).json()
    return (body.data as { hotel_name: string }[]).some((f) => f.hotel_name === name)
  }
  expect(await onServer()).toBe(false)

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Add to favourites' }).click()
  await expect(page.getByRole('button', { name: /Saved to favourites/ })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'History and favourites' }).click()
  const drawer = page.getByRole('dialog', { name: 'History and favourites' })
  await drawer.getByRole('tab', { name: 'Favourite hotels' }).click()
  await expect(drawer.getByRole('tabpanel').getByTestId('history-entry').filter({ hasText: name })).toBeVisible()
  expect(await onServer()).toBe(false)
  // Its link keeps the stay the agent is looking at, not today's dates and 2 adults from CN.
  const stay = new URL(page.url()).searchParams
  const href = new URL((await drawer.getByRole('tabpanel').getByTestId('history-entry').filter({ hasText: name }).getByRole('link').first().getAttribute('href'))!, page.url())
  for (const key of ['checkIn', 'checkOut', 'adult', 'nation']) expect(href.searchParams.get(key), key).toBe(stay.get(key))

  await context.setOffline(false)
  await expect.poll(onServer).toBe(true)
  await expect(drawer.getByRole('tabpanel').getByTestId('history-entry').filter({ hasText: name })).toBeVisible()
  // What a favourite's price is: the lowest total for the stay being searched.
  await expect(drawer.getByRole('tabpanel').getByText(/^Prices: the lowest total for \w{3} \d{1,2}, \d{4} → \w{3} \d{1,2}, \d{4}\.$/)).toBeVisible()

  // The visit is in the browsing history; clearing it empties the tab (records_del).
  await drawer.getByRole('tab', { name: 'Browsing history' }).click()
  await expect(drawer.getByRole('tabpanel').getByTestId('history-entry').filter({ hasText: name })).toBeVisible()
  await expect(drawer.getByRole('tabpanel').getByText('Prices: the lowest for one room and one night, on the day you viewed each hotel.')).toBeVisible()
  const deletes: string[] = []
  page.on('request', (r) => r.url().includes('/records_del') && deletes.push(r.url()))
  await drawer.getByRole('button', { name: 'Clear browsing history' }).click()
  // Nothing is deleted until the agent confirms.
  await expect(page.getByRole('alertdialog', { name: 'Clear your browsing history?' })).toBeVisible()
  expect(deletes).toEqual([])
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear history' }).click()
  await expect(drawer.getByRole('tabpanel').getByText('Data unavailable')).toBeVisible()
})
