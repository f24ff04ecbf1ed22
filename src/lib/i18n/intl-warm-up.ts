import type { Locale } from '../../contract'
import { formatDate } from '../dates'
import { formatMoney } from '../money'
import { getSession } from '../session/session-store'

// The number, plural and date formats the app's pages use (Lingui's plurals and numbers, prices,
// stay dates): each first use of a kind in a locale loads its ICU data, ~9 ms here for the first
// number format and ~265 ms on an 8x phone (#9 TBT). Asked once each, in a task of its own, they
// are not part of a render's long task, nor of one another's. The number and date steps build
// the very formatters the pages keep (money.ts in the session's currency, dates.ts: Latin digits,
// the stay dates' style), so a page's first render builds none: one built with other options
// cost the hotel page's render ~24 ms more on an 8x phone.
const FORMATS: ((locale: string) => unknown)[] = [
  (locale) => formatMoney(1, getSession().currency, locale as Locale),
  (locale) => new Intl.PluralRules(locale).select(1),
  (locale) => formatDate('2026-01-01', locale as Locale),
]

/** Lets the browser run what is waiting (input, paint) before going on. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

const warmed = new Map<string, Promise<void>>()

/** Asks each format once for `locale`, a task each; later calls for the same locale share the first. */
export function warmUpIntl(locale: string): Promise<void> {
  let done = warmed.get(locale)
  if (!done) {
    done = (async () => {
      for (const format of FORMATS) {
        await nextTask()
        format(locale)
      }
    })()
    warmed.set(locale, done)
  }
  return done
}
