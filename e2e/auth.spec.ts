import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { regionId } from './booking-helpers'
import { DEMO, loginViaApi } from './helpers'

// Sign-in flows end to end against the real server (auth issue): login/logout, the emailed
// code dialog, wrong password, validation order, frozen account, forgot password, sign-up.

type OutboxMail = { id: number; to: string; subject: string; body: string }

async function latestCode(request: APIRequestContext, to: string, after = 0): Promise<{ code: string; id: number }> {
  let found: OutboxMail | undefined
  await expect(async () => {
    const res = await request.get('/api/dev/outbox')
    const list = (await res.json()).data as OutboxMail[]
    found = list.find((m) => m.to === to && m.id > after)
    expect(found).toBeTruthy()
  }).toPass({ timeout: 10_000 })
  const code = /\b(\d{6})\b/.exec(found!.body)?.[1]
  expect(code).toMatch(/^\d{6}$/)
  return { code: code!, id: found!.id }
}

async function lastOutboxId(request: APIRequestContext): Promise<number> {
  const list = (await (await request.get('/api/dev/outbox')).json()).data as OutboxMail[]
  return list[0]?.id ?? 0
}

/** The /login form; exact labels, as toasts may also mention passwords. */
async function loginViaForm(page: Page, who: { username: string; password: string }) {
  await page.getByLabel('Account', { exact: true }).fill(who.username)
  await page.getByLabel('Password', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

const accountMenu = (page: Page, username: string) => page.getByRole('button', { name: `Account menu for ${username}` })

test('demo_agent logs in from the header popover and logs out', async ({ page, context }) => {
  // The app's introduction pages carry the header popover (the home is static HTML with links).
  await page.goto('/en-US/introduction/aboutus')
  await page.getByRole('button', { name: 'Log in / Sign up' }).click()
  const popover = page.getByRole('dialog')
  await popover.getByLabel('Account').fill(DEMO.agent.username)
  await popover.getByLabel('Password').fill(DEMO.agent.password)
  await popover.getByRole('button', { name: 'Log in', exact: true }).click()
  // Logging in moves to the agent's home; open the menu once that page is there (a menu opened
  // on the introduction page would close with it).
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, demo_agent' })).toBeVisible()
  await expect(accountMenu(page, 'demo_agent')).toBeVisible()
  expect((await context.cookies()).find((c) => c.name === 'token')?.httpOnly).toBe(true)

  await accountMenu(page, 'demo_agent').click()
  await page.getByRole('menuitem', { name: 'Quit' }).click()
  await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible()
  await expect(page).toHaveURL(/\/en-US\/?$/)
  // The app's home for a visitor, with its texts (marketing.po, loaded when the session ended).
  await expect(page.getByRole('heading', { level: 1, name: 'Hotel rates, booking and credit in one trade portal' })).toBeVisible()
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('b2b.session.v1') ?? '{}'))
  expect(session).toMatchObject({ currency: 'CNY', permissions: [] })
})

test("logging out in one tab leaves nothing of the agent's on another tab's page", async ({ page, context }) => {
  await loginViaApi(page.request, DEMO.agent)
  const other = await context.newPage()
  await other.goto('/en-US/user/balance')
  await expect(other.getByText('Available credit').first()).toBeVisible()
  await page.goto('/en-US/order')
  await accountMenu(page, 'demo_agent').click()
  await page.getByRole('menuitem', { name: 'Quit' }).click()
  await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible()
  // The other tab's credit page goes to login instead of keeping the figures on screen.
  await expect(other).toHaveURL(/\/en-US\/login\?from=%2Fen-US%2Fuser%2Fbalance/)
  await expect(other.getByText('Available credit')).toHaveCount(0)
})

test('the header popover stays open through the code dialog; cancel returns to its form', async ({ page }) => {
  // The app's introduction pages carry the header popover (the home is static HTML with links).
  await page.goto('/en-US/introduction/aboutus')
  await page.getByRole('button', { name: 'Log in / Sign up' }).click()
  const popover = page.getByRole('dialog').filter({ hasText: 'Log in to your agency account' })
  await popover.getByLabel('Account').fill(DEMO.verify.username)
  await popover.getByLabel('Password').fill(DEMO.verify.password)
  await popover.getByRole('button', { name: 'Log in', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Security verification' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(popover.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled()
  await expect(popover.getByLabel('Account')).toHaveValue(DEMO.verify.username)
})

test('the login modal (phone width) logs in and closes; the mask closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en-US/introduction/aboutus')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  const modal = page.getByRole('dialog', { name: 'Log in to your agency account' })
  await expect(modal).toBeVisible()
  await page.getByTestId('login-modal-mask').click({ position: { x: 5, y: 5 } })
  await expect(modal).toBeHidden()

  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await modal.getByLabel('Account').fill(DEMO.agent.username)
  await modal.getByLabel('Password').fill(DEMO.agent.password)
  await modal.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeHidden()
})

test('validation order, wrong password and the frozen account on /login', async ({ page, context }) => {
  await page.goto('/en-US/login')
  const submit = page.getByRole('button', { name: 'Log in', exact: true })
  await submit.click()
  await expect(page.getByText('Please enter account')).toBeVisible()
  await expect(page.getByText('Please enter password')).toBeHidden()
  await page.getByLabel('Account').fill(DEMO.agent.username)
  await submit.click()
  await expect(page.getByText('Please enter password')).toBeVisible()
  await expect(page.getByText('Please enter account')).toBeHidden()

  await page.getByLabel('Password').fill('Wrong1Password')
  await submit.click()
  await expect(page.getByRole('alert')).toHaveText('login failed')
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()

  await page.getByLabel('Account').fill(DEMO.frozen.username)
  await page.getByLabel('Password').fill(DEMO.frozen.password)
  await submit.click()
  await expect(page).toHaveURL(/\/en-US\/error\/deactivated/)
  await expect(page.getByText('This account has been frozen, please contact customer service')).toBeVisible()
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()
})

test('demo_verify needs the emailed code: cancel aborts, the code from the outbox logs in', async ({ page, request }) => {
  await page.goto('/en-US/login?from=%2Fen-US%2Fuser%2Fhome')
  await loginViaForm(page, DEMO.verify)
  const dialog = page.getByRole('dialog', { name: 'Security verification' })
  await expect(dialog).toContainText('ve***@example.com')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/en-US\/login/)
  await expect(page.getByRole('alert')).toBeHidden()

  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(dialog).toBeVisible()
  const before = await lastOutboxId(request)
  await dialog.getByRole('button', { name: 'Send code' }).click()
  await expect(dialog.getByRole('button', { name: /Resend in \d+ seconds/ })).toBeDisabled()
  const { code } = await latestCode(request, 'verify@example.com', before)
  await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000')
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog.getByText('The verification code is incorrect')).toBeVisible()
  await dialog.getByLabel('Verification code').fill(code)
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/en-US\/user\/home/)
  await expect(accountMenu(page, 'demo_verify')).toBeVisible()
})

// demo_admin's tests live in this one file, so they run one after the other: the password reset
// below ends demo_admin's other sessions, and a test logged in as demo_admin alongside it was
// sent to the login page halfway.
test('logged-in header: the section is current on its pages, one row at 1,024 px in Spanish, back office in the user menu below 1,280 px', async ({ page }) => {
  await loginViaApi(page.request, DEMO.admin)
  const region = await regionId(page.request, 'Tokyo')
  const header = page.locator('header')
  const nav = header.getByRole('navigation', { name: 'Main' })
  // §2 hotel reservation: current on home and on the pages a search leads to; the logo is not.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/en-US/hotel/list?addressType=region&addressValue=${region}`)
  await expect(nav.getByRole('link', { name: 'Hotel reservation' })).toHaveAttribute('aria-current', 'true')
  await expect(nav.getByRole('link', { name: 'Order management' })).not.toHaveAttribute('aria-current')
  await expect(header.getByRole('link', { name: 'Harborline home' })).not.toHaveAttribute('aria-current')
  await expect(nav.getByRole('link', { name: 'Back office' })).toBeVisible()
  await page.goto('/en-US/order')
  await expect(nav.getByRole('link', { name: 'Order management' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Hotel reservation' })).not.toHaveAttribute('aria-current')

  // 1,024 px, Spanish, with the history button: every link on one line and nothing cut off.
  await page.setViewportSize({ width: 1024, height: 800 })
  await page.goto(`/es/hotel/list?addressType=region&addressValue=${region}`)
  const links = header.locator('nav').getByRole('link')
  await expect(links).toHaveCount(2)
  for (const link of await links.all()) expect((await link.boundingBox())!.height).toBeLessThan(30)
  const overflow = await header.evaluate((h) => h.firstElementChild!.scrollWidth - h.firstElementChild!.clientWidth)
  expect(overflow).toBe(0)
  await header.getByRole('button', { name: /demo_admin/ }).click()
  const office = page.getByRole('menuitem', { name: 'Panel de gestión' })
  await expect(office).toHaveAttribute('href', '/admin/admin')
  await expect(office).toHaveAttribute('target', '_blank')
})

test('forgot password end to end, then the new password works (restored afterwards)', async ({ page, request }) => {
  const who = DEMO.admin
  const newPassword = 'Beacon5Tide7'
  await page.goto('/en-US/forgotPassword')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Please enter account')).toBeVisible()
  await page.getByLabel('Account').fill('nobody_like_this')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('user does not exist')).toBeVisible()

  await page.getByLabel('Account').fill(who.username)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('ad***@example.com')).toBeVisible()
  const before = await lastOutboxId(request)
  await page.getByRole('button', { name: 'Send code' }).click()
  const { code } = await latestCode(request, 'admin@example.com', before)

  const password = page.getByLabel('New password')
  await password.fill('short1')
  await password.blur()
  await expect(page.getByText('Length limited to 8-16')).toBeVisible()
  // A wrong code fails and clears the code field (§8).
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000')
  await password.fill(newPassword)
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByText('The verification code is incorrect')).toBeVisible()
  await expect(page.getByLabel('Verification code')).toHaveValue('')

  await page.getByLabel('Verification code').fill(code)
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page).toHaveURL(/\/en-US\/login/)
  let restored = false
  try {
    await loginViaForm(page, { username: who.username, password: newPassword })
    await expect(accountMenu(page, who.username)).toBeVisible()
    // Change it back through /user/change-password (§4), which also covers that page.
    await page.goto('/en-US/user/change-password')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Please enter your current password')).toBeVisible()
    await page.getByLabel('Current password').fill('Wrong9Guess')
    await page.getByLabel('New password', { exact: true }).fill(who.password)
    await page.getByLabel('Confirm new password').fill(who.password)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByRole('alert')).toHaveText('The current password is incorrect')
    await page.getByLabel('Current password').fill(newPassword)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Your password has been changed. Other devices have been logged out.')).toBeVisible()
    restored = true
    // The session was renewed, not ended: this browser stays logged in.
    await page.reload()
    await expect(accountMenu(page, who.username)).toBeVisible()
  } finally {
    if (!restored) {
      // Put the demo password back for everyone else.
      const login = await request.post('/b2b/login', { form: { username: who.username, password: newPassword } })
      const token = (await login.json()).data?.token as string
      await request.post('/b2b/change_password', {
        headers: { Authorization: `Bearer ${token}` },
        data: { oldPassword: newPassword, newPassword: who.password },
      })
    }
  }
  const back = await request.post('/b2b/login', { form: { username: who.username, password: who.password } })
  expect(back.status()).toBe(200)
})

test('company sign-up: validation, a successful application, and the pending-review message', async ({ page }) => {
  // The visitor footer's email capture prefills the form.
  await page.goto('/en-US/')
  const suffix = Date.now().toString(36)
  const email = `apply_${suffix}@example.com`
  await page.getByPlaceholder('Work email').fill(email)
  await page.getByRole('button', { name: 'Go', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/signup$/)
  await expect(page.getByLabel('Email')).toHaveValue(email)

  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByText('Please enter the company name')).toBeVisible()
  await expect(page.getByText('Please read and accept the privacy agreement')).toBeVisible()

  await page.getByLabel('Company name').fill('Harbour Lights Travel')
  await page.getByLabel('Company address').fill('12 Bund Road, Shanghai')
  await page.getByLabel('Contact person').fill('Li Na')
  await page.getByLabel('Phone').fill('12')
  await page.getByLabel('Username').fill('9lives')
  await page.getByLabel('Password', { exact: true }).fill('abc')
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByText('Phone number format incorrect')).toBeVisible()
  await expect(page.getByText('3-16 letters, digits or underscores, starting with a letter')).toBeVisible()
  await expect(page.getByText('6-16 letters or digits')).toBeVisible()

  const username = `hl_${suffix}`.slice(0, 16)
  await page.getByLabel('Phone').fill('13912345678')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill('abc123')
  await page.getByLabel('Confirm password').fill('abc124')
  await page.getByText('I have read and accept the').click()
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByText('The passwords do not match')).toBeVisible()
  await page.getByLabel('Confirm password').fill('abc123')
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByText('Application submitted')).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()

  await page.goto('/en-US/login')
  await loginViaForm(page, { username, password: 'abc123' })
  await expect(page.getByRole('alert')).toHaveText('Your company application is being reviewed. You can log in once it has been approved.')
})
