import { expect, test } from '@playwright/test'
import { futureStay } from './booking-helpers'
import { DEMO, loginViaApi } from './helpers'

// The hotel page's price calendar and popular hotels nearby render their answers in transitions
// (#9); the page component stays from one hotel to the next, so each must show the current one's.

test("the hotel page's price calendar and nearby hotels follow the hotel when a nearby one is opened", async ({ page }) => {
  await loginViaApi(page.request, DEMO.agent)
  const stay = futureStay()
  const month = stay.checkIn.slice(0, 7)
  // What the server answered for each hotel's month (the page's own requests).
  const months = new Map<number, { date: string; lowestPrice: number | null }[]>()
  const nearby = new Map<number, number[]>()
  page.on('response', async (res) => {
    const path = new URL(res.url()).pathname
    if (res.status() !== 200 || (path !== '/room_rate/v2/search/month/lowest_price' && path !== '/room_rate/v2/popular_hotel')) return
    const asked = res.request().postDataJSON() as { hotelId: number; month?: string }
    const data = (await res.json()).data
    if (path.endsWith('lowest_price') && asked.month === month) months.set(asked.hotelId, data.days)
    if (path.endsWith('popular_hotel')) nearby.set(asked.hotelId, (data as { hotelId: number }[]).map((h) => h.hotelId).filter((id) => id !== asked.hotelId))
  })
  /** The calendar's day prices as shown (each button's title) and as the server's answer for `hotelId` formats them. */
  const calendarMatches = async (hotelId: number) => {
    const days = months.get(hotelId)
    if (!days) return false
    const group = page.getByRole('complementary', { name: 'Price calendar' }).getByRole('group')
    const shown = await group.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('title')))
    const expected = await page.evaluate(
      (d) => d.map((x) => (x.lowestPrice === null ? null : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CNY', currencyDisplay: 'code', numberingSystem: 'latn' }).format(x.lowestPrice))),
      days,
    )
    return shown.length === days.length && shown.every((t, i) => t === expected[i])
  }
  const nearbyMatches = async (hotelId: number) => {
    const ids = nearby.get(hotelId)
    if (!ids) return false
    const hrefs = await page.locator('section[aria-labelledby=popular-nearby] a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    return hrefs.length === ids.length && hrefs.every((h, i) => h.startsWith(`/en-US/hotel/info/${ids[i]}?`))
  }

  await page.goto(`/en-US/hotel/info/1?${new URLSearchParams({ ...stay, adult: '2', room: '1', nation: 'CN' })}`)
  await expect(page.getByTestId('rate-plan').first()).toBeVisible()
  await expect.poll(() => calendarMatches(1)).toBe(true)
  await expect.poll(() => nearbyMatches(1)).toBe(true)

  // Open the first hotel nearby: the same page component, now for another hotel.
  const next = Number(/\/hotel\/info\/(\d+)/.exec((await page.locator('section[aria-labelledby=popular-nearby] a').first().getAttribute('href'))!)![1])
  await page.locator('section[aria-labelledby=popular-nearby] a').first().click()
  await expect(page).toHaveURL(new RegExp(`/en-US/hotel/info/${next}\\?`))
  await expect.poll(() => calendarMatches(next)).toBe(true)
  await expect.poll(() => nearbyMatches(next)).toBe(true)
  expect(next).not.toBe(1)
})

test('ar, 390 px: the phone is a link to call, read left to right and aligned with the other facts', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await loginViaApi(page.request, DEMO.agent)
  await page.goto(`/ar/hotel/info/1?${new URLSearchParams({ ...futureStay(), adult: '2', room: '1', nation: 'CN' })}`)
  await expect(page.getByTestId('rate-plan').first()).toBeVisible()
  const phone = page.locator('dd a[href^="tel:"]')
  await expect(phone).toHaveAttribute('href', /^tel:\+?\d+$/)
  await expect(phone).toHaveAttribute('dir', 'ltr')
  // Right to left, each fact's value ends where its label ends (the phone used to sit at the left).
  const label = page.locator('dt', { hasText: 'الهاتف' })
  const right = async (l: typeof phone) => {
    const box = (await l.boundingBox())!
    return Math.round(box.x + box.width)
  }
  expect(Math.abs((await right(phone)) - (await right(label)))).toBeLessThanOrEqual(1)
})
