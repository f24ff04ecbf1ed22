import { expect, test, type Page } from '@playwright/test'
import { DEMO, loginViaApi } from './helpers'
import { openContactModal, submitLead } from './visitor-helpers'

// Issue 8 (visitor site), the widgets: the contact (demo) modal, the visitor footer, the
// customer-service chat, back-to-top, error pages, the logged-in view, and screenshots.

test('contact modal: the five §5 messages in order, reset on open, submitted then closed after 2 s', async ({ page }) => {
  await page.goto('/en-US/introduction/solution/agency')
  const { dialog, error, submit } = await openContactModal(page)

  await submit.click()
  await expect(error).toHaveText('please enter your email address')
  await dialog.getByLabel('Email').fill('ana.ruiz@agency')
  await submit.click()
  await expect(error).toHaveText('email format incorrect, please re-enter')
  await dialog.getByLabel('Email').fill(`ana.ruiz.${Date.now()}@agency.example`)
  await dialog.getByLabel('Last name').fill('Ruiz')
  await submit.click()
  await expect(error).toHaveText('please enter your first name')
  await dialog.getByLabel('First name').fill('Ana')
  await dialog.getByLabel('Last name').fill('')
  await submit.click()
  await expect(error).toHaveText('please enter your last name')
  await dialog.getByLabel('Last name').fill('Ruiz')
  await submit.click()
  await expect(error).toHaveText('please enter your contact method')

  // Closing and opening again starts from empty fields.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Book a demo' }).first().click()
  await expect(dialog.getByLabel('Email')).toHaveValue('')
  await expect(dialog.getByLabel('Last name')).toHaveValue('')

  await submitLead(page, dialog)
})

test('footer email capture: checks the email, stores it and prefills sign-up', async ({ page }) => {
  await page.goto('/en-US/introduction/resource')
  const footer = page.locator('footer')
  await footer.getByPlaceholder('Work email').fill('not-an-email')
  await footer.getByRole('button', { name: 'Go' }).click()
  await expect(footer.getByText('email format incorrect, please re-enter')).toBeVisible()
  await footer.getByPlaceholder('Work email').fill('owner@blue-lantern.example')
  await footer.getByRole('button', { name: 'Go' }).click()
  await expect(page).toHaveURL(/\/admin\/signup$/)
  await expect(page.locator('input[name="email"]')).toHaveValue('owner@blue-lantern.example')
})

test('footer: zh-CN shows the official-account QR and the Chinese phone; others LinkedIn', async ({ page }) => {
  await page.goto('/zh-CN/')
  const footer = page.locator('footer')
  await expect(footer.locator('img[src="/official-account-qr.svg"]')).toBeVisible()
  await expect(footer.getByText('400-820-6190')).toBeVisible()
  await expect(footer.locator('a[href*="linkedin"]')).toHaveCount(0)
  await page.goto('/en-US/')
  await expect(footer.locator('a[href*="linkedin"]')).toBeVisible()
  await expect(footer.getByText('+86 21 6133 0190')).toBeVisible()
  await expect(footer.locator('img[src="/official-account-qr.svg"]')).toHaveCount(0)
  // 127.0.0.1 has no ".com": the copyright/filing line shows.
  await expect(footer.getByText(/All rights reserved/)).toBeVisible()
  await footer.getByRole('link', { name: 'Credit card policy' }).click()
  await expect(page).toHaveURL(/\/en-US\/credit\?type=termsAndConditions#card-payment$/)
})

test('chat: the button opens a 400x600 frame from get_customer_service_url; a message is stored', async ({ page, request }) => {
  await page.setViewportSize({ width: 1200, height: 900 })
  await page.goto('/en-US/')
  const served = page.waitForResponse((r) => r.url().includes('/b2b/get_customer_service_url'))
  await page.getByTestId('chat-toggle').click()
  const { data } = await (await served).json()
  const frame = page.getByTestId('chat-frame')
  await expect(frame).toHaveAttribute('src', data.url)
  const box = await page.getByTestId('chat-panel').boundingBox()
  expect(Math.round(box!.width)).toBe(400)
  expect(Math.round(box!.height)).toBe(600)

  const chat = page.frameLocator('[data-testid="chat-frame"]')
  const text = `Do you have family rooms in Osaka? ${Date.now()}`
  await chat.locator('#message').fill(text)
  await chat.locator('#send').click()
  await expect(chat.locator('#messages')).toContainText(text)
  const stored = await (await request.get(`/api/v1/messages/?conversation=${encodeURIComponent(data.conversation)}`)).json()
  expect(stored.data.items.map((m: { body: string }) => m.body)).toContain(text)

  await page.getByTestId('chat-toggle').click()
  await expect(page.getByTestId('chat-panel')).toBeHidden()
})

test('chat opened offline says why and gives the email, then loads when the connection returns', async ({ page, context }) => {
  await page.goto('/en-US/')
  await context.setOffline(true)
  await page.getByTestId('chat-toggle').click()
  const panel = page.getByTestId('chat-panel')
  await expect(panel.getByText("You're offline. This needs a connection.")).toBeVisible()
  await expect(panel.getByRole('link', { name: 'support@harborline-b2b.com' })).toHaveAttribute('href', 'mailto:support@harborline-b2b.com')
  await context.setOffline(false)
  await expect(page.getByTestId('chat-frame')).toBeAttached()
  await expect(panel.getByText("You're offline. This needs a connection.")).toBeHidden()
})

test('chat on a phone is a full-screen sheet with its own close button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en-US/introduction/contact')
  await page.getByTestId('chat-toggle').click()
  const panel = page.getByTestId('chat-panel')
  await expect(panel).toBeVisible()
  const box = await panel.boundingBox()
  expect(Math.round(box!.width)).toBe(390)
  await panel.getByRole('button', { name: 'Close customer service chat' }).click()
  await expect(panel).toBeHidden()
})

test('logged in on a phone or tablet, the chat and back-to-top buttons sit above the bottom navigation', async ({ page }) => {
  await loginViaApi(page.request, DEMO.agent)
  for (const width of [390, 800]) {
    await page.setViewportSize({ width, height: 600 })
    await page.goto('/ar/credit?type=privacyPolicy')
    const nav = page.getByTestId('mobile-nav')
    await expect(nav).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()
    // To the end of the page: on the phone that is past the 1000 px after which back-to-top
    // shows; on the tablet the page is shorter than that, so only the chat button is there.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const navTop = (await nav.boundingBox())!.y
    const buttons = [page.getByTestId('chat-toggle'), page.getByRole('button', { name: 'العودة إلى الأعلى' })]
    for (const button of width < 768 ? buttons : buttons.slice(0, 1)) {
      await expect(button).toBeVisible()
      const box = (await button.boundingBox())!
      expect(box.y + box.height, `${width} px`).toBeLessThanOrEqual(navTop)
    }
  }
})

test('back to top appears after 1000 px and scrolls up', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 600 })
  await page.goto('/en-US/')
  const button = page.getByRole('button', { name: 'Back to top' })
  await expect(page.locator('footer')).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 900))
  await expect(button).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 1200))
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('error pages: /error is the 404, /error/404 the playful variant, 500 without history has no back', async ({ page }) => {
  await page.goto('/en-US/error')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found')
  await page.goto('/en-US/error/404')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, this page flew away')
  await page.goto('/en-US/error/500')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, dozed off, please retry')
  await expect(page.getByRole('button', { name: 'Go back' })).toHaveCount(0)
  await page.goto('/en-US/error/deactivated')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This account has been frozen, please contact customer service')
})

test('a logged-in user sees the standard header and footer on introduction pages, with legal links', async ({ page }) => {
  await loginViaApi(page.request, DEMO.agent)
  await page.goto('/en-US/introduction/solution/api')
  await expect(page.getByRole('navigation', { name: 'Introduction' })).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  const legal = page.getByRole('navigation', { name: 'Legal' })
  await legal.getByRole('link', { name: 'Privacy policy' }).click()
  await expect(page).toHaveURL(/\/en-US\/credit\?type=privacyPolicy$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy')
  await legal.getByRole('link', { name: 'About us' }).click()
  await expect(page).toHaveURL(/\/en-US\/about$/)
})

/** The buttons of the page's closing band are horizontally clear of the floating chat button. */
async function expectClosingBandClearOfChat(page: Page, label: string) {
  const chat = (await page.getByTestId('chat-toggle').boundingBox())!
  const buttons = page.locator('main > :last-child').locator('a, button')
  await expect(buttons.first()).toBeVisible()
  for (const button of await buttons.all()) {
    const box = (await button.boundingBox())!
    const clear = box.x + box.width <= chat.x || box.x >= chat.x + chat.width
    expect(clear, `${label}: "${await button.textContent()}" under the chat button`).toBe(true)
  }
}

test('the chat button never covers the last call to action (about, contracts, home; 1200, 1024, 390 px)', async ({ page }) => {
  // §2 Viewport 1200: the portal frame's edge is then 24 px from the window's, where the button sits.
  for (const width of [1200, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 })
    for (const path of ['/en-US/about', '/en-US/contracts', '/en-US/']) {
      await page.goto(path)
      await expectClosingBandClearOfChat(page, `${path} ${width}px`)
    }
  }
})

test('a logged-in agent on about and direct contracts is not asked to register, log in or book a demo', async ({ page }) => {
  await loginViaApi(page.request, DEMO.agent)
  for (const width of [1200, 390]) {
    await page.setViewportSize({ width, height: 900 })
    for (const path of ['/en-US/about', '/en-US/contracts']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: 'Ready for your next booking?' })).toBeVisible()
      const main = page.locator('main')
      await expect(main.getByRole('link', { name: 'Register your agency' })).toHaveCount(0)
      await expect(main.getByRole('button', { name: 'Book a demo' })).toHaveCount(0)
      await expect(main.getByRole('link', { name: /Log in/ })).toHaveCount(0)
      await expectClosingBandClearOfChat(page, `agent ${path} ${width}px`)
    }
  }
  await page.locator('main').getByRole('link', { name: 'Order management' }).click()
  await expect(page).toHaveURL(/\/en-US\/order$/)
})

test('screenshots of the home page (1200 and 390 px, en-US and zh-CN)', async ({ page }) => {
  for (const locale of ['en-US', 'zh-CN']) {
    for (const width of [1200, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/${locale}/`)
      await expect(page.getByRole('region', { name: /News|新闻/ }).locator('article').first()).toBeVisible()
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(scroll, `${locale} ${width}px horizontal scroll`).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `.scratch/shots/visitor/home-${locale}-${width}.png`, fullPage: true })
      await page.screenshot({ path: `.scratch/shots/visitor/home-${locale}-${width}-top.png` })
    }
  }
  // A few more screens to look at: a popover on a phone, the demo modal, a content page.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en-US/')
  await page.getByTestId('intro-tab-solution').click()
  await expect(page.getByTestId('intro-popover-solution')).toBeVisible()
  await page.screenshot({ path: '.scratch/shots/visitor/popover-en-US-390.png' })
  await page.setViewportSize({ width: 1200, height: 900 })
  await page.goto('/zh-CN/themeroom')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.screenshot({ path: '.scratch/shots/visitor/themeroom-zh-CN-1200.png', fullPage: true })
  await page.getByRole('button', { name: '预约演示' }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: '提交' }).click()
  await expect(page.getByRole('dialog').getByTestId('contact-error')).toBeVisible()
  await page.screenshot({ path: '.scratch/shots/visitor/contact-modal-zh-CN-1200.png' })
})
