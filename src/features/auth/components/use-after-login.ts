import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router'
import { safeFromPath } from '../../../lib/guard'
import { useLocale } from '../../../lib/i18n/use-locale'
import { withLocale } from '../../../lib/i18n/locale-path'
import { getSession } from '../../../lib/session/session-store'

/**
 * §4 after login: the target if given, else the `from` query path, else the home URL; the
 * value 'back' means history back.
 */
export function useAfterLogin(): (target?: string) => void {
  const navigate = useNavigate()
  const router = useRouter()
  const locale = useLocale()
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> })
  return (target) => {
    const wanted = target ?? search.from
    if (wanted === 'back' && router.history.canGoBack()) return router.history.back()
    const home = withLocale(locale, getSession().homeUrl || '/')
    void navigate({ href: safeFromPath(wanted, home), replace: true })
  }
}
