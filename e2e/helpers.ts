import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const DEMO = {
  agent: { username: 'demo_agent', password: 'Harbor7Sky9' },
  sub: { username: 'demo_sub', password: 'Lantern5Bay3' },
  viewer: { username: 'demo_viewer', password: 'Pebble3Fox8' },
  admin: { username: 'demo_admin', password: 'Compass4Oak8' },
  verify: { username: 'demo_verify', password: 'Maple6Rain2' },
  frozen: { username: 'demo_frozen', password: 'Frozen8Leaf4' },
} as const

/** Logs in through the real API in the page's context (cookies land in the browser). */
export async function loginViaApi(request: APIRequestContext, who: { username: string; password: string }) {
  const res = await request.post('/b2b/login', { form: { username: who.username, password: who.password } })
  expect(res.status(), await res.text()).toBe(200)
  const body = await res.json()
  expect(body.header.message).toBe('Success')
  return body.data.token as string
}

/** Fills and submits the /login page form. */
export async function loginViaForm(page: Page, who: { username: string; password: string }) {
  await page.getByLabel('Account').fill(who.username)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

/** The hotel list has all its cards: they are added a few at a time, and the list is aria-busy until then. */
export async function listComplete(page: Page) {
  await expect(page.getByTestId('hotel-card').first()).toBeVisible()
  await expect(page.getByTestId('hotel-list')).not.toHaveAttribute('aria-busy', 'true')
}
