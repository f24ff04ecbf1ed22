import { describe, expect, it } from 'vitest'
import { HIDDEN_AMOUNT, formatAmount, formatMoney, roundHalfAwayFromZero } from './money'

// Intl output uses non-breaking spaces; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

describe('formatMoney (§9 two decimals, code shown)', () => {
  it('formats per locale with the currency code', () => {
    expect(plain(formatMoney(12345.6, 'CNY', 'en-US'))).toBe('CNY 12,345.60')
    expect(plain(formatMoney(12345.6, 'EUR', 'es'))).toBe('12.345,60 EUR')
    expect(plain(formatMoney(1000, 'USD', 'zh-CN'))).toMatch(/^USD\s?1,000\.00$/)
  })

  it('keeps two decimals even for zero-decimal currencies', () => {
    expect(plain(formatMoney(1500, 'JPY', 'ja'))).toMatch(/^JPY\s?1,500\.00$/)
    expect(plain(formatMoney(1500, 'KRW', 'ko'))).toMatch(/1,500\.00/)
  })

  it('uses Latin digits in Arabic', () => {
    const out = plain(formatMoney(1234.5, 'AED', 'ar'))
    expect(out).toMatch(/1,234\.50/)
    expect(out).toContain('AED')
  })

  it('handles negatives and rounding', () => {
    expect(plain(formatMoney(-5.5, 'USD', 'en-US'))).toBe('-USD 5.50')
    expect(plain(formatMoney(1.005, 'USD', 'en-US'))).toBe('USD 1.01')
  })

  it('shows dashes for non-numbers', () => {
    expect(formatMoney(Number.NaN, 'USD', 'en-US')).toBe(HIDDEN_AMOUNT)
    expect(formatAmount(Number.POSITIVE_INFINITY, 'en-US')).toBe(HIDDEN_AMOUNT)
  })
})

describe('formatAmount', () => {
  it('formats the number alone', () => {
    expect(formatAmount(0, 'en-US')).toBe('0.00')
    expect(formatAmount(9876543.219, 'en-US')).toBe('9,876,543.22')
  })
})

describe('roundHalfAwayFromZero', () => {
  it.each([
    [1.005, 1.01], [2.675, 2.68], [-1.005, -1.01], [0.1 + 0.2, 0.3], [10, 10],
  ])('%s → %s', (input, expected) => {
    expect(roundHalfAwayFromZero(input)).toBe(expected)
  })
})
