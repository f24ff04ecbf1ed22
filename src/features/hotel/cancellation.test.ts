import { describe, expect, it } from 'vitest'
import { beijingDateTime, freeCancellationDeadline } from './cancellation'

describe('free-cancellation deadline (§9 Beijing time)', () => {
  it('is the first non-refundable policy start, shown on the Beijing clock', () => {
    const policies = [
      { startDateTime: '2026-05-02T10:00:00Z', refundable: false },
      { startDateTime: '2026-04-01T00:00:00Z', refundable: true },
    ]
    const deadline = freeCancellationDeadline(true, policies)
    expect(deadline).toBe('2026-05-02T10:00:00Z')
    expect(beijingDateTime(deadline!)).toBe('2026-05-02 18:00')
  })
  it('has no deadline for a non-refundable plan', () => {
    expect(freeCancellationDeadline(false, [{ startDateTime: '2026-05-02T10:00:00Z', refundable: false }])).toBeNull()
  })
})
