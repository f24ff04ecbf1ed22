import { expect, type APIRequestContext, type Page } from '@playwright/test'

// Shared steps of e2e/booking.spec.ts and e2e/orders.spec.ts (booking issue).

export function futureStay(daysAhead = 45, nights = 2) {
  const d = new Date(Date.now() + daysAhead * 86_400_000)
  const iso = (x: Date) => x.toISOString().slice(0, 10)
  return { checkIn: iso(d), checkOut: iso(new Date(d.getTime() + nights * 86_400_000)) }
}

/** Letters only, so it passes every name rule and is unique per test run. */
export function uniqueName(prefix: string): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  let s = ''
  for (let n = Date.now() * 1000 + Math.floor(Math.random() * 1000); n > 0; n = Math.floor(n / 26)) s += letters[n % 26]
  return prefix + s.slice(0, 8)
}

/** Search → list → first hotel with a refundable, bookable plan → Book → continue. Returns on /book/<id>. */
export async function startBookingViaSearch(page: Page, stay = spreadStay()) {
  await page.goto('/en-US/')
  const form = page.getByRole('form', { name: 'Hotel search' })
  const box = page.getByRole('combobox', { name: 'Destination' })
  await box.fill('Tokyo')
  await page.getByRole('listbox', { name: 'Destinations' }).getByRole('group', { name: 'Cities and regions' }).getByRole('option', { name: /Tokyo/ }).first().click()
  await page.getByLabel('Check-in').fill(stay.checkIn)
  await page.getByLabel('Check-out').fill(stay.checkOut)
  await form.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/en-US\/hotel\/list\?/)
  await openBookableHotel(page)
  await bookRefundablePlan(page)
}

function refundablePlans(page: Page) {
  return page
    .getByTestId('rate-plan')
    .filter({ has: page.getByTestId('cancellation').getByText(/Free cancellation/) })
    .filter({ has: page.getByRole('button', { name: 'Book', exact: true }).and(page.locator(':enabled')) })
}

/**
 * From the hotel list, opens the first hotel (of the first five) with a refundable plan that can
 * be booked: the simulated inventory sells some nights out, and earlier tests take rooms.
 */
async function openBookableHotel(page: Page) {
  await expectHotelCards(page)
  const listUrl = page.url()
  for (let i = 0; i < 5; i++) {
    await page.getByTestId('hotel-card').nth(i).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/en-US\/hotel\/info\/\d+\?/)
    await expect(page.getByTestId('rate-plan').first()).toBeVisible()
    if ((await refundablePlans(page).count()) > 0) return
    await page.goto(listUrl)
    await expect(page.getByTestId('hotel-card').nth(i + 1)).toBeVisible()
  }
  throw new Error('no refundable, bookable plan in the first five hotels')
}

/**
 * Waits for the list's first card. When it does not come, the failure says what the page shows
 * instead (an error, the empty state, a login page, a skeleton), so a red run can be read.
 */
async function expectHotelCards(page: Page) {
  const card = page.getByTestId('hotel-card').first()
  try {
    await expect(card).toBeVisible({ timeout: 20_000 })
  } catch (error) {
    const main = await page.getByRole('main').first().innerText({ timeout: 1000 }).catch(() => '(no main element)')
    throw new Error(`no hotel card at ${page.url()}; the page shows: ${main.replace(/\s+/g, ' ').slice(0, 600)}`, { cause: error })
  }
}

/** On a hotel detail page: Book the first refundable plan, then continue to the booking page. */
export async function bookRefundablePlan(page: Page) {
  const plan = refundablePlans(page).first()
  await expect(plan).toBeVisible()
  await plan.getByRole('button', { name: 'Book', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Availability check' })
  await expect(dialog.getByTestId('check-result')).toHaveAttribute('data-result', /^(available|price-changed)$/)
  // §9 dialog width (the desktop viewport is wider), once its opening animation has ended.
  await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(600)
  await dialog.getByTestId('continue-booking').click()
  await expect(page).toHaveURL(/\/en-US\/book\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible()
}

/** The first region id for a keyword (static API). */
export async function regionId(request: APIRequestContext, keyword: string): Promise<string> {
  const res = await request.get(`/static/v2/region/fuzzy?keyword=${encodeURIComponent(keyword)}`)
  const body = await res.json()
  return String(body.data[0].id)
}

/**
 * A stay on a random date 20-139 days ahead: every booking takes allotment, so tests that all
 * booked the same nights of the same hotel would sell it out after a few runs on one database.
 */
export function spreadStay(nights = 2) {
  return futureStay(20 + Math.floor(Math.random() * 120), nights)
}

/** Opens a hotel detail straight from the list (faster than typing the search). */
export async function openHotel(page: Page, stay = spreadStay()) {
  const region = await regionId(page.request, 'Tokyo')
  const q = new URLSearchParams({ addressType: 'region', addressValue: region, checkIn: stay.checkIn, checkOut: stay.checkOut, adult: '2', room: '1', nation: 'CN' })
  await page.goto(`/en-US/hotel/list?${q}`)
  await openBookableHotel(page)
}

/** Fills contact and every guest name of the booking form. */
export async function fillGuests(page: Page, lastName: string) {
  await page.getByLabel('Contact first name').fill('Mei')
  await page.getByLabel('Contact last name').fill(lastName)
  await page.getByLabel('Contact phone').fill('+86 138 0013 8000')
  const firsts = page.getByLabel(/^Room \d+, guest \d+: first name$/)
  const count = await firsts.count()
  for (let i = 0; i < count; i++) {
    await firsts.nth(i).fill(i === 0 ? 'Mei' : `Guest${'abcdefgh'[i]}`)
    await page.getByLabel(/^Room \d+, guest \d+: last name$/).nth(i).fill(lastName)
  }
}

/** Orders of the logged-in agency whose guest name matches (API, not the UI). */
export async function ordersByGuest(request: APIRequestContext, token: string, guestName: string) {
  const res = await request.post('/booking/v2/order_list', { data: { guestName, pageNum: 1, pageSize: 50 }, headers: { Authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
  const body = await res.json()
  return body.data as { total: number; list: Array<{ orderNum: string; status: string }> }
}

/** Waits until IndexedDB holds a draft whose contact last name (and requests) are as typed. */
export async function expectDraftSaved(page: Page, lastName: string, specialRequests?: string) {
  await expect
    .poll(() =>
      page.evaluate(
        ([name, requests]) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('b2b-drafts')
            open.onerror = () => resolve(false)
            open.onsuccess = () => {
              const db = open.result
              if (!db.objectStoreNames.contains('drafts')) return resolve(false)
              const req = db.transaction('drafts').objectStore('drafts').getAll()
              req.onsuccess = () =>
                resolve(
                  (req.result as Array<{ form: { contact: { lastName: string }; specialRequests: string } }>).some(
                    (d) => d.form.contact.lastName === name && (requests === null || d.form.specialRequests === requests),
                  ),
                )
              req.onerror = () => resolve(false)
            }
          }),
        [lastName, specialRequests ?? null] as const,
      ),
    )
    .toBe(true)
}
