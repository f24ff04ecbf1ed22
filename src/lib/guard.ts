import { DEFAULT_LOCALE, hasPermissions, type PermissionId } from '../contract'
import { localeFromPath, withLocale } from './i18n/locale-path'

// §2 route guard as a pure function: the root route's beforeLoad feeds it the matched leaf
// route's staticData and the session, and turns the decision into redirect() / notFound().

/** §2 "Routes needing no login (by name)"; introduction-* pages are matched by prefix. */
export const PUBLIC_ROUTE_NAMES = [
  'index', 'ai', 'english', 'user-login', 'user-forgotPassword', 'themeroom', 'error-deactivated',
  'about', 'news-detail-id', 'hotel', 'hotel-list', 'hotel-info-id', 'error-404', 'error-500',
  'mobile-shareMobile', 'mobile-MobileThirdPay', 'convert', 'contracts', 'ai-hotelSearch', 'credit',
  'book-oceanpayment-result',
  // Not in the §2 list, but the blog list is the index of the public news-detail-id pages.
  'news',
] as const
export type PublicRouteName = (typeof PUBLIC_ROUTE_NAMES)[number]

/** The other §2 route names (login required). Kept as a union so a typo fails to compile. */
export type PrivateRouteName =
  | 'error' | 'flight' | 'refresh' | 'book' | 'book-id' | 'book-confirm-id' | 'order' | 'order-detail-id'
  | 'user' | 'user-index-home' | 'user-index-balance' | 'user-index-change-password' | 'user-index-coupon'
  | 'user-index-message' | 'user-index-sub-account' | 'user-index-hotelBill' | 'user-index-airlineTicketBill'
  | 'user-hotelBillDetail-id' | 'user-register' | 'user-recharge'
  | 'pay-succeed' | 'pay-succeed.1' | 'pay-thirdPay' | 'ticket' | 'ticket-confirmation' | 'ticket-itinerary'
  | 'hotel-components-AiSearchTags' | 'themeroom-components-RoomSwiper'

export type IntroductionRouteName = `introduction-${string}`
export type RouteName = PublicRouteName | PrivateRouteName | IntroductionRouteName

/** Extra per-route rules (§2): permission set, where to go without it, and a 404 validation. */
export interface RouteRules {
  /** Every listed permission must be held (§6). */
  permissions?: readonly PermissionId[]
  /** Locale-less path to send a user lacking `permissions` to; home when absent. */
  permissionRedirect?: string
  /**
   * Tells a user sent away for lacking `permissions` why (e.g. a toast). Called by the root
   * route's access check on a real navigation only, never when a link is merely preloaded.
   */
  permissionNotice?: () => void
  /** Returns false to answer 404 (e.g. a malformed id). */
  validate?: (input: { params: Record<string, string>; search: Record<string, unknown> }) => boolean
}

export interface GuardRoute {
  name?: RouteName
  rules?: RouteRules
}

export interface GuardUser {
  isSuperuser: boolean
  isMainUser: boolean
  permissions: readonly number[]
}

export interface GuardInput {
  /** Full path including the locale prefix, e.g. "/en-US/user/home". */
  pathname: string
  /** Raw query string including "?" (or ""), kept in the login `from` parameter. */
  searchStr: string
  /** The deepest matched route's static data; undefined when nothing matched. */
  route: GuardRoute | undefined
  user: GuardUser | null
  params?: Record<string, string>
  search?: Record<string, unknown>
}

export type GuardDecision =
  | { type: 'allow' }
  /** reason 'permission': the user is logged in but lacks the route's `permissions`. */
  | { type: 'redirect'; href: string; reason?: 'permission' }
  | { type: 'not-found' }

const ALLOW: GuardDecision = { type: 'allow' }

export function isPublicRoute(name: RouteName | undefined): boolean {
  if (!name) return false
  return (PUBLIC_ROUTE_NAMES as readonly string[]).includes(name) || name.startsWith('introduction-')
}

/** The login page with `from` = the requested path plus its query (§2). */
export function loginHref(pathname: string, searchStr: string): string {
  const locale = localeFromPath(pathname) ?? DEFAULT_LOCALE
  return `${withLocale(locale, '/login')}?from=${encodeURIComponent(pathname + searchStr)}`
}

export function guard(input: GuardInput): GuardDecision {
  const { pathname, searchStr, route, user } = input
  // §2: paths starting with /admin skip this guard (the admin sub-app has its own rules).
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return ALLOW

  const locale = localeFromPath(pathname) ?? DEFAULT_LOCALE
  const home = withLocale(locale, '/')
  const name = route?.name
  const rules = route?.rules

  // Unnamed leaves are treated as private: forgetting a name must not open a page to visitors.
  if (!isPublicRoute(name) && !user) return { type: 'redirect', href: loginHref(pathname, searchStr) }

  if (name === 'user-index-sub-account' && !user?.isMainUser) {
    return { type: 'redirect', href: withLocale(locale, '/user/home') }
  }
  if ((name === 'user-register' || name === 'user-recharge') && !user?.isSuperuser) {
    return { type: 'redirect', href: home }
  }

  if (rules?.permissions?.length && !hasPermissions(user?.permissions ?? [], rules.permissions)) {
    const target = rules.permissionRedirect ? withLocale(locale, rules.permissionRedirect) : home
    // Never redirect a page onto itself (a misconfigured target would loop).
    return target === pathname ? { type: 'not-found' } : { type: 'redirect', href: target, reason: 'permission' }
  }

  if (rules?.validate && !rules.validate({ params: input.params ?? {}, search: input.search ?? {} })) {
    return { type: 'not-found' }
  }
  return ALLOW
}

/**
 * Where to go after login (§4): the `from` query when it is a same-origin path, else home.
 * Anything that could leave the site ("//evil", "https://…", "/\\evil") is ignored.
 */
export function safeFromPath(from: unknown, fallback: string): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return fallback
  }
  return from
}
