import { expect, test } from '@playwright/test'
import { bookRefundablePlan, expectDraftSaved, fillGuests, openHotel, uniqueName } from './booking-helpers'
import { DEMO, loginViaApi } from './helpers'
import { waitForServiceWorker } from './offline-helpers'

// Issue 7 with the booking issue's pages: the order list and a booking form reload offline
// from the service worker's shell + IndexedDB, and a draft survives a flaky network.

test('order list, drafts and a booking form reload offline', async ({ page, context }) => {
  // Real server, real worker, several reloads: slow on a shared 2-core machine.
  test.setTimeout(120_000)
  await loginViaApi(page.request, DEMO.agent)
  await page.goto('/en-US/order')
  await waitForServiceWorker(page)
  await expect(page.getByTestId('order-row').first().or(page.getByTestId('orders-empty'))).toBeVisible()
  const orderRows = await page.getByTestId('order-row').count()

  await openHotel(page)
  await bookRefundablePlan(page)
  const bookUrl = page.url()
  const last = uniqueName('Shell')
  await fillGuests(page, last)
  await expectDraftSaved(page, last)

  await context.setOffline(true)
  await page.reload()
  await expect(page).toHaveURL(bookUrl)
  await expect(page.getByTestId('offline-banner')).toBeVisible()
  await expect(page.getByLabel('Contact last name')).toHaveValue(last)

  // The list seen before comes from the persisted query cache; never an endless skeleton.
  await page.goto('/en-US/order')
  if (orderRows > 0) await expect(page.getByTestId('order-row')).toHaveCount(orderRows)
  else await expect(page.getByTestId('orders-empty').or(page.getByTestId('offline-pending'))).toBeVisible()
  await page.goto('/en-US/order/drafts')
  await expect(page.getByTestId('draft-row').filter({ hasText: last })).toBeVisible()
  await context.setOffline(false)
})

test('a draft edited while the network flips 20 times, reloading between flips, stays intact', async ({ page, context }) => {
  test.setTimeout(240_000)
  await loginViaApi(page.request, DEMO.agent)
  await page.goto('/en-US/')
  await waitForServiceWorker(page)
  await openHotel(page)
  await bookRefundablePlan(page)
  const bookUrl = page.url()
  const last = uniqueName('Flip')
  await fillGuests(page, last)

  let requests = 'Quiet room'
  await page.getByLabel('Special requests').fill(requests)
  for (let flip = 1; flip <= 20; flip++) {
    const offline = flip % 2 === 1
    await context.setOffline(offline)
    // Edit after the flip, wait for the autosave, then reload in the new network state.
    requests += ` ${flip}`
    await page.getByLabel('Special requests').fill(requests)
    await expectDraftSaved(page, last, requests)
    await page.reload()
    await expect(page).toHaveURL(bookUrl)
    await expect(page.getByLabel('Special requests'), `after flip ${flip} (${offline ? 'offline' : 'online'})`).toHaveValue(requests)
    await expect(page.getByLabel('Contact last name')).toHaveValue(last)
    await expect(page.getByTestId('offline-banner')).toHaveCount(offline ? 1 : 0)
  }
  await context.setOffline(false)
})
