import { useLingui } from '@lingui/react'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useCallback } from 'react'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../contract'
import { loadLocale, rememberLocale } from './i18n'
import { switchLocaleHref } from './locale-path'

/** The active locale (the $locale route activates it before rendering). */
export function useLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
}

/**
 * §2 language switch: load the new locale's catalogs, remember the choice for 365 days, then
 * show the same page under the new prefix (the $locale route activates the loaded catalog).
 * Resolves false, with nothing changed, when the catalogs cannot be loaded (offline before the
 * service worker has them): the caller says so, and the page stays in its language, never blank.
 */
export function useSwitchLocale(): (locale: Locale) => Promise<boolean> {
  const navigate = useNavigate()
  const href = useRouterState({ select: (s) => s.location.href })
  return useCallback(
    async (locale: Locale) => {
      try {
        await loadLocale(locale)
      } catch (error) {
        console.warn(error)
        return false
      }
      rememberLocale(locale)
      await navigate({ href: switchLocaleHref(href, locale) })
      return true
    },
    [href, navigate],
  )
}

export { LOCALE_ENDONYMS } from './locale-names'
