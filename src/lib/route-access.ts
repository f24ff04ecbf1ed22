import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import { LOCALE_COOKIE, type UserInfo } from '../contract'
import { readCookie } from './cookies'
import { guard, type GuardRoute } from './guard'
import { localeFromPath, preferredLocale, visitorLocaleRedirect, withLocale } from './i18n/locale-path'
import { clearLocalSession } from './session/logout'
import { effectivePermissions, mayHaveSession, sessionKeys, userInfoQueryOptions } from './session/queries'

// The root route's beforeLoad: bare "/" → locale, session lookup, visitor-ar rule, §2 guard.

/** Who is logged in, from the cache or GET user_info; null when there is no session. */
export async function loadSessionUser(queryClient: QueryClient): Promise<UserInfo | null> {
  if (!mayHaveSession()) {
    // No CSRF cookie: the session ended (it expired, another tab logged out, the cookies were
    // cleared). A user still cached is from it: forget everything about them, as logging out
    // does (§4), so their orders and history are not left in this browser and the header
    // stops showing them.
    if (queryClient.getQueryData(sessionKeys.user()) !== undefined) clearLocalSession(queryClient)
    else queryClient.removeQueries({ queryKey: sessionKeys.all })
    return null
  }
  try {
    return await queryClient.ensureQueryData({ ...userInfoQueryOptions(), revalidateIfStale: true })
  } catch {
    return null
  }
}

/**
 * Whether this check is for a page being opened rather than preloaded (a hovered link,
 * defaultPreload 'intent'): the router puts a navigation's path in the address bar before it
 * runs beforeLoad; a preload leaves the address bar on the current page.
 */
export function isNavigation(pathname: string): boolean {
  if (typeof window === 'undefined') return false
  const decode = (p: string) => {
    try {
      return decodeURI(p)
    } catch {
      return p
    }
  }
  return decode(window.location.pathname) === decode(pathname)
}

/** A first path segment that is a language tag (fr, pt-BR, zh-Hant), though not one of ours. */
const LOCALE_LIKE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/

export interface AccessInput {
  queryClient: QueryClient
  location: { pathname: string; searchStr: string }
  /** The matched routes, root first; the last one is the page. */
  matches: ReadonlyArray<{ staticData?: GuardRoute; params?: unknown; search?: unknown }>
  languages?: readonly string[]
}

export async function enforceAccess(input: AccessInput): Promise<{ user: UserInfo | null }> {
  const { pathname, searchStr } = input.location
  if (pathname === '/' || pathname === '') {
    // §2: the server redirects "/", but an installed PWA may start here too.
    const locale = preferredLocale(readCookie(LOCALE_COOKIE), input.languages ?? navigator.languages, mayHaveSession())
    throw redirect({ href: withLocale(locale, '/') + searchStr, replace: true })
  }

  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/')
  if (!isAdmin && !localeFromPath(pathname)) {
    // §2: an unknown locale prefix (/fr/...) is a 404, before the guard could send it to login.
    if (LOCALE_LIKE.test(pathname.split('/')[1] ?? '')) throw notFound()
    // A path without one (/login, /user/home: typed, or an old bookmark) gets the preferred
    // locale's prefix, as bare "/" does: the prefix is always present (§2).
    const locale = preferredLocale(readCookie(LOCALE_COOKIE), input.languages ?? navigator.languages, mayHaveSession())
    throw redirect({ href: withLocale(locale, pathname) + searchStr, replace: true })
  }

  const user = await loadSessionUser(input.queryClient)

  const arRedirect = visitorLocaleRedirect(pathname, searchStr, Boolean(user))
  if (arRedirect) throw redirect({ href: arRedirect, replace: true })

  const leaf = input.matches[input.matches.length - 1]
  const decision = guard({
    pathname,
    searchStr,
    route: leaf?.staticData,
    user: user ? { isSuperuser: user.isSuperuser, isMainUser: user.IsMainUser, permissions: effectivePermissions(user) } : null,
    params: (leaf?.params ?? {}) as Record<string, string>,
    search: (leaf?.search ?? {}) as Record<string, unknown>,
  })
  if (decision.type === 'redirect') {
    if (decision.reason === 'permission' && isNavigation(pathname)) leaf?.staticData?.rules?.permissionNotice?.()
    throw redirect({ href: decision.href, replace: true })
  }
  if (decision.type === 'not-found') throw notFound()
  return { user }
}
