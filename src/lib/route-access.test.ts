import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { isNotFound, isRedirect } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { Paths, fail, ok } from '../contract'
import { setupMswServer } from '../test/msw'
import { userFixture } from '../test/fixtures'
import { toaster } from '../components/toaster'
import { Route as ConfirmRoute } from '../routes/$locale/_checkout/book/confirm/$id'
import { Route as BookRoute } from '../routes/$locale/_default/book/$id'
import { Route as HeldRoute } from '../routes/$locale/_default/pay/succeed[.]1'
import { Route as SucceedRoute } from '../routes/$locale/_default/pay/succeed'
import { Route as ThirdPayRoute } from '../routes/$locale/_default/pay/thirdPay'
import { loadWorkCatalog } from './i18n/i18n'
import { cookiesMayHaveChanged } from './cookies'
import { enforceAccess } from './route-access'
import { sessionKeys } from './session/queries'
import { getSession, setSession } from './session/session-store'
import type { GuardRoute } from './guard'

const server = setupMswServer()

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`
  }
}
afterEach(clearCookies)
/** As a response's Set-Cookie would, which the app's API client announces (lib/cookies.ts). */
function setCookie(cookie: string) {
  document.cookie = cookie
  cookiesMayHaveChanged()
}

async function outcome(
  pathname: string,
  opts: { route?: GuardRoute; params?: Record<string, string>; searchStr?: string; languages?: string[]; client?: QueryClient } = {},
) {
  try {
    const result = await enforceAccess({
      queryClient: opts.client ?? new QueryClient(),
      location: { pathname, searchStr: opts.searchStr ?? '' },
      matches: [{}, { staticData: opts.route, params: opts.params }],
      languages: opts.languages ?? [],
    })
    return { allow: result.user?.username ?? null }
  } catch (e) {
    if (isRedirect(e)) return { redirect: e.options.href }
    if (isNotFound(e)) return { notFound: true }
    throw e
  }
}

describe('bare / (§2)', () => {
  it('goes to the i18n_redirected cookie locale', async () => {
    setCookie('i18n_redirected=ja; Path=/')
    expect(await outcome('/', { languages: ['ko-KR'] })).toEqual({ redirect: '/ja/' })
  })
  it('else the browser language (visitor locales only), else en-US', async () => {
    expect(await outcome('/', { languages: ['ko-KR', 'en'] })).toEqual({ redirect: '/ko/' })
    expect(await outcome('/', { languages: ['ar-SA'] })).toEqual({ redirect: '/en-US/' })
    expect(await outcome('/', { languages: [] })).toEqual({ redirect: '/en-US/' })
  })
  it('keeps the query', async () => {
    expect(await outcome('/', { searchStr: '?utm=x', languages: ['es'] })).toEqual({ redirect: '/es/?utm=x' })
  })
})

describe('locale prefix (§2)', () => {
  it('answers 404 for an unknown locale', async () => {
    expect(await outcome('/fr/user/home', { route: { name: 'user-index-home' } })).toEqual({ notFound: true })
    expect(await outcome('/pt-BR/login')).toEqual({ notFound: true })
  })
  it('gives a path without a locale the preferred one, keeping path and query', async () => {
    expect(await outcome('/login', { languages: ['es-ES'] })).toEqual({ redirect: '/es/login' })
    expect(await outcome('/hotel/info/12', { languages: [] })).toEqual({ redirect: '/en-US/hotel/info/12' })
    setCookie('i18n_redirected=ja; Path=/')
    expect(await outcome('/user/home', { searchStr: '?tab=1', languages: ['es'] })).toEqual({ redirect: '/ja/user/home?tab=1' })
  })
  it('lets /admin through without a locale', async () => {
    expect(await outcome('/admin/signup')).toEqual({ allow: null })
  })
})

describe('ar only for logged-in users (§1)', () => {
  it('sends a visitor from /ar/... to /en-US/...', async () => {
    expect(await outcome('/ar/', { route: { name: 'index' }, searchStr: '?a=1' })).toEqual({ redirect: '/en-US/?a=1' })
  })
  it('keeps a logged-in user on ar', async () => {
    setCookie('csrftoken=abc; Path=/')
    server.use(http.get(Paths.userInfo, () => HttpResponse.json(ok(userFixture()))))
    expect(await outcome('/ar/user/home', { route: { name: 'user-index-home' } })).toEqual({ allow: 'demo_agent' })
  })
})

describe('session lookup', () => {
  it('does not call user_info without the CSRF cookie', async () => {
    let calls = 0
    server.use(http.get(Paths.userInfo, () => (calls++, HttpResponse.json(ok(userFixture())))))
    expect(await outcome('/en-US/', { route: { name: 'index' } })).toEqual({ allow: null })
    expect(calls).toBe(0)
  })
  it("forgets a session whose cookie is gone: the cached user, the agent's private data, the session state (§4)", async () => {
    const client = new QueryClient()
    client.setQueryData(sessionKeys.user(), userFixture())
    client.setQueryData(['orders', 'list'], { total: 3 })
    client.setQueryDefaults(['static'], { meta: { public: true } })
    client.setQueryData(['static', 'region'], { name: 'Tokyo' })
    setSession({ currency: 'USD' })
    let calls = 0
    server.use(http.get(Paths.userInfo, () => (calls++, HttpResponse.json(ok(userFixture())))))
    expect(await outcome('/en-US/hotel/list', { route: { name: 'hotel-list' }, client })).toEqual({ allow: null })
    expect(calls).toBe(0)
    expect(client.getQueryData(sessionKeys.user())).toBeUndefined()
    expect(client.getQueryData(['orders', 'list'])).toBeUndefined()
    expect(client.getQueryData(['static', 'region'])).toEqual({ name: 'Tokyo' })
    expect(getSession().currency).not.toBe('USD')
  })
  it('treats a failed user_info as logged out', async () => {
    setCookie('csrftoken=abc; Path=/')
    server.use(http.get(Paths.userInfo, () => HttpResponse.json(fail(401, 'login required'), { status: 401 })))
    expect(await outcome('/en-US/user/home', { route: { name: 'user-index-home' } })).toEqual({
      redirect: '/en-US/login?from=%2Fen-US%2Fuser%2Fhome',
    })
  })
  it('applies permission rules with the main user holding everything (§6)', async () => {
    setCookie('csrftoken=abc; Path=/')
    server.use(http.get(Paths.userInfo, () => HttpResponse.json(ok(userFixture({ IsMainUser: true, Permissions: [] })))))
    const route: GuardRoute = { name: 'user-index-balance', rules: { permissions: [3], permissionRedirect: '/user/home' } }
    expect(await outcome('/en-US/user/balance', { route })).toEqual({ allow: 'demo_agent' })
  })
  it('redirects a sub-account without VIEW_CREDIT away from balance', async () => {
    setCookie('csrftoken=abc; Path=/')
    server.use(http.get(Paths.userInfo, () => HttpResponse.json(ok(userFixture({ IsMainUser: false, Permissions: [1, 2] })))))
    const route: GuardRoute = { name: 'user-index-balance', rules: { permissions: [3], permissionRedirect: '/user/home' } }
    expect(await outcome('/zh-CN/user/balance', { route })).toEqual({ redirect: '/zh-CN/user/home' })
  })
})

describe('checkout and payment pages need PLACE_ORDER (§2, §6)', () => {
  const ORDER = 'HL261121000009'
  const pages: Array<{ name: string; path: string; route: { options: { staticData?: GuardRoute } }; params: Record<string, string> }> = [
    { name: 'book-confirm-id', path: `/en-US/book/confirm/${ORDER}`, route: ConfirmRoute, params: { locale: 'en-US', id: ORDER } },
    { name: 'pay-succeed', path: '/en-US/pay/succeed', route: SucceedRoute, params: { locale: 'en-US' } },
    { name: 'pay-succeed.1', path: '/en-US/pay/succeed.1', route: HeldRoute, params: { locale: 'en-US' } },
    { name: 'pay-thirdPay', path: '/en-US/pay/thirdPay', route: ThirdPayRoute, params: { locale: 'en-US' } },
  ]
  const loggedIn = (overrides: Parameters<typeof userFixture>[0]) => {
    setCookie('csrftoken=abc; Path=/')
    server.use(http.get(Paths.userInfo, () => HttpResponse.json(ok(userFixture(overrides)))))
  }
  afterEach(() => {
    vi.restoreAllMocks()
    window.history.replaceState(null, '', '/')
  })

  it.each(pages)('$name: a viewer opening it is sent home, logged in, and told why', async ({ path, route, params, name }) => {
    expect(route.options.staticData?.name).toBe(name)
    loggedIn({ username: 'demo_viewer', IsMainUser: false, Permissions: [] })
    const toast = vi.spyOn(toaster, 'create')
    // A real navigation: the router has put the path in the address bar before beforeLoad.
    window.history.replaceState(null, '', path)
    expect(await outcome(path, { route: route.options.staticData, params })).toEqual({ redirect: '/en-US/' })
    // Shown once the booking texts are loaded (lib/i18n loadWorkCatalog).
    await vi.waitFor(() => expect(toast).toHaveBeenCalled())
    expect(toast).toHaveBeenCalledTimes(1)
    expect(toast.mock.calls[0]![0]).toMatchObject({ type: 'warning', title: 'You cannot place or pay for orders with this account.' })
  })

  it.each(pages)('$name: a sub-account with PLACE_ORDER gets the page', async ({ path, route, params }) => {
    loggedIn({ username: 'demo_sub', IsMainUser: false, Permissions: [1, 2] })
    const toast = vi.spyOn(toaster, 'create')
    window.history.replaceState(null, '', path)
    expect(await outcome(path, { route: route.options.staticData, params })).toEqual({ allow: 'demo_sub' })
    await loadWorkCatalog('en-US')
    await new Promise((r) => setTimeout(r, 50))
    expect(toast).not.toHaveBeenCalled()
  })

  it('says nothing when the refused page is only preloaded (a hovered link)', async () => {
    loggedIn({ username: 'demo_viewer', IsMainUser: false, Permissions: [] })
    const toast = vi.spyOn(toaster, 'create')
    window.history.replaceState(null, '', '/en-US/order')
    const page = pages[0]!
    expect(await outcome(page.path, { route: page.route.options.staticData, params: page.params })).toEqual({ redirect: '/en-US/' })
    // A notice would wait for the booking texts: let them load before saying none came.
    await loadWorkCatalog('en-US')
    await new Promise((r) => setTimeout(r, 50))
    expect(toast).not.toHaveBeenCalled()
  })

  it('the booking form of a draft needs only a login: the page itself says why a viewer cannot book', async () => {
    loggedIn({ username: 'demo_viewer', IsMainUser: false, Permissions: [] })
    const id = '0b7c2f3e-4a1d-4c55-9a7e-2f1e6d5b8c90'
    const path = `/en-US/book/${id}`
    expect(await outcome(path, { route: BookRoute.options.staticData, params: { locale: 'en-US', id } })).toEqual({ allow: 'demo_viewer' })
  })
})
