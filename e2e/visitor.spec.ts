import { expect, test } from '@playwright/test'
import { DEMO, loginViaApi } from './helpers'
import { expectNoRawMessages, h1Text, watchErrors } from './visitor-helpers'

// Issue 8 (visitor site): every visitor route in the five visitor locales, phone widths,
// Arabic for logged-in users, page meta and hreflang, the blog, the introduction tabs and
// popovers, the language menu. The widgets are in visitor-widgets.spec.ts.

const LOCALES = ['en-US', 'zh-CN', 'ja', 'ko', 'es'] as const

const ROUTES = [
  '/', '/about', '/contracts', '/credit?type=termsAndConditions', '/credit?type=privacyPolicy', '/credit?type=returnPolicy',
  '/credit?type=intellectualPropertyRights', '/english', '/convert', '/themeroom', '/introduction/aboutus',
  '/introduction/customerService', '/introduction/resource', '/introduction/product/standard', '/introduction/product/ai',
  '/introduction/solution/agency', '/introduction/solution/superapps', '/introduction/solution/businesstravel',
  '/introduction/solution/api', '/introduction/solution/whitelabel', '/introduction/contact', '/introduction/tools', '/news',
  '/error/404', '/error/500', '/error/deactivated',
]

for (const route of ROUTES) {
  test(`${route} loads in every visitor locale, translated`, async ({ page }) => {
    test.setTimeout(90_000)
    const errors = watchErrors(page)
    const titles = new Map<string, string>()
    const descriptions = new Map<string, string>()
    for (const locale of LOCALES) {
      await page.goto(`/${locale}${route}`)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      titles.set(locale, await h1Text(page))
      await expectNoRawMessages(page)
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? ''
      expect(description.length).toBeGreaterThan(3)
      descriptions.set(locale, description)
    }
    // Lingui falls back to the English source for a missing translation: every locale's
    // heading must differ from en-US.
    for (const locale of LOCALES.slice(1)) {
      expect(titles.get(locale), `${route} ${locale}`).not.toBe(titles.get('en-US'))
      expect(descriptions.get(locale), `${route} ${locale} description`).not.toBe(descriptions.get('en-US'))
    }
    expect(errors).toEqual([])
  })
}

test('every visitor route fits a 360 px phone without horizontal scroll (es, the longest words)', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 360, height: 780 })
  for (const route of ROUTES) {
    await page.goto(`/es${route}`)
    await h1Text(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, route).toBeLessThanOrEqual(0)
  }
})

test('logged-in Arabic: introduction pages are translated and mirrored', async ({ page }) => {
  await loginViaApi(page.request, DEMO.agent)
  await page.goto('/en-US/themeroom')
  const en = await h1Text(page)
  await page.goto('/ar/themeroom')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  expect(await h1Text(page)).not.toBe(en)
  await expectNoRawMessages(page)
  await page.getByRole('button', { name: 'الغرفة التالية' }).click()
})

test('meta description, title and hreflang alternates follow the page and locale', async ({ page }) => {
  await page.goto('/en-US/introduction/solution/api')
  await expect(page).toHaveTitle('Connect your booking system to our hotels · Harborline')
  await page.goto('/zh-CN/introduction/solution/api')
  await expect(page).toHaveTitle('将您的预订系统接入我们的酒店资源 · Harborline')
  const alternates = page.locator('link[rel="alternate"][hreflang]')
  await expect(alternates).toHaveCount(6)
  await expect(page.locator('link[hreflang="ja"]')).toHaveAttribute('href', /\/ja\/introduction\/solution\/api$/)
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', /\/en-US\/introduction\/solution\/api$/)
  await expect(page.locator('link[hreflang="ar"]')).toHaveCount(0)
  const zh = await page.locator('meta[name="description"]').getAttribute('content')
  await page.goto('/en-US/introduction/solution/api')
  expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toBe(zh)
})

test('blog: list with pageNum pagination and a detail page per locale', async ({ page, request }) => {
  const errors = watchErrors(page)
  await page.goto('/en-US/news')
  const cards = page.locator('article')
  await expect(cards.first()).toBeVisible()
  const list = await (await request.get('/static/v2/blog/list?page=1&page_size=9&locale=en-US')).json()
  await expect(cards).toHaveCount(list.data.items.length)
  if (list.data.total > 9) {
    await page.getByRole('button', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/pageNum=2/)
  }
  for (const locale of LOCALES) {
    const res = await (await request.get(`/static/v2/blog/list?page=1&page_size=1&locale=${locale}`)).json()
    const post = res.data.items[0]
    await page.goto(`/${locale}/news/detail/${post.id}`)
    expect(await h1Text(page)).toBe(post.title)
    await expectNoRawMessages(page)
  }
  // The home page lists the latest three posts.
  await page.goto('/en-US/')
  await expect(page.getByRole('region', { name: 'News and insights' }).locator('article')).toHaveCount(3)
  await page.goto('/en-US/news/detail/999999')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found')
  expect(errors.filter((e) => !/404/.test(e))).toEqual([])
})

test('introduction tabs: exactly one active, popovers one at a time, click outside and Escape close', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 })
  await page.goto('/en-US/')
  const nav = page.getByRole('navigation', { name: 'Introduction' })
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Why choose us')

  await page.getByTestId('intro-tab-product').click()
  await expect(page.getByTestId('intro-popover-product')).toBeVisible()
  await expect(page.getByTestId('intro-popover-product').getByText('Smart stop-sell')).toBeVisible()
  await page.getByTestId('intro-tab-solution').click()
  await expect(page.getByTestId('intro-popover-solution')).toBeVisible()
  await expect(page.getByTestId('intro-popover-product')).toBeHidden()
  await page.getByRole('heading', { level: 1 }).click()
  await expect(page.getByTestId('intro-popover-solution')).toBeHidden()

  // Keyboard: Enter opens, Escape closes and gives the focus back.
  await page.getByTestId('intro-tab-resource').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('intro-popover-resource')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('intro-popover-resource')).toBeHidden()
  await expect(page.getByTestId('intro-tab-resource')).toBeFocused()

  await page.getByTestId('intro-tab-solution').click()
  await page.getByTestId('intro-popover-solution').getByRole('link', { name: /API integration/ }).click()
  await expect(page).toHaveURL(/\/en-US\/introduction\/solution\/api$/)
  await expect(page.getByTestId('intro-popover-solution')).toBeHidden()
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
  await expect(nav.locator('[aria-current="page"]')).toContainText('Solution')

  await nav.getByRole('link', { name: 'About us' }).click()
  await expect(page).toHaveURL(/\/en-US\/introduction\/aboutus$/)
  await expect(nav.locator('[aria-current="page"]')).toHaveText('About us')

  // The smart-stop-sell anchor exists on the tools page.
  await page.goto('/en-US/introduction/tools#smart-stop-sell')
  await expect(page.locator('#smart-stop-sell')).toBeInViewport()
  await expect(nav.locator('[aria-current="page"]')).toContainText('Product')
})

test('language menu offers the five visitor locales (no ar) and keeps the page', async ({ page }) => {
  await page.goto('/en-US/introduction/product/ai')
  await page.getByRole('button', { name: /Language/ }).click()
  await expect(page.getByRole('menuitemradio')).toHaveCount(5)
  await page.getByRole('menuitemradio', { name: '日本語' }).click()
  await expect(page).toHaveURL(/\/ja\/introduction\/product\/ai$/)
})
