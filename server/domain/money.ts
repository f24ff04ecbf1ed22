import type { Currency } from '../../src/contract/currencies'

// Currency facts the server needs. §9: amounts carry 2 decimals; currencies without minor
// units in practice (JPY, KRW, IDR, VND) are rounded to whole units.

export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['JPY', 'KRW', 'IDR', 'VND'])

/** Rounds an amount the way the currency is quoted (2 decimals, or whole units). */
export function roundMoney(amount: number, currency: string): number {
  if (ZERO_DECIMAL_CURRENCIES.has(currency)) return Math.round(amount)
  return Math.round((amount + Number.EPSILON) * 100) / 100
}

/** numeric(14,2) columns arrive as strings from both drivers. */
export function toAmount(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0
}

/** Local currency of the countries the seed has hotels in (suppliers quote in it). */
export const COUNTRY_CURRENCY: Readonly<Record<string, Currency>> = {
  CN: 'CNY', HK: 'HKD', JP: 'JPY', KR: 'KRW', TH: 'THB', SG: 'SGD', MY: 'MYR', ID: 'IDR',
  VN: 'VND', PH: 'PHP', AE: 'AED', IN: 'INR', GB: 'GBP', SE: 'SEK', US: 'USD',
  // Eurozone members the seed uses.
  FR: 'EUR', IT: 'EUR', ES: 'EUR', DE: 'EUR', NL: 'EUR', AT: 'EUR', PT: 'EUR', GR: 'EUR',
  BE: 'EUR', IE: 'EUR', FI: 'EUR',
}
