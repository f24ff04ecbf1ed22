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

/** Each language in its own script: a reader must recognise their language whatever the UI shows. */
export const LOCALE_ENDONYMS: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  ja: '日本語',
  ko: '한국어',
  es: 'Español',
  ar: 'العربية',
}
