import { afterEach, describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { isNotFound, isRedirect } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { Paths, fail, ok } from '../contract'
import { setupMswServer } from '../test/msw'
import { userFixture } from '../test/fixtures'
import { enforceAccess } from './route-access'
import type { GuardRoute } from './guard'

const server = setupMswServer()

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`
  }
}
afterEach(clearCookies)

async function outcome(pathname: string, opts: { route?: GuardRoute; searchStr?: string; languages?: string[]; client?: QueryClient } = {}) {
  try {
    const result = await enforceAccess({
      queryClient: opts.client ?? new QueryClient(),
      location: { pathname, searchStr: opts.searchStr ?? '' },
      matches: [{}, { staticData: opts.route }],
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
    document.cookie = 'i18n_redirected=ja; Path=/'
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
    expect(await outcome('/login')).toEqual({ notFound: true })
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
    document.cookie = 'csrftoken=abc; Path=/'
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
  it('treats a failed user_info as logged out', async () => {
    document.cookie = 'csrftoken=abc; Path=/'
    server.use(http.get(Paths.userInfo, () => HttpResponse.json(fail(401, 'login required'), { status: 401 })))
    expect(await outcome('/en-US/user/home', { route: { name: 'user-index-home' } })).toEqual({
      redirect: '/en-US/login?from=%2Fen-US%2Fuser%2Fhome',
    })
  })
  it('applies permission rules with the main user holding everything (§6)', async () => {
    document.cookie = 'csrftoken=abc; Path=/'
    server.use(http.get(Paths.userInfo, () => HttpResponse.json(ok(userFixture({ IsMainUser: true, Permissions: [] })))))
    const route: GuardRoute = { name: 'user-index-balance', rules: { permissions: [3], permissionRedirect: '/user/home' } }
    expect(await outcome('/en-US/user/balance', { route })).toEqual({ allow: 'demo_agent' })
  })
  it('redirects a sub-account without VIEW_CREDIT away from balance', async () => {
    document.cookie = 'csrftoken=abc; Path=/'
    server.use(http.get(Paths.userInfo, () => HttpResponse.json(ok(userFixture({ IsMainUser: false, Permissions: [1, 2] })))))
    const route: GuardRoute = { name: 'user-index-balance', rules: { permissions: [3], permissionRedirect: '/user/home' } }
    expect(await outcome('/zh-CN/user/balance', { route })).toEqual({ redirect: '/zh-CN/user/home' })
  })
})
