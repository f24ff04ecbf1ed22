import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, isLocale, isRtl, type Locale } from '../../contract'
import { writeCookie } from '../cookies'

// Catalogs are compiled from locales/<locale>/messages.po by @lingui/vite-plugin. The glob keeps
// each locale in its own chunk, so a page downloads only the active language (§1 six locales);
// the service worker precaches all of them, so a switch works offline (pwa.config.ts).
// The marketing pages' texts are a catalog of their own (lingui.config.ts), with the visitor
// home's, loaded by the /$locale/_intro routes and the home for a visitor: agents' pages do not
// download them. So are the texts of booking,
// orders, coupons and the account pages (`work`, ~30% of the app's texts), loaded by
// the routes that show them and by the queued-booking notices: search, list and hotel pages do
// not download them (#9 route budget). The sign-in texts (`auth`) are loaded with the login flow
// and by the sign-in pages. The payment texts (`pay`) likewise, loaded by the
// checkout, the pay result and hand-off pages and the order page.
const catalogs = {
  messages: { loaders: import.meta.glob<{ messages: Messages }>('../../../locales/*/messages.po'), loaded: new Set<Locale>() },
  marketing: { loaders: import.meta.glob<{ messages: Messages }>('../../../locales/*/marketing.po'), loaded: new Set<Locale>() },
  work: { loaders: import.meta.glob<{ messages: Messages }>('../../../locales/*/work.po'), loaded: new Set<Locale>() },
  pay: { loaders: import.meta.glob<{ messages: Messages }>('../../../locales/*/pay.po'), loaded: new Set<Locale>() },
  auth: { loaders: import.meta.glob<{ messages: Messages }>('../../../locales/*/auth.po'), loaded: new Set<Locale>() },
}
type ExtraCatalog = Exclude<keyof typeof catalogs, 'messages'>
const EXTRA_CATALOGS: ExtraCatalog[] = ['marketing', 'work', 'pay', 'auth']

/** A catalog's messages (en-US's when the locale has none). Rejects when its chunk cannot be loaded. */
async function importCatalog(name: keyof typeof catalogs, locale: Locale): Promise<Messages> {
  const { loaders } = catalogs[name]
  const load = loaders[`../../../locales/${locale}/${name}.po`] ?? loaders[`../../../locales/${DEFAULT_LOCALE}/${name}.po`]
  if (!load) throw new Error(`No ${name} catalog for ${locale}`)
  // Undefined when the chunk failed and src/lib/chunk-reload.ts took the error to reload the page.
  const module: { messages: Messages } | undefined = await load()
  if (!module?.messages) throw new Error(`The ${name} catalog of ${locale} could not be loaded`)
  return module.messages
}

/** Loads a catalog of a locale once; i18n.load merges it into the locale's messages. */
async function loadCatalog(name: keyof typeof catalogs, locale: Locale): Promise<void> {
  const { loaded } = catalogs[name]
  if (loaded.has(locale)) return
  i18n.load(locale, await importCatalog(name, locale))
  loaded.add(locale)
}

/** Loads an extra catalog (once) for the locale on screen. Never rejects. */
async function loadExtraCatalog(name: ExtraCatalog, locale: Locale): Promise<void> {
  // After a fallback (activateLocale) the page shows another locale than its path's.
  const shown = isLocale(i18n.locale) ? i18n.locale : locale
  try {
    await loadCatalog(name, shown)
  } catch (error) {
    console.warn(error)
    // The texts in English under the locale on screen rather than message ids; not marked
    // loaded, so the next page tries the locale's own catalog again.
    if (shown !== DEFAULT_LOCALE) await importCatalog(name, DEFAULT_LOCALE).then((m) => i18n.load(shown, m), () => undefined)
  }
}

/**
 * The visitor pages' catalog (the marketing pages, the visitor home); the /$locale/_intro routes
 * and the home route for a visitor await it. Never rejects.
 */
export const loadMarketingCatalog = (locale: Locale): Promise<void> => loadExtraCatalog('marketing', locale)

/** Whether the marketing catalog of the locale on screen is loaded. */
export const marketingCatalogLoaded = (): boolean => catalogs.marketing.loaded.has(currentLocale())

/**
 * The booking, orders, coupons and account texts; the routes showing them await it in
 * beforeLoad, and the queued-booking notices before they are shown. Never rejects.
 */
export const loadWorkCatalog = (locale: Locale = currentLocale()): Promise<void> => loadExtraCatalog('work', locale)

/** The payment texts; the routes showing src/features/payment await it in beforeLoad. Never rejects. */
export const loadPayCatalog = (locale: Locale): Promise<void> => loadExtraCatalog('pay', locale)

/**
 * The sign-in texts (src/features/auth); the login, sign-up and password routes await it in
 * beforeLoad, and the login flow's lazy load (its popover, modal and dialogs) with its module.
 * Never rejects.
 */
export const loadAuthCatalog = (locale: Locale = currentLocale()): Promise<void> => loadExtraCatalog('auth', locale)

/**
 * Loads a locale's catalogs without activating it: the UI's, and each extra one once it has been
 * shown (a switch then never shows a message without its translation). Rejects when one cannot
 * be loaded (offline without the worker's copy, a release that replaced the files).
 */
export async function loadLocale(locale: Locale): Promise<void> {
  const extras = EXTRA_CATALOGS.filter((name) => catalogs[name].loaded.size > 0).map((name) => loadCatalog(name, locale))
  await Promise.all([loadCatalog('messages', locale), ...extras])
}

/** Sets <html lang dir> so the browser, screen readers and CSS logical properties agree (§1 ar is RTL). */
export function applyDocumentLocale(locale: Locale): void {
  if (typeof document === 'undefined') return
  document.documentElement.lang = locale
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr'
}

/**
 * The locale to show when `locale`'s catalog cannot be loaded: en-US (§1 fallback locale), or
 * if even that fails the one on screen; with none, en-US without texts. Lingui's provider
 * renders nothing until a locale is active, so boot and the $locale route never get a blank page.
 */
async function fallbackFor(locale: Locale, error: unknown): Promise<Locale> {
  console.warn(`Showing ${DEFAULT_LOCALE}:`, error)
  if (locale !== DEFAULT_LOCALE) {
    try {
      await loadLocale(DEFAULT_LOCALE)
      return DEFAULT_LOCALE
    } catch (fallbackError) {
      console.warn(fallbackError)
    }
  }
  if (isLocale(i18n.locale) && catalogs.messages.loaded.has(i18n.locale)) return i18n.locale
  i18n.load(DEFAULT_LOCALE, {})
  return DEFAULT_LOCALE
}

/**
 * Loads the catalogs once, activates the locale, and mirrors it on <html>. Safe to call
 * repeatedly. Never rejects for a missing catalog: resolves with the locale actually shown.
 */
export async function activateLocale(locale: Locale): Promise<Locale> {
  const shown = await loadLocale(locale).then(
    () => locale,
    (error: unknown) => fallbackFor(locale, error),
  )
  // Arabic UI with Western digits, like the money formatter: counts and amounts must match
  // what agencies see on invoices (§9 amounts). Plural rules are unaffected by -u-nu.
  if (i18n.locale !== shown) i18n.activate(shown, shown === 'ar' ? ['ar-u-nu-latn'] : undefined)
  applyDocumentLocale(shown)
  return shown
}

/** §2: remember the choice for 365 days in the i18n_redirected cookie. */
export function rememberLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS)
}

export function currentLocale(): Locale {
  return (i18n.locale || DEFAULT_LOCALE) as Locale
}

export { i18n }
