import type { Locale } from '../contract'

/** §9 dialog width: 600 px, 670 px in Spanish (its texts run longer). Phones: the screen's width. */
export function dialogWidth(locale: Locale): string {
  return locale === 'es' ? '670px' : '600px'
}
