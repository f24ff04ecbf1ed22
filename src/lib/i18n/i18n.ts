import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, isRtl, type Locale } from '../../contract'
import { writeCookie } from '../cookies'

// Catalogs are compiled from locales/<locale>/messages.po by @lingui/vite-plugin. The glob keeps
// each locale in its own chunk, so only the active language is downloaded (§1 six locales).
const catalogLoaders = import.meta.glob<{ messages: Messages }>('../../../locales/*/messages.po')

const loaded = new Set<Locale>()

function loaderFor(locale: Locale) {
  return catalogLoaders[`../../../locales/${locale}/messages.po`]
}

/** Sets <html lang dir> so the browser, screen readers and CSS logical properties agree (§1 ar is RTL). */
export function applyDocumentLocale(locale: Locale): void {
  if (typeof document === 'undefined') return
  document.documentElement.lang = locale
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr'
}

/** Loads the catalog once, activates it, and mirrors it on <html>. Safe to call repeatedly. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const load = loaderFor(locale) ?? loaderFor(DEFAULT_LOCALE)
    if (!load) throw new Error(`No catalog for ${locale}`)
    const { messages } = await load()
    i18n.load(locale, messages)
    loaded.add(locale)
  }
  // Arabic UI with Western digits, like the money formatter: counts and amounts must match
  // what agencies see on invoices (§9 amounts). Plural rules are unaffected by -u-nu.
  if (i18n.locale !== locale) i18n.activate(locale, locale === 'ar' ? ['ar-u-nu-latn'] : undefined)
  applyDocumentLocale(locale)
}

/** §2: remember the choice for 365 days in the i18n_redirected cookie. */
export function rememberLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS)
}

export function currentLocale(): Locale {
  return (i18n.locale || DEFAULT_LOCALE) as Locale
}

export { i18n }
