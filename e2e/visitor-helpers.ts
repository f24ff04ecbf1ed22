import { expect, type Locator, type Page } from '@playwright/test'

// Shared by e2e/visitor*.spec.ts (issue 8).

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

export async function h1Text(page: Page): Promise<string> {
  const h1 = page.getByRole('heading', { level: 1 }).first()
  await expect(h1).toBeVisible()
  return ((await h1.textContent()) ?? '').trim()
}

/** Visible text must not contain unfilled ICU placeholders or message ids. */
export async function expectNoRawMessages(page: Page) {
  const text = await page.locator('body').innerText()
  expect(text).not.toMatch(/\{[a-zA-Z_][\w]*\}/)
  expect(text).not.toMatch(/\b(msgid|undefined|NaN)\b/)
}

/** Opens the contact (demo) modal from the page's first "Book a demo" button. */
export async function openContactModal(page: Page) {
  await page.getByRole('button', { name: 'Book a demo' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Cooperation consultation and demo booking' })
  await expect(dialog).toBeVisible()
  return { dialog, error: dialog.getByTestId('contact-error'), submit: dialog.getByRole('button', { name: 'Submit' }) }
}

/** Fills the contact (demo) modal with a valid lead, submits it, and expects it stored, "Submitted", then closed after 2 s. */
export async function submitLead(page: Page, dialog: Locator) {
  await dialog.getByLabel('Email').fill(`ana.ruiz.${Date.now()}@agency.example`)
  await dialog.getByLabel('First name').fill('Ana')
  await dialog.getByLabel('Last name').fill('Ruiz')
  await dialog.getByLabel('Phone').fill('+34 600 123 456')
  const posted = page.waitForResponse((r) => r.url().includes('/b2b/demo_appointment'))
  await dialog.getByRole('button', { name: 'Submit' }).click()
  const response = await posted
  expect(response.ok()).toBe(true)
  expect((await response.json()).data.id).toBeGreaterThan(0)
  await expect(dialog.getByText('Submitted')).toBeVisible()
  await expect(dialog).toBeHidden({ timeout: 4000 })
}
