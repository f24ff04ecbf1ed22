import * as z from 'zod/mini'

// §1: reference currencies a user can pick; §9: default CNY, amounts with 2 decimals.
export const CURRENCIES = [
  'CNY', 'USD', 'EUR', 'IDR', 'JPY', 'HKD', 'THB', 'SGD',
  'MYR', 'AED', 'VND', 'PHP', 'KRW', 'INR', 'GBP', 'SEK',
] as const
export type Currency = (typeof CURRENCIES)[number]
export const DEFAULT_CURRENCY: Currency = 'CNY'
export const currencySchema = z.enum(CURRENCIES)

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
}

/** One row of the exchange-rate table: how many units of `code` one CNY buys. */
export const exchangeRateSchema = z.object({
  code: currencySchema,
  perCny: z.number().check(z.positive()),
  updatedAt: z.string(),
})
export type ExchangeRate = z.infer<typeof exchangeRateSchema>
