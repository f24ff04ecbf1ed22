import type { QueryClient } from '@tanstack/react-query'
import { DEFAULT_LOCALE } from '../../contract'
import type { ApiEffects } from '../api/client'
import { loginHref } from '../guard'
import { localeFromPath, withLocale } from '../i18n/locale-path'
import { clearLocalSession, logout } from './logout'

export interface SessionEffectDeps {
  queryClient: QueryClient
  /** Current location (path + query), e.g. from the router. */
  currentHref(): string
  navigate(href: string, opts?: { replace?: boolean }): void
  /** §4/§8: the 'login expired' notice. */
  notifyLoginExpired(): void
  /** §9: the notice follows the redirect after about 400 ms. */
  noticeDelayMs?: number
  /** Several parallel calls failing together must produce one redirect and one toast. */
  dedupeMs?: number
  now?(): number
  setTimeout?(fn: () => void, ms: number): unknown
}

/** The §8 reactions wired to router, toaster and session (injected into the API client). */
export function createSessionEffects(deps: SessionEffectDeps): ApiEffects {
  const now = deps.now ?? Date.now
  const later = deps.setTimeout ?? ((fn: () => void, ms: number) => globalThis.setTimeout(fn, ms))
  const dedupeMs = deps.dedupeMs ?? 2000
  let lastRun = Number.NEGATIVE_INFINITY

  const once = (fn: () => void) => {
    const t = now()
    if (t - lastRun < dedupeMs) return
    lastRun = t
    fn()
  }

  const hrefParts = () => {
    const href = deps.currentHref()
    const i = href.search(/[?#]/)
    return i < 0 ? { pathname: href, search: '' } : { pathname: href.slice(0, i), search: href.slice(i).replace(/#.*$/, '') }
  }
  const locale = () => localeFromPath(hrefParts().pathname) ?? DEFAULT_LOCALE
  const toLogin = () => {
    const { pathname, search } = hrefParts()
    // Already on the login page: stay there rather than nesting `from` parameters.
    if (pathname === withLocale(locale(), '/login')) return
    deps.navigate(loginHref(pathname, search), { replace: true })
  }

  // Navigate only once the logout has finished (it clears the cached user even when the call
  // fails): /login redirects a logged-in user onwards, so going there while the old user is
  // still cached would bounce straight back to the page that failed.
  const logoutThenLogin = (after?: () => void) =>
    void logout(deps.queryClient, { silent: true }).finally(() => {
      toLogin()
      after?.()
    })

  return {
    onForbidden: () => once(() => logoutThenLogin()),
    onAuthExpired: () =>
      once(() => logoutThenLogin(() => later(deps.notifyLoginExpired, deps.noticeDelayMs ?? 400))),
    onDeactivated: () =>
      once(() => {
        // A frozen account has no usable session; forget it locally and show §2's page.
        clearLocalSession(deps.queryClient)
        deps.navigate(withLocale(locale(), '/error/deactivated'), { replace: true })
      }),
    onTimeout: () =>
      once(() => {
        deps.navigate(`${withLocale(locale(), '/error/500')}?reason=timeout`)
      }),
  }
}
