import { expect, test } from '@playwright/test'
import { DEMO, loginViaApi } from './helpers'

// The account pages per role (§2 /user/*, §6): credit broken down for a main user, dashes and
// no credit call for a sub-account without VIEW_CREDIT, and its balance URL sending it home.

test('main user: the credit breakdown shows when the temporary credit stops counting, to the minute', async ({ page }) => {
  await loginViaApi(page.request, DEMO.agent)
  await page.goto('/en-US/user/balance')
  await expect(page.getByRole('heading', { level: 2, name: 'Credit balance' })).toBeVisible()
  await expect(page.getByText('Available credit', { exact: true })).toBeVisible()
  // The seeded expiry is a timestamp (30 days after seeding): the hint carries its time.
  await expect(page.getByText(/Valid until \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M \(Beijing time\)/)).toBeVisible()
  await expect(page.getByText(/CNY\s100,000\.00/)).toBeVisible()
})

test('sub-account without permissions: dashes, no credit call, balance URL goes to account details', async ({ page }) => {
  const creditCalls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/b2b/credit/')) creditCalls.push(r.url())
  })
  await loginViaApi(page.request, DEMO.viewer)
  await page.goto('/en-US/')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, demo_viewer' })).toBeVisible()
  await expect(page.getByText('Your account cannot view credit. The main account can grant this permission.')).toBeVisible()
  await expect(page.getByLabel('Not available').first()).toHaveText('--')

  await page.goto('/en-US/user/balance')
  await expect(page).toHaveURL(/\/en-US\/user\/home$/)
  const nav = page.getByRole('navigation', { name: 'My account' })
  await expect(nav.getByRole('link', { name: 'Account details' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Credit balance' })).toHaveCount(0)
  await expect(page.getByText('No permissions granted yet. Ask your main account to grant them.')).toBeVisible()
  expect(creditCalls).toEqual([])
})

test('phone: a notice sits above the bottom navigation, not over it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await loginViaApi(page.request, DEMO.viewer)
  // No "Place order" permission: the checkout sends the agent home with a notice (§6).
  await page.goto('/en-US/book/confirm/1')
  const notice = page.getByText('You cannot place or pay for orders with this account.')
  await expect(notice).toBeVisible()
  const nav = page.getByTestId('mobile-nav')
  await expect(nav).toBeVisible()
  const toast = page.locator('[data-scope="toast"][data-part="root"]').first()
  const navTop = (await nav.boundingBox())!.y
  // Polled: the toast slides in from below; once in place its bottom edge is above the nav.
  await expect.poll(async () => {
    const box = await toast.boundingBox()
    return box ? navTop - (box.y + box.height) : -1
  }).toBeGreaterThanOrEqual(8)
})

test('ar: the coupon amounts line up with their column headings, read left to right', async ({ page }) => {
  await loginViaApi(page.request, DEMO.agent)
  await page.goto('/ar/user/coupon')
  const table = page.getByRole('table')
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  // The right edge of each heading's text and of the first row's amount in that column.
  const edges = await table.evaluate((t) => {
    const textRight = (el: Element) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return Math.round(range.getBoundingClientRect().right)
    }
    const headings = [...t.querySelectorAll('thead th')]
    const column = headings.findIndex((h) => h.textContent === 'القيمة الاسمية')
    const cell = t.querySelectorAll('tbody tr')[0]!.querySelectorAll('td')[column]!
    return { heading: textRight(headings[column]!), amount: textRight(cell), dir: cell.querySelector('[dir="ltr"]')?.textContent ?? '' }
  })
  expect(Math.abs(edges.heading - edges.amount)).toBeLessThanOrEqual(1)
  expect(edges.dir).toMatch(/CNY/)
})
