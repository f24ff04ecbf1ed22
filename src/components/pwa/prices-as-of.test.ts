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
    const sameDay = new Date(2026, 10, 21, 23, 59)
    expect(formatClock(at, 'en-US', sameDay)).toBe('14:05')
    expect(formatClock(at, 'ar', sameDay)).toMatch(/14:05/)
  })

  it('says the day when the figures are not from today, and the year when not from this year', () => {
    const at = new Date(2026, 10, 21, 23, 40)
    expect(formatClock(at, 'en-US', new Date(2026, 10, 22, 0, 10))).toBe('Nov 21, 23:40')
    expect(formatClock(at, 'zh-CN', new Date(2026, 10, 23, 9, 0))).toBe('11月21日 23:40')
    expect(formatClock(at, 'ar', new Date(2026, 10, 22, 9, 0))).toMatch(/21.*23:40/)
    expect(formatClock(at, 'en-US', new Date(2027, 0, 2, 9, 0))).toBe('Nov 21, 2026, 23:40')
  })
})
