// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { median, percentile } from './stats'

describe('stats', () => {
  it('takes the middle value, or the mean of the two middle ones, without reordering its input', () => {
    const odd = [3, 1, 2]
    expect(median(odd)).toBe(2)
    expect(odd).toEqual([3, 1, 2])
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([10, 9, 100, 1])).toBe(9.5)
    expect(median([])).toBeNaN()
  })

  it('gives nearest-rank percentiles of sorted samples', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(sorted, 95)).toBe(95)
    expect(percentile(sorted, 50)).toBe(50)
    expect(percentile([], 95)).toBeNaN()
  })
})
