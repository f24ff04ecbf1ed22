import { expect, type Page } from '@playwright/test'

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
