import { describe, expect, it } from 'vitest'
import { unlessSame } from './same-place'

describe('unlessSame', () => {
  it('keeps the current place when nothing moved, so React skips the re-render', () => {
    const current = { top: 64, right: 16, maxHeight: 600 }
    expect(unlessSame({ top: 64, right: 16, maxHeight: 600 })(current)).toBe(current)
  })

  it('takes the new place when a number changed, a side changed (right to left), or there was none', () => {
    const current = { top: 64, right: 16, maxHeight: 600 }
    const moved = { top: 60, right: 16, maxHeight: 604 }
    expect(unlessSame(moved)(current)).toBe(moved)
    const mirrored: { top: number; left?: number; right?: number; maxHeight: number } = { top: 64, left: 16, maxHeight: 600 }
    expect(unlessSame(mirrored)(current)).toBe(mirrored)
    expect(unlessSame(moved)(null)).toBe(moved)
  })
})
