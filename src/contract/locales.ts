// §1: the six locales, en-US fallback; ar is right-to-left and offered only to logged-in users.
export const LOCALES = ['zh-CN', 'en-US', 'ja', 'ko', 'es', 'ar'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en-US'
export const RTL_LOCALES: readonly Locale[] = ['ar']
/** Locales a visitor (not logged in) may use: ar is for logged-in users only (§1). */
export const VISITOR_LOCALES: readonly Locale[] = LOCALES.filter((l) => l !== 'ar')
/** §2: locale cookie, 365 days. */
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_DAYS = 365

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function isRtl(locale: Locale): boolean {
  return RTL_LOCALES.includes(locale)
}

/** Best locale for an Accept-Language style list ("zh-TW,zh;q=0.9,en;q=0.8"). */
export function matchLocale(preferred: readonly string[], allowed: readonly Locale[] = LOCALES): Locale | undefined {
  for (const raw of preferred) {
    const tag = raw.split(';')[0]?.trim().toLowerCase()
    if (!tag) continue
    const exact = allowed.find((l) => l.toLowerCase() === tag)
    if (exact) return exact
    const base = tag.split('-')[0]
    const byBase = allowed.find((l) => l.toLowerCase().split('-')[0] === base)
    if (byBase) return byBase
  }
  return undefined
}
