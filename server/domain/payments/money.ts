import { CARD_FEE_BPS } from '../../../src/contract/payment'
import { ZERO_DECIMAL_CURRENCIES } from '../money'

// Payment arithmetic in integer minor units (cents), so 3.5 % of an amount and the sums of
// base − coupon + fee are exact (§9: 2 decimals; whole units for JPY, KRW, IDR, VND).

export function toCents(amount: string | number | null | undefined): number {
  if (amount === null || amount === undefined) return 0
  const n = typeof amount === 'number' ? amount : Number(amount)
  if (!Number.isFinite(n)) return 0
  // Via the decimal string, so 1.005 becomes 101 and not 100 (binary drift).
  const sign = n < 0 ? -1 : 1
  return sign * Math.round(Number(`${Math.abs(n)}e2`))
}

export function fromCents(cents: number): number {
  return cents / 100
}

/** Numeric(14,2) column text for a cent amount. */
export function centsToColumn(cents: number): string {
  return (cents / 100).toFixed(2)
}

/** Half-up division of non-negative integers. */
function divRound(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2))
}

/** §1/§9: the card fee, 3.5 % of the amount after coupon, rounded half-up to the currency's unit. */
export function cardFeeCents(amountCents: number, currency: string): number {
  if (amountCents <= 0) return 0
  if (ZERO_DECIMAL_CURRENCIES.has(currency)) {
    // Whole units: compute in units and return cents.
    const units = Math.round(amountCents / 100)
    return divRound(units * CARD_FEE_BPS, 10_000) * 100
  }
  return divRound(amountCents * CARD_FEE_BPS, 10_000)
}

/** What the agent pays on a route: base − coupon (+ fee for card), never below zero. */
export function routeTotalCents(baseCents: number, discountCents: number, route: string, currency: string): { fee: number; total: number } {
  const afterCoupon = Math.max(0, baseCents - discountCents)
  const fee = route === 'card' ? cardFeeCents(afterCoupon, currency) : 0
  return { fee, total: afterCoupon + fee }
}
