import { describe, expect, it } from 'vitest'
import { beijingDate, dateTimeFormat, formatDate, formatDateTime } from './dates'

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
})
