import { describe, expect, it } from 'vitest'
import { PORTAL_TIME_ZONE, beijingDate, beijingWallClock, dateTimeFormat, formatDate, formatDateTime, toArrow } from './dates'

describe('dates on the Beijing clock (§9)', () => {
  it('reuses one formatter per locale and options, and keeps different options apart', () => {
    const a = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Shanghai' })
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Shanghai' })).toBe(a)
    expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Asia/Shanghai' })).not.toBe(a)
    expect(dateTimeFormat('zh-CN', { dateStyle: 'medium', timeZone: 'Asia/Shanghai' })).not.toBe(a)
  })

  it('formats in the zone and locale asked for, through the shared formatters', () => {
    // 2026-12-23 17:30 UTC is already the 24th in Beijing.
    const instant = new Date('2026-12-23T17:30:00Z')
    expect(beijingDate(instant)).toBe('2026-12-24')
    expect(formatDate('2026-12-24', 'en-US')).toBe('Dec 24, 2026')
    expect(formatDate('2026-12-24', 'zh-CN')).toBe('2026年12月24日')
    expect(formatDateTime('2026-12-23T17:30:00Z', 'en-US')).toBe('Dec 24, 2026, 1:30 AM')
    expect(formatDateTime('2026-12-23T17:30:00Z', 'ar')).toMatch(/2026/)
  })

  it('formats dates and times exactly as the Asia/Shanghai zone would', () => {
    const locales = ['en-US', 'zh-CN', 'ja', 'ko', 'es', 'ar'] as const
    for (const locale of locales) {
      const zonedDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: PORTAL_TIME_ZONE, numberingSystem: 'latn' })
      const zonedTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: PORTAL_TIME_ZONE, numberingSystem: 'latn' })
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2029, 0, 1); t += 26_000_000) {
        const iso = new Date(t).toISOString()
        expect(formatDateTime(iso, locale)).toBe(zonedTime.format(new Date(t)))
        expect(formatDate(iso, locale)).toBe(zonedDate.format(new Date(t)))
      }
      expect(formatDate('2027-01-14', locale)).toBe(zonedDate.format(new Date('2027-01-14T00:00:00+08:00')))
    }
  })

  it('reads the Beijing wall clock as UTC+8, as the time-zone database does (no daylight saving)', () => {
    const zoned = new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    const viaIntl = (d: Date) => {
      const p = Object.fromEntries(zoned.formatToParts(d).map((x) => [x.type, x.value]))
      return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`
    }
    // Every 7 h 13 min from 2000 to 2040: every hour of the day, month ends and leap days.
    for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2040, 0, 1); t += 26_000_000) {
      expect(beijingWallClock(new Date(t))).toBe(viaIntl(new Date(t)))
    }
    expect(() => beijingWallClock(new Date('nope'))).toThrow(RangeError)
  })
})

describe('toArrow', () => {
  it('points the way the text runs', () => {
    expect(toArrow('en-US')).toBe('→')
    expect(toArrow('zh-CN')).toBe('→')
    expect(toArrow('ar')).toBe('←')
  })
})
