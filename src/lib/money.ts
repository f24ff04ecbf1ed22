import type { Currency, Locale } from '../contract'

// §9: amounts are shown with 2 decimals; the currency code is always visible because agencies
// reconcile against invoices in several currencies.

/** §6: what is shown instead of an amount the user may not see. */
export const HIDDEN_AMOUNT = '--'

const cache = new Map<string, Intl.NumberFormat>()

function formatter(locale: Locale, currency?: Currency): Intl.NumberFormat {
  const key = `${locale}|${currency ?? ''}`
  let f = cache.get(key)
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      ...(currency ? { style: 'currency', currency, currencyDisplay: 'code' } : {}),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // Western digits in Arabic too: amounts must match invoices and bank statements.
      numberingSystem: 'latn',
    })
    cache.set(key, f)
  }
  return f
}

/** "CNY 12,345.60" (en-US), "12.345,60 EUR" (es): always 2 decimals, code shown, Latin digits. */
/** A withheld amount (null, §6 no QUERY_PRICE) shows as dashes. */
export function formatMoney(amount: number | null, currency: Currency, locale: Locale): string {
  if (amount === null || !Number.isFinite(amount)) return HIDDEN_AMOUNT
  return formatter(locale, currency).format(roundHalfAwayFromZero(amount))
}

/** The number alone, 2 decimals, grouped per locale. */
export function formatAmount(amount: number, locale: Locale): string {
  if (amount === null || !Number.isFinite(amount)) return HIDDEN_AMOUNT
  return formatter(locale).format(roundHalfAwayFromZero(amount))
}

/** Rounds to cents without binary drift (1.005 → 1.01). */
export function roundHalfAwayFromZero(amount: number): number {
  const sign = amount < 0 ? -1 : 1
  return (sign * Math.round(Number(`${Math.abs(amount)}e2`))) / 100
}
