import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, isRtl, type Locale } from '../../contract'
import { writeCookie } from '../cookies'

// Catalogs are compiled from locales/<locale>/messages.po by @lingui/vite-plugin. The glob keeps
// each locale in its own chunk, so only the active language is downloaded (§1 six locales).
// The marketing pages' texts are a catalog of their own (lingui.config.ts), loaded by the
// /$locale/_intro routes only: app routes do not download them.
const catalogs = {
  messages: { loaders: import.meta.glob<{ messages: Messages }>('../../../locales/*/messages.po'), loaded: new Set<Locale>() },
  marketing: { loaders: import.meta.glob<{ messages: Messages }>('../../../locales/*/marketing.po'), loaded: new Set<Locale>() },
}

/** Loads a catalog of a locale once (en-US when the locale has none); i18n.load merges it into the locale's messages. */
async function loadCatalog(name: keyof typeof catalogs, locale: Locale): Promise<void> {
  const { loaders, loaded } = catalogs[name]
  if (loaded.has(locale)) return
  const load = loaders[`../../../locales/${locale}/${name}.po`] ?? loaders[`../../../locales/${DEFAULT_LOCALE}/${name}.po`]
  if (!load) throw new Error(`No ${name} catalog for ${locale}`)
  const { messages } = await load()
  i18n.load(locale, messages)
  loaded.add(locale)
}

/** Loads the marketing pages' catalog of a locale (once); the /$locale/_intro routes await it. */
export function loadMarketingCatalog(locale: Locale): Promise<void> {
  return loadCatalog('marketing', locale)
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
  const marketing = catalogs.marketing.loaded.size > 0 ? loadMarketingCatalog(locale) : Promise.resolve()
  await loadCatalog('messages', locale)
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
