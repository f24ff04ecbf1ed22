import type { Currency } from '../../../src/contract/currencies'

// §1 reference currencies: units of each currency that one CNY buys, at plausible late-2026
// levels (USD/CNY ≈ 7.09). Seeded once; an admin may update the table later.
export const SEED_RATES: Readonly<Record<Currency, number>> = {
  CNY: 1,
  USD: 0.141,
  EUR: 0.1205,
  IDR: 2330,
  JPY: 21.4,
  HKD: 1.097,
  THB: 4.55,
  SGD: 0.182,
  MYR: 0.59,
  AED: 0.518,
  VND: 3700,
  PHP: 8.2,
  KRW: 198.5,
  INR: 12.4,
  GBP: 0.1055,
  SEK: 1.33,
}
