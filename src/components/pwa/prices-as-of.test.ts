import { describe, expect, it } from 'vitest'
import { PRICE_FRESH_MS, formatClock, needsPriceTime } from './prices-as-of'

describe('prices as of', () => {
  it('labels prices offline, or online once they are older than a few minutes', () => {
    const now = 1_000_000_000
    expect(needsPriceTime(now - 1000, false, now)).toBe(true)
    expect(needsPriceTime(now - 1000, true, now)).toBe(false)
    expect(needsPriceTime(now - PRICE_FRESH_MS - 1, true, now)).toBe(true)
  })

  it('labels fresh prices online when asking for them again failed (the server unreachable)', () => {
    const now = 1_000_000_000
    expect(needsPriceTime(now - 40_000, true, now, true)).toBe(true)
    expect(needsPriceTime(now - 40_000, true, now, false)).toBe(false)
  })

  it('formats a 24-hour clock with Western digits in Arabic', () => {
    const at = new Date(2026, 10, 21, 14, 5)
    expect(formatClock(at, 'en-US')).toBe('14:05')
    expect(formatClock(at, 'ar')).toMatch(/14:05/)
  })
})
