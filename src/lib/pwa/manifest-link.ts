import type { I18n } from '@lingui/core'
import { isLocale } from '../../contract'

// One web manifest per locale (pwa.config.ts): translated names and shortcuts, lang and dir.
// The <link rel="manifest"> follows the active locale so "Install" offers the agent's language.

export function manifestHref(locale: string): string {
  return isLocale(locale) ? `/manifest-${locale}.webmanifest` : '/manifest.webmanifest'
}

export function syncManifestLink(i18n: I18n): void {
  if (typeof document === 'undefined' || import.meta.env.DEV) return
  const apply = () => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
    if (!link) {
      link = document.createElement('link')
      link.rel = 'manifest'
      document.head.append(link)
    }
    const href = manifestHref(i18n.locale)
    if (link.getAttribute('href') !== href) link.setAttribute('href', href)
  }
  apply()
  i18n.on('change', apply)
}
