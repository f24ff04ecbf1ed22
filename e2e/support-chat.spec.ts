import { expect, test, type Page } from '@playwright/test'
import { DEMO, loginViaApi } from './helpers'

// The customer-service page our server renders at /support/chat (issue 8): what the chat
// widget frames. Sending stores through /api/v1/messages/; a staff reply (posted through the
// dev-only endpoint) shows up without a reload.

const SHOTS = '/work/main/.scratch/shots/visitor-server'

async function openChat(page: Page, locale: string) {
  const res = await page.request.post('/b2b/get_customer_service_url', { data: { locale } })
  expect(res.status()).toBe(200)
  const body = await res.json()
  return body.data as { url: string; conversation: string }
}

test('a visitor sends a message, sees it with its time, and a staff reply arrives without reloading', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(e.message))
  await page.setViewportSize({ width: 400, height: 600 })
  const { url, conversation } = await openChat(page, 'en-US')
  await page.goto(url)
  await expect(page.getByRole('heading', { name: 'Harborline customer service' })).toBeVisible()
  await expect(page.getByText('No messages yet.')).toBeVisible()

  // Empty message: an error, nothing sent.
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please enter a message')

  const box = page.getByLabel('Your message')
  await box.fill('Hello, can you hold 12 twin rooms in Osaka for 3-5 March?')
  await box.press('Enter')
  const mine = page.locator('#messages li.customer')
  await expect(mine).toHaveCount(1)
  await expect(mine.locator('p')).toHaveText('Hello, can you hold 12 twin rooms in Osaka for 3-5 March?')
  await expect(mine.locator('time')).toHaveText(/\d{1,2}:\d{2}/)
  await expect(box).toHaveValue('')

  // Stored on the server.
  const listed = await (await page.request.get(`/api/v1/messages/?conversation=${conversation}`)).json()
  expect(listed.data.items.map((m: { body: string }) => m.body)).toEqual(['Hello, can you hold 12 twin rooms in Osaka for 3-5 March?'])

  let navigations = 0
  page.on('framenavigated', () => navigations++)
  const reply = await page.request.post('/api/dev/support/reply', { data: { conversation, body: 'Yes, 12 twin rooms are on hold until tomorrow 18:00 Beijing time.' } })
  expect(reply.status()).toBe(201)
  const staff = page.locator('#messages li.staff')
  await expect(staff).toHaveCount(1, { timeout: 8000 })
  await expect(staff.locator('.who')).toHaveText('Harborline support')
  await expect(staff.locator('p')).toContainText('12 twin rooms are on hold')
  expect(navigations).toBe(0)
  await page.screenshot({ path: `${SHOTS}/chat-en-400x600.png` })

  // Reloading shows the same history (server-rendered).
  await page.reload()
  await expect(page.locator('#messages li')).toHaveCount(2)
  expect(problems).toEqual([])
})

test('the chat page in zh-CN and ar (right to left), at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 })
  for (const locale of ['zh-CN', 'ar']) {
    const { url, conversation } = await openChat(page, locale)
    // Visitors get no ar (§1); a logged-in agent would. The page itself honours the locale given.
    await page.goto(url.replace(/locale=[^&]+/, `locale=${locale}`))
    await page.request.post('/api/v1/messages/', { data: { conversation, body: locale === 'ar' ? 'مرحبًا، أحتاج إلى فاتورة شهر أكتوبر' : '你好，我想确认一下十月份的账单' } })
    await page.request.post('/api/dev/support/reply', { data: { conversation, body: locale === 'ar' ? 'بالتأكيد، سنرسلها خلال ساعة.' : '好的，一小时内发给您。' } })
    await expect(page.locator('#messages li')).toHaveCount(2, { timeout: 8000 })
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await page.screenshot({ path: `${SHOTS}/chat-${locale}-390.png` })
  }
})

test('a logged-in agent chats in their own conversation, which needs their session', async ({ page, browser }) => {
  await loginViaApi(page.request, DEMO.agent)
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? ''
  const res = await page.request.post('/b2b/get_customer_service_url', { data: { locale: 'ar' }, headers: { 'X-CSRFToken': csrf } })
  const { url } = (await res.json()).data as { url: string }
  expect(url).toMatch(/locale=ar/)
  await page.goto(url)
  await page.getByLabel('رسالتك').fill('أحتاج إلى رفع حد الائتمان المؤقت لشهر ديسمبر')
  await page.getByRole('button', { name: 'إرسال' }).click()
  await expect(page.locator('#messages li.customer').last().locator('p')).toHaveText('أحتاج إلى رفع حد الائتمان المؤقت لشهر ديسمبر')
  // The same link in a browser without the agent's session opens nothing.
  const other = await browser.newContext()
  const stranger = await other.newPage()
  expect((await stranger.goto(url))?.status()).toBe(404)
  await other.close()
})

test('an invalid chat link explains itself', async ({ page }) => {
  const res = await page.goto('/support/chat?locale=es&t=AAAA')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('alert')).toContainText('Este enlace de chat ya no es válido')
})
