import { useLingui } from '@lingui/react'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useCallback } from 'react'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../contract'
import { rememberLocale } from './i18n'
import { switchLocaleHref } from './locale-path'

/** The active locale (the $locale route activates it before rendering). */
export function useLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
}

/**
 * §2 language switch: remember the choice for 365 days, then show the same page under the new
 * prefix. The $locale route loads and activates the catalog lazily on the way.
 */
export function useSwitchLocale(): (locale: Locale) => void {
  const navigate = useNavigate()
  const href = useRouterState({ select: (s) => s.location.href })
  return useCallback(
    (locale: Locale) => {
      rememberLocale(locale)
      void navigate({ href: switchLocaleHref(href, locale) })
    },
    [href, navigate],
  )
}

export { LOCALE_ENDONYMS } from './locale-names'
