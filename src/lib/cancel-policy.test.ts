import { describe, expect, it } from 'vitest'
import { freeCancellationDeadline } from './cancel-policy'

describe('free-cancellation deadline (§3 cancel policy)', () => {
  it('is the first non-refundable policy start', () => {
    const policies = [
      { startDateTime: '2026-05-02T10:00:00Z', refundable: false },
      { startDateTime: '2026-04-01T00:00:00Z', refundable: true },
      { startDateTime: '2026-05-03T10:00:00Z', refundable: false },
    ]
    expect(freeCancellationDeadline(true, policies)).toBe('2026-05-02T10:00:00Z')
  })
  it('has no deadline for a non-refundable plan', () => {
    expect(freeCancellationDeadline(false, [{ startDateTime: '2026-05-02T10:00:00Z', refundable: false }])).toBeNull()
  })
  it('has no deadline when every policy is refundable (free until check-in)', () => {
    expect(freeCancellationDeadline(true, [{ startDateTime: '2026-05-02T10:00:00Z', refundable: true }])).toBeNull()
  })
})
