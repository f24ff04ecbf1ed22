import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, isRtl, type Locale } from '../../contract'
import { writeCookie } from '../cookies'

// Catalogs are compiled from locales/<locale>/messages.po by @lingui/vite-plugin. The glob keeps
// each locale in its own chunk, so only the active language is downloaded (§1 six locales).
const catalogLoaders = import.meta.glob<{ messages: Messages }>('../../../locales/*/messages.po')
// The marketing pages' texts are a catalog of their own (lingui.config.ts), loaded by the
// /$locale/_intro routes only: app routes do not download them.
const marketingLoaders = import.meta.glob<{ messages: Messages }>('../../../locales/*/marketing.po')

const loaded = new Set<Locale>()
const marketingLoaded = new Set<Locale>()

function loaderFor(locale: Locale) {
  return catalogLoaders[`../../../locales/${locale}/messages.po`]
}

/** Loads the marketing pages' catalog of a locale (once); the /$locale/_intro routes await it. */
export async function loadMarketingCatalog(locale: Locale): Promise<void> {
  if (marketingLoaded.has(locale)) return
  const load = marketingLoaders[`../../../locales/${locale}/marketing.po`] ?? marketingLoaders[`../../../locales/${DEFAULT_LOCALE}/marketing.po`]
  if (!load) throw new Error(`No marketing catalog for ${locale}`)
  const { messages } = await load()
  // i18n.load merges into the locale's messages (the main catalog stays).
  i18n.load(locale, messages)
  marketingLoaded.add(locale)
}

/** Sets <html lang dir> so the browser, screen readers and CSS logical properties agree (§1 ar is RTL). */
export function applyDocumentLocale(locale: Locale): void {
  if (typeof document === 'undefined') return
  document.documentElement.lang = locale
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr'
}

/** Loads the catalog once, activates it, and mirrors it on <html>. Safe to call repeatedly. */
export async function activateLocale(locale: Locale): Promise<void> {
  // Once a marketing page has been shown, a language switch loads its texts too before the
  // switch, so the page on screen never shows a message without its translation.
  const marketing = marketingLoaded.size > 0 ? loadMarketingCatalog(locale) : Promise.resolve()
  if (!loaded.has(locale)) {
    const load = loaderFor(locale) ?? loaderFor(DEFAULT_LOCALE)
    if (!load) throw new Error(`No catalog for ${locale}`)
    const { messages } = await load()
    i18n.load(locale, messages)
    loaded.add(locale)
  }
  await marketing
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
