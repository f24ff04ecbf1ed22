import { DEFAULT_LOCALE, VISITOR_LOCALES, isLocale, matchLocale, type Locale } from '../../contract'

// §2: every route carries a locale prefix; the first path segment is the locale.

/** The first path segment, whatever it is ("" for "/"). */
export function firstSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? ''
}

/** The locale in the path, or undefined when the first segment is not one of ours. */
export function localeFromPath(pathname: string): Locale | undefined {
  const seg = firstSegment(pathname)
  return isLocale(seg) ? seg : undefined
}

/** The path below the locale prefix, always starting with "/" ("/en-US/user/home" → "/user/home"). */
export function stripLocale(pathname: string): string {
  const seg = firstSegment(pathname)
  if (!isLocale(seg)) return pathname || '/'
  const rest = pathname.replace(/^\/+/, '').slice(seg.length)
  return rest.startsWith('/') ? rest : `/${rest}`
}

/** Prefix a locale-less path ("/user/home") with a locale ("/ja/user/home"). */
export function withLocale(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  return `/${locale}${clean}`
}

/**
 * The same page under another locale, keeping query and hash (§2 language switch). A region's
 * name as picked (`addressText`, in the old language) is dropped, so the page names the region
 * again in the new one: the search field said "Tokyo" above cards saying 东京.
 */
export function switchLocaleHref(href: string, locale: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(href)
  const pathname = match?.[1] ?? '/'
  let tail = match?.[2] ?? ''
  if (/[?&]addressType=region(&|#|$)/.test(tail)) tail = tail.replace(/([?&])addressText=[^&#]*&?/, '$1').replace(/[?&](#|$)/, '$1')
  return withLocale(locale, stripLocale(pathname)) + tail
}

/**
 * §2: bare "/" goes to the locale cookie's locale, else the browser's best visitor locale,
 * else en-US. A cookie holding "ar" counts only for someone who looks logged in (ar is not
 * offered to visitors, §1); the browser language never selects ar for the same reason.
 */
export function preferredLocale(
  cookieValue: string | undefined,
  languages: readonly string[],
  looksLoggedIn = false,
): Locale {
  if (isLocale(cookieValue) && (looksLoggedIn || VISITOR_LOCALES.includes(cookieValue))) return cookieValue
  return matchLocale(languages, VISITOR_LOCALES) ?? DEFAULT_LOCALE
}

/**
 * §1/§2: ar is for logged-in users only. A visitor on /ar/... is sent to the same path under
 * /en-US/. Returns the target href or undefined when no redirect is needed.
 */
export function visitorLocaleRedirect(pathname: string, searchStr: string, loggedIn: boolean): string | undefined {
  const locale = localeFromPath(pathname)
  if (!locale || loggedIn || VISITOR_LOCALES.includes(locale)) return undefined
  return withLocale(DEFAULT_LOCALE, stripLocale(pathname)) + searchStr
}
