import { mkdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { DEMO, loginViaApi } from './helpers'
import { createOrderViaApi } from './payment-helpers'

// Screenshots of the payment screens for review (not a check): run with SHOTS=1.
const OUT = '.scratch/shots/payments'
test.skip(!process.env.SHOTS, 'screenshots only with SHOTS=1')

for (const locale of ['en-US', 'zh-CN', 'ar'] as const) {
  for (const width of [1200, 390]) {
    test(`checkout and phone pages ${locale} ${width}`, async ({ page, browser }) => {
      mkdirSync(OUT, { recursive: true })
      await page.setViewportSize({ width, height: 900 })
      const token = await loginViaApi(page.request, DEMO.agent)
      const order = await createOrderViaApi(page.request, token, { daysAhead: 3 })
      await page.goto(`/${locale}/book/confirm/${order.orderNum}`)
      await expect(page.getByTestId('route-credit')).toBeVisible()
      await page.getByTestId('route-delayed_credit').click()
      await page.screenshot({ path: `${OUT}/checkout-${locale}-${width}.png`, fullPage: true })
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true)
      await page.getByTestId('route-qr').click()
      const link = page.getByTestId('pay-link-url')
      await expect(link).toHaveValue(/token=/)
      await page.screenshot({ path: `${OUT}/qr-${locale}-${width}.png`, fullPage: true })
      if (width === 390) {
        const phone = await browser.newContext({ viewport: { width: 360, height: 740 } })
        const mobile = await phone.newPage()
        await mobile.goto(await link.inputValue())
        await expect(mobile.getByTestId('open-pay-app')).toBeVisible()
        await mobile.screenshot({ path: `${OUT}/mobile-pay-${locale}.png`, fullPage: true })
        await mobile.getByTestId('open-pay-app').click()
        await mobile.screenshot({ path: `${OUT}/sandbox-app-${locale}.png`, fullPage: true })
        await phone.close()
      }
      await page.getByTestId('route-card').click()
      await page.getByTestId('pay-button').click()
      await expect(page).toHaveURL(/sandbox\/card/)
      await page.screenshot({ path: `${OUT}/sandbox-card-${locale}-${width}.png`, fullPage: true })
    })
  }
}
