// The number, plural and date formats the app's pages use (Lingui's plurals and numbers, prices,
// stay dates): each first use of a kind in a locale loads its ICU data, ~9 ms here for the first
// number format and ~265 ms on an 8x phone (#9 TBT). Asked once each, in a task of its own, they
// are not part of a render's long task, nor of one another's.
const FORMATS: ((locale: string) => unknown)[] = [
  (locale) => new Intl.NumberFormat(locale).format(1),
  (locale) => new Intl.PluralRules(locale).select(1),
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(0),
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
