import { expect, test } from '@playwright/test'
import { DEMO, loginViaApi, loginViaForm } from './helpers'

// Issue "Platform": the real server on a fresh embedded database, the shell in every locale,
// RTL for Arabic, the route guard, the 404 page and the §8 reactions to 401/403.

const VISITOR_LOCALES = ['zh-CN', 'en-US', 'ja', 'ko', 'es'] as const

test('the server started on a fresh embedded database', async ({ request }) => {
  const health = await request.get('/healthz')
  expect(health.ok()).toBe(true)
  expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' })
  const rates = await (await request.get('/static/v2/exchange_rates')).json()
  expect(rates.data).toHaveLength(16)
})

test('/ redirects by cookie, then browser language, then en-US', async ({ request }) => {
  const plain = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': 'fr-FR' } })
  expect(plain.status()).toBe(302)
  expect(plain.headers().location).toBe('/en-US/')
  const zh = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': 'zh-CN,zh;q=0.9' } })
  expect(zh.headers().location).toBe('/zh-CN/')
  const cookie = await request.get('/', { maxRedirects: 0, headers: { Cookie: 'i18n_redirected=ja', 'Accept-Language': 'ko' } })
  expect(cookie.headers().location).toBe('/ja/')
})

test('the visitor home renders in each visitor locale, translated', async ({ page }) => {
  const headings = new Map<string, string>()
  for (const locale of VISITOR_LOCALES) {
    await page.goto(`/${locale}/`)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    const h1 = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? ''
    expect(h1.length).toBeGreaterThan(3)
    headings.set(locale, h1)
  }
  // Every locale shows its own words, not the English fallback.
  expect(new Set(headings.values()).size).toBe(VISITOR_LOCALES.length)
})

test('a visitor on an Arabic URL lands on the en-US page', async ({ page }) => {
  await page.goto('/ar/')
  await expect(page).toHaveURL(/\/en-US\/?$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
})

test('a logged-in page in Arabic renders right-to-left', async ({ page }) => {
  await loginViaApi(page.request, DEMO.agent)
  await page.goto('/ar/')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByText('Blue Lantern Travel').first()).toBeVisible()
  // The credit figure itself (other specs pay with this agency's credit in parallel).
  await expect(page.getByText(/\d{1,3}(,\d{3})+\.\d{2}/).first()).toBeVisible()
})

test('a guarded route sends a visitor to login with from, and back after login', async ({ page }) => {
  await page.goto('/en-US/user/home?tab=contacts')
  await expect(page).toHaveURL(/\/en-US\/login\?from=/)
  expect(new URL(page.url()).searchParams.get('from')).toBe('/en-US/user/home?tab=contacts')
  await loginViaForm(page, DEMO.agent)
  await expect(page).toHaveURL(/\/en-US\/user\/home\?tab=contacts$/)
  await expect(page.getByText('demo_agent').first()).toBeVisible()
})

test('login validates account then password, and shows the server error', async ({ page }) => {
  await page.goto('/en-US/login')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByText('Please enter account')).toBeVisible()
  await page.getByLabel('Account').fill('demo_agent')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByText('Please enter password')).toBeVisible()
  await page.getByLabel('Password').fill('wrong-password1')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByText('login failed')).toBeVisible()
  await expect(page.getByLabel('Account')).toHaveValue('demo_agent')
})

test('unknown routes and /error show the 404 page, which search engines are told not to index', async ({ page }) => {
  for (const path of ['/en-US/no-such-page', '/en-US/error', '/en-US/error/404']) {
    await page.goto(path)
    await expect(page.getByText('This page could not be found')).toBeVisible()
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1)
  }
  // A real page is indexable again after the client-side navigation away from the 404.
  await page.getByRole('link', { name: 'Home' }).first().click()
  await expect(page).toHaveURL(/\/en-US\/?$/)
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
})

test('an address without a locale gets the preferred one (§2 the prefix is always present)', async ({ page }) => {
  await page.goto('/login?from=x')
  await expect(page).toHaveURL(/\/en-US\/login\?from=x$/)
  await expect(page.getByLabel('Account')).toBeVisible()
})

test('a frozen account gets the frozen page and no session', async ({ page, context }) => {
  await page.goto('/en-US/login')
  await loginViaForm(page, DEMO.frozen)
  await expect(page).toHaveURL(/\/en-US\/error\/deactivated/)
  await expect(page.getByText('This account has been frozen, please contact customer service')).toBeVisible()
  const cookies = await context.cookies()
  expect(cookies.find((c) => c.name === 'token')).toBeUndefined()
})

test('401 with code 40005 (session revoked elsewhere) logs out and says login expired', async ({ page, playwright, baseURL }) => {
  const token = await loginViaApi(page.request, DEMO.agent)
  await page.goto('/en-US/user/home')
  await expect(page.getByText('demo_agent').first()).toBeVisible()
  // Leave the app before the session is revoked: a call of this page answered 401 would show
  // the notice here (and clear the cookies), and the next goto would drop both.
  await page.goto('about:blank')
  // Revoke the browser's session from another client, as an API integration would.
  const api = await playwright.request.newContext({ baseURL })
  const out = await api.post('/b2b/logout', { headers: { Authorization: `Bearer ${token}` } })
  expect(out.ok()).toBe(true)
  await api.dispose()
  // What the app asked and was told, for the failure message.
  const seen: string[] = []
  page.on('response', (r) => {
    const url = new URL(r.url())
    if (!url.pathname.startsWith('/assets/')) seen.push(`${r.request().method()} ${url.pathname} ${r.status()}${r.fromServiceWorker() ? ' (worker)' : ''}`)
  })
  page.on('framenavigated', (f) => f === page.mainFrame() && seen.push(`at ${new URL(f.url()).pathname}`))
  await page.goto('/en-US/user/balance')
  await expect(page).toHaveURL(/\/en-US\/login/)
  await expect(page.getByText('login expired'), seen.join('; ')).toBeVisible()
  // Said once, by the notice: the page that failed showed no error box with Retry of its own.
  await expect(page.getByTestId('server-message')).toHaveCount(0)
})

test('403 from the API (bad CSRF token) logs out and goes to login', async ({ page, context, baseURL }) => {
  await loginViaApi(page.request, DEMO.agent)
  await context.addCookies([{ name: 'csrftoken', value: 'tampered', url: baseURL! }])
  // The balance page reads credit with a POST (a write as far as CSRF is concerned).
  await page.goto('/en-US/user/balance')
  await expect(page).toHaveURL(/\/en-US\/login/)
  const user = await page.request.get('/b2b/user_info')
  expect(user.status()).toBe(401)
})

test('a viewer without VIEW_CREDIT sees dashes instead of credit', async ({ page }) => {
  await loginViaApi(page.request, DEMO.viewer)
  await page.goto('/en-US/')
  await expect(page.getByText('demo_viewer').first()).toBeVisible()
  await expect(page.getByText('--').first()).toBeVisible()
  // No credit figure anywhere (the agency's balance changes as other specs pay).
  await expect(page.getByText(/\d{1,3}(,\d{3})+\.\d{2}/)).toHaveCount(0)
})

test("Chakra's cascade without layers added at run time: style props still win over recipes (#9)", async ({ page }) => {
  await loginViaApi(page.request, DEMO.agent)
  await page.goto('/en-US/order')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const seen = await page.evaluate(() => {
    // Every icon is `boxSize="1.1em"` (a style prop); a button's recipe sizes its svgs with a
    // selector of its own (`.css-… :where(svg)`). The style prop wins, as in Chakra's layers.
    const icons = Array.from(document.querySelectorAll('.chakra-button svg.chakra-icon')).map((svg) => {
      const cs = getComputedStyle(svg)
      return { width: parseFloat(cs.width), em: parseFloat(cs.fontSize) * 1.1 }
    })
    // What emotion inserted: no @layer block (a change to one has Chromium lay out every text again).
    const kinds = new Map<string, number>()
    const walk = (rules: CSSRuleList) => {
      for (const r of Array.from(rules)) {
        const kind = r instanceof CSSLayerBlockRule ? 'layer' : r instanceof CSSMediaRule && r.conditionText === 'all' ? 'media all' : 'other'
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
        if ('cssRules' in r) walk((r as CSSGroupingRule).cssRules)
      }
    }
    for (const tag of Array.from(document.querySelectorAll('style[data-emotion]'))) walk((tag as HTMLStyleElement).sheet!.cssRules)
    return { icons, kinds: Object.fromEntries(kinds) }
  })
  expect(seen.icons.length).toBeGreaterThan(0)
  for (const icon of seen.icons) expect(icon.width).toBeCloseTo(icon.em, 1)
  expect(seen.kinds.layer ?? 0).toBe(0)
  expect(seen.kinds['media all'] ?? 0).toBeGreaterThan(10)
})
