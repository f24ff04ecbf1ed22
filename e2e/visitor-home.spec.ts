import { expect, test } from '@playwright/test'
import { DEMO, loginViaApi } from './helpers'
import { openContactModal, submitLead, watchErrors } from './visitor-helpers'

// Issue 8: the visitor home is server-rendered HTML with a small script (not the app). The
// tabs, popovers, footer, chat and back-to-top on it are covered by visitor*.spec.ts; this
// covers what only the static page does: its contact modal, language menu, email capture,
// the script's size, and the app for logged-in users.

test('the home is static HTML: painted without the app, a few KB of script, no errors', async ({ page }) => {
  const errors = watchErrors(page)
  const scripts: string[] = []
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))
  const res = await page.goto('/en-US/')
  expect(await res!.text()).toContain('<h1>Hotel rates, booking and credit in one trade portal</h1>')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('load')
  expect(scripts.every((s) => /\/assets\/(home|preload-helper)-/.test(s)), scripts.join(', ')).toBe(true)
  expect(errors).toEqual([])
})

test('contact modal on the home: §5 messages in order, reset on open, submitted then closed after 2 s', async ({ page }) => {
  await page.goto('/en-US/')
  const { dialog, error, submit } = await openContactModal(page)
  await submit.click()
  await expect(error).toHaveText('please enter your email address')
  await expect(dialog.getByLabel('Email')).toBeFocused()
  await dialog.getByLabel('Email').fill('ana.ruiz@agency')
  await submit.click()
  await expect(error).toHaveText('email format incorrect, please re-enter')
  await dialog.getByLabel('Email').fill(`ana.ruiz.${Date.now()}@agency.example`)
  await submit.click()
  // Both names empty: the last-name message wins (§5).
  await expect(error).toHaveText('please enter your last name')
  await dialog.getByLabel('Last name').fill('Ruiz')
  await submit.click()
  await expect(error).toHaveText('please enter your first name')
  await dialog.getByLabel('First name').fill('Ana')
  await submit.click()
  await expect(error).toHaveText('please enter your contact method')
  await expect(dialog.getByLabel('Phone')).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Book a demo' }).click()
  await expect(dialog.getByLabel('Email')).toHaveValue('')
  await expect(dialog.getByTestId('contact-error')).toBeHidden()

  await submitLead(page, dialog)
})

test('language menu on the home: five visitor locales, the choice is remembered', async ({ page, context }) => {
  await page.goto('/en-US/')
  await page.getByRole('button', { name: 'Language: English' }).click()
  const menu = page.locator('#lang-pop')
  await expect(menu.getByRole('link')).toHaveText(['简体中文', 'English', '日本語', '한국어', 'Español'])
  await menu.getByRole('link', { name: '日本語' }).click()
  await expect(page).toHaveURL(/\/ja\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ja')
  await page.goto('/')
  await expect(page).toHaveURL(/\/ja\/$/)
})

test('footer email capture on the home: checked, kept, and prefilled on sign-up', async ({ page }) => {
  await page.goto('/es/')
  const footer = page.locator('footer')
  const input = footer.locator('input[type="email"]')
  await footer.getByRole('button').click()
  await expect(footer.getByRole('alert')).not.toBeEmpty()
  await expect(input).toBeFocused()
  await input.fill('owner@blue-lantern.example')
  await footer.getByRole('button').click()
  await expect(page).toHaveURL(/\/admin\/signup$/)
  await expect(page.locator('input[name="email"]')).toHaveValue('owner@blue-lantern.example')
})

test('popovers sit under their tab on a desktop and span a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 })
  await page.goto('/en-US/')
  const tab = page.getByTestId('intro-tab-solution')
  await tab.click()
  const pop = page.getByTestId('intro-popover-solution')
  const [t, p] = [await tab.boundingBox(), await pop.boundingBox()]
  expect(Math.abs(p!.x - t!.x)).toBeLessThan(2)
  expect(p!.y).toBeGreaterThanOrEqual(t!.y + t!.height)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.keyboard.press('Escape')
  await page.getByTestId('intro-tab-product').click()
  const phone = await page.getByTestId('intro-popover-product').boundingBox()
  expect(Math.round(phone!.x)).toBe(8)
  expect(Math.round(phone!.width)).toBe(390 - 16)
})

test('a logged-in agent opening /<locale>/ gets the app, not the visitor page', async ({ page }) => {
  await loginViaApi(page.request, DEMO.agent)
  await page.goto('/en-US/')
  await expect(page.locator('nav[aria-label="Introduction"]')).toHaveCount(0)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.locator('#root')).not.toBeEmpty()
})

test('inside the app, "Why choose us" renders the same home (client navigation), with the app\'s modal', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 })
  await page.goto('/en-US/introduction/aboutus')
  const documents: string[] = []
  page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()))
  await page.getByTestId('intro-tab-why').click()
  await expect(page).toHaveURL(/\/en-US\/?$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotel rates, booking and credit in one trade portal')
  expect(documents).toEqual([])
  await page.getByRole('button', { name: 'Book a demo' }).first().click()
  await expect(page.getByRole('dialog', { name: 'Cooperation consultation and demo booking' })).toBeVisible()
})

test.describe('offline on a first visit (no service worker yet)', () => {
  test.use({ serviceWorkers: 'block' })

  test('a link of the home keeps the page and says why instead of the browser offline page', async ({ page, context }) => {
    await page.goto('/en-US/')
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Language: English' }).click()
    await page.locator('#lang-pop').getByRole('link', { name: '日本語' }).click()
    await expect(page.getByRole('status').filter({ hasText: "You're offline. This needs a connection." })).toBeVisible()
    await expect(page).toHaveURL(/\/en-US\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    // Nothing changed, so the choice is not remembered.
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).not.toBe('ja')
    await context.setOffline(false)
  })
})
