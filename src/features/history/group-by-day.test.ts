import { describe, expect, it } from 'vitest'
import { groupByDay, monthDay } from './group-by-day'

describe('drawer groups (§2 MM-DD)', () => {
  it('uses the Beijing date', () => {
    expect(monthDay('2026-03-10T16:30:00Z')).toBe('03-11')
  })
  it('groups consecutive items of a day', () => {
    const items = ['2026-03-11T02:00:00Z', '2026-03-11T01:00:00Z', '2026-03-09T01:00:00Z']
    expect(groupByDay(items, (x) => x).map((g) => [g.day, g.items.length])).toEqual([
      ['03-11', 2],
      ['03-09', 1],
    ])
  })
})
