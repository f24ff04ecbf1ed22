// A worker that loads the page locale's data for Intl on a thread of its own (#9 TBT). The
// first number, plural, date, region-name or collation use of a locale loads its ICU data:
// 16-43 ms of the main thread here for the first number format alone, eight times that on
// Lighthouse's phone, each one task that cannot be split. ICU keeps what it loaded for the whole
// renderer process, so once this worker has used each kind, the app's own first uses
// (src/lib/i18n/intl-warm-up.ts, money.ts, dates.ts, the price calendar, the nationality
// select) find it loaded: the number format then takes ~0.1 ms. Started with the path's locale
// by public/first-paint.js on a painted page, else by the app (src/lib/i18n/intl-warm-up.ts).
// Plain ES2019, same-origin (the CSP's worker-src 'self'). The options are those of the app's
// formats, which build their own; another currency than CNY finds its data loaded too.
'use strict'
const UTC = { timeZone: 'UTC' }
const LATN = { numberingSystem: 'latn' }
const uses = [
  (l) => new Intl.NumberFormat(l, Object.assign({ style: 'currency', currency: 'CNY', currencyDisplay: 'code', minimumFractionDigits: 2, maximumFractionDigits: 2 }, LATN)).format(1),
  (l) => new Intl.NumberFormat(l, Object.assign({ notation: 'compact', maximumFractionDigits: 1 }, LATN)).format(1234),
  (l) => new Intl.PluralRules(l).select(1),
  (l) => new Intl.DateTimeFormat(l, Object.assign({ dateStyle: 'medium' }, UTC, LATN)).format(0),
  (l) => new Intl.DateTimeFormat(l, Object.assign({ dateStyle: 'medium', timeStyle: 'short' }, UTC, LATN)).format(0),
  (l) => new Intl.DateTimeFormat(l, Object.assign({ dateStyle: 'full' }, UTC)).format(0),
  (l) => new Intl.DateTimeFormat(l, Object.assign({ year: 'numeric', month: 'long' }, UTC)).format(0),
  (l) => new Intl.DateTimeFormat(l, Object.assign({ weekday: 'narrow' }, UTC)).format(0),
  (l) => new Intl.DisplayNames([l], { type: 'region' }).of('CN'),
  (l) => new Intl.DisplayNames([l], { type: 'currency' }).of('CNY'),
  (l) => new Intl.Collator(l).compare('a', 'b'),
]
self.onmessage = (event) => {
  const locale = String(event.data)
  for (const use of uses) {
    try {
      use(locale)
    } catch {
      // A locale or option Intl does not take: the app's own use loads what it needs.
    }
  }
  self.postMessage('done')
  self.close()
}
