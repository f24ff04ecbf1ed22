import { describe, expect, it } from 'vitest'
import { Permission } from '../contract'
import { PUBLIC_ROUTE_NAMES, guard, isPublicRoute, loginHref, safeFromPath, type GuardInput, type GuardUser, type RouteName } from './guard'

const agent: GuardUser = { isSuperuser: false, isMainUser: true, permissions: [1, 2, 3, 4] }
const sub: GuardUser = { isSuperuser: false, isMainUser: false, permissions: [Permission.QUERY_PRICE, Permission.PLACE_ORDER] }
const viewer: GuardUser = { isSuperuser: false, isMainUser: false, permissions: [] }
const admin: GuardUser = { isSuperuser: true, isMainUser: false, permissions: [] }

function run(partial: Partial<GuardInput> & { name?: RouteName }) {
  const { name, ...rest } = partial
  return guard({ pathname: '/en-US/user/home', searchStr: '', route: name ? { name } : undefined, user: null, ...rest })
}

describe('public routes (§2)', () => {
  it.each(PUBLIC_ROUTE_NAMES)('%s is open to visitors', (name) => {
    expect(run({ name, pathname: '/en-US/x' })).toEqual({ type: 'allow' })
  })

  it('introduction-* pages are public by prefix', () => {
    for (const name of ['introduction-aboutus', 'introduction-product-ai', 'introduction-solution-agency'] as const) {
      expect(isPublicRoute(name)).toBe(true)
      expect(run({ name, pathname: '/ja/introduction/aboutus' })).toEqual({ type: 'allow' })
    }
  })

  it('public routes stay open to logged-in users', () => {
    expect(run({ name: 'index', pathname: '/en-US/', user: viewer })).toEqual({ type: 'allow' })
  })
})

describe('login required everywhere else (§2)', () => {
  it('sends a visitor to login with from = path plus query', () => {
    expect(run({ name: 'user-index-home', pathname: '/zh-CN/user/home', searchStr: '?tab=1&x=%20y' })).toEqual({
      type: 'redirect',
      href: '/zh-CN/login?from=' + encodeURIComponent('/zh-CN/user/home?tab=1&x=%20y'),
    })
  })

  it('treats an unnamed route as private', () => {
    expect(run({ pathname: '/en-US/somewhere' })).toEqual({ type: 'redirect', href: loginHref('/en-US/somewhere', '') })
  })

  it('lets any logged-in user through a plain private route', () => {
    expect(run({ name: 'order', pathname: '/en-US/order', user: viewer })).toEqual({ type: 'allow' })
  })

  it('uses en-US for the login page when the path has no locale', () => {
    expect(loginHref('/weird', '')).toBe('/en-US/login?from=%2Fweird')
  })
})

describe('/admin* skips the guard (§2)', () => {
  it.each(['/admin', '/admin/signup', '/admin/users'])('%s is allowed without a session', (pathname) => {
    expect(run({ pathname, name: 'user-register' })).toEqual({ type: 'allow' })
    expect(run({ pathname })).toEqual({ type: 'allow' })
  })

  it('does not treat /administrator-like locale paths as admin', () => {
    expect(run({ pathname: '/en-US/admin/x' }).type).toBe('redirect')
  })
})

describe('user-index-sub-account: main users only (§2)', () => {
  const name = 'user-index-sub-account' as const
  it('allows the main user', () => {
    expect(run({ name, pathname: '/en-US/user/sub-account', user: agent })).toEqual({ type: 'allow' })
  })
  it('sends sub-accounts and superusers who are not main users to /user/home', () => {
    expect(run({ name, pathname: '/ko/user/sub-account', user: sub })).toEqual({ type: 'redirect', href: '/ko/user/home' })
    expect(run({ name, pathname: '/ko/user/sub-account', user: admin })).toEqual({ type: 'redirect', href: '/ko/user/home' })
  })
  it('sends visitors to login first', () => {
    expect(run({ name, pathname: '/ko/user/sub-account' })).toEqual({ type: 'redirect', href: loginHref('/ko/user/sub-account', '') })
  })
})

describe('user-register and user-recharge: superusers only (§2)', () => {
  it.each(['user-register', 'user-recharge'] as const)('%s', (name) => {
    const pathname = `/es/${name.slice(5)}`
    expect(run({ name, pathname, user: admin })).toEqual({ type: 'allow' })
    expect(run({ name, pathname, user: agent })).toEqual({ type: 'redirect', href: '/es/' })
    expect(run({ name, pathname })).toEqual({ type: 'redirect', href: loginHref(pathname, '') })
  })
})

describe('permission sets (§2, §6)', () => {
  const balance = (user: GuardUser | null, permissionRedirect?: string) =>
    guard({
      pathname: '/en-US/user/balance',
      searchStr: '',
      user,
      route: { name: 'user-index-balance', rules: { permissions: [Permission.VIEW_CREDIT], permissionRedirect } },
    })

  it('allows when every permission is held', () => {
    expect(balance(agent)).toEqual({ type: 'allow' })
  })
  it('redirects home when one is missing and no target is configured', () => {
    expect(balance(sub)).toEqual({ type: 'redirect', href: '/en-US/', reason: 'permission' })
  })
  it('redirects to the configured target', () => {
    expect(balance(viewer, '/user/home')).toEqual({ type: 'redirect', href: '/en-US/user/home', reason: 'permission' })
  })
  it('requires all permissions, not any', () => {
    const decision = guard({
      pathname: '/en-US/book',
      searchStr: '',
      user: sub,
      route: { name: 'book', rules: { permissions: [Permission.PLACE_ORDER, Permission.USE_CREDIT] } },
    })
    expect(decision).toEqual({ type: 'redirect', href: '/en-US/', reason: 'permission' })
  })
  it('answers 404 instead of redirecting a page onto itself', () => {
    expect(balance(viewer, '/user/balance')).toEqual({ type: 'not-found' })
  })
  it('sends visitors to login before checking permissions', () => {
    expect(balance(null).type).toBe('redirect')
    expect(balance(null)).toEqual({ type: 'redirect', href: loginHref('/en-US/user/balance', '') })
  })
})

describe('route validation → 404 (§2)', () => {
  const detail = (id: string, user: GuardUser | null) =>
    guard({
      pathname: `/en-US/hotel/info/${id}`,
      searchStr: '',
      user,
      params: { id },
      route: { name: 'hotel-info-id', rules: { validate: ({ params }) => /^\d+$/.test(params.id ?? '') } },
    })

  it('passes a valid route', () => {
    expect(detail('42', null)).toEqual({ type: 'allow' })
  })
  it('answers 404 when validation fails, for visitors and users alike', () => {
    expect(detail('abc', null)).toEqual({ type: 'not-found' })
    expect(detail('abc', agent)).toEqual({ type: 'not-found' })
  })
  it('hands validate the search too', () => {
    const decision = guard({
      pathname: '/en-US/credit',
      searchStr: '?type=nope',
      user: null,
      search: { type: 'nope' },
      route: { name: 'credit', rules: { validate: ({ search }) => search.type === 'privacyPolicy' } },
    })
    expect(decision).toEqual({ type: 'not-found' })
  })
})

describe('safeFromPath (§4 login target)', () => {
  it('keeps same-origin paths', () => {
    expect(safeFromPath('/ja/user/home?x=1', '/ja/')).toBe('/ja/user/home?x=1')
  })
  it.each([undefined, 42, '', 'user/home', '//evil.example', '/\\evil.example', 'https://evil.example'])(
    'falls back for %s',
    (from) => {
      expect(safeFromPath(from, '/ja/')).toBe('/ja/')
    },
  )
})
