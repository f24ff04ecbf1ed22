import { mkdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { DEMO, loginViaApi } from './helpers'
import { expectControlsInViewport, expectNoHorizontalScroll, tokyoListUrl } from './offline-helpers'

// Issue 7 "Mobile and tablet": the agent pages at phone and tablet widths, in English and in
// Arabic (mirrored): no sideways scroll, the bottom navigation below lg with ≥ 44 px targets,
// and screenshots at 390 px for review (.scratch/shots/pwa).

const SHOTS = '.scratch/shots/pwa'
const WIDTHS = [360, 390, 768, 1024]

for (const locale of ['en-US', 'ar'] as const) {
  test(`${locale}: search, list, detail, orders, drafts and account fit every width`, async ({ page }) => {
    test.setTimeout(180_000)
    mkdirSync(SHOTS, { recursive: true })
    await loginViaApi(page.request, DEMO.agent)
    const listUrl = await tokyoListUrl(page, locale)
    await page.goto(listUrl)
    await page.getByTestId('hotel-card').first().getByRole('link').first().click()
    await expect(page.getByTestId('rate-plan').first()).toBeVisible()
    const detailUrl = page.url()
    const pages: Array<[string, string, string]> = [
      ['home', `/${locale}/`, 'form'],
      ['list', listUrl, '[data-testid="hotel-card"]'],
      ['detail', detailUrl, '[data-testid="rate-plan"]'],
      ['orders', `/${locale}/order`, '[data-testid="order-row"], [data-testid="orders-empty"]'],
      ['drafts', `/${locale}/order/drafts`, '[data-testid="draft-row"], [data-testid="drafts-empty"]'],
      ['account', `/${locale}/user/home`, 'main h1, main h2'],
    ]
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 })
      for (const [name, url, ready] of pages) {
        await page.goto(url)
        await expect(page.locator(ready).first()).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
        await expectNoHorizontalScroll(page)
        await expectControlsInViewport(page)
        const nav = page.getByTestId('mobile-nav')
        if (width < 1024) {
          await expect(nav).toBeVisible()
          for (const box of await nav.getByRole('link').evaluateAll((links) => links.map((l) => l.getBoundingClientRect().toJSON() as DOMRect))) {
            expect(box.height).toBeGreaterThanOrEqual(44)
            expect(box.width).toBeGreaterThanOrEqual(44)
          }
          // Arabic mirrors: the first item (search) sits at the right edge.
          const first = await nav.getByRole('link').first().boundingBox()
          if (locale === 'ar') expect(first!.x).toBeGreaterThan(width / 2)
          else expect(first!.x).toBeLessThan(width / 2)
          await expect(page.getByRole('button', { name: locale === 'ar' ? 'فتح القائمة' : 'Open menu' })).toBeVisible()
        } else {
          await expect(nav).toBeHidden()
        }
        if (width === 390) await page.screenshot({ path: `${SHOTS}/e2e-390-${locale}-${name}.png` })
      }
    }
  })
}

test('the bottom navigation goes where it says', async ({ page }) => {
  await loginViaApi(page.request, DEMO.agent)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en-US/user/home')
  const nav = page.getByTestId('mobile-nav')
  await expect(nav.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: 'My orders' }).click()
  await expect(page).toHaveURL(/\/en-US\/order$/)
  await expect(nav.getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page')
  // The order pages' section links are these same entries: shown from lg up only.
  await expect(page.getByRole('navigation', { name: 'Section' })).toBeHidden()
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(page.getByRole('navigation', { name: 'Section' }).getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page')
  await page.setViewportSize({ width: 390, height: 844 })
  await nav.getByRole('link', { name: 'Drafts' }).click()
  await expect(page).toHaveURL(/\/en-US\/order\/drafts$/)
  await expect(nav.getByRole('link', { name: 'Drafts' })).toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/en-US\/?$/)
  await expect(nav.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('form', { name: 'Hotel search' })).toBeVisible()
})
