import { describe, expect, it } from 'vitest'
import { computeCredit } from './credit'

const now = new Date('2027-01-10T00:00:00Z')

describe('computeCredit (§1)', () => {
  it('adds fixed, temporary and top-ups, subtracts consumption, returns refunds', () => {
    const c = computeCredit(
      {
        fixedCredit: '100000.00',
        tempCredit: '20000.00',
        tempCreditExpiresAt: new Date('2027-02-01T00:00:00Z'),
        totals: { topup: '5000.50', consume: '12345.67', refund: '345.67', adjust: '-0.50' },
      },
      now,
    )
    expect(c.available).toBe(113000)
    expect(c.tempCreditActive).toBe(true)
  })

  it('treats expired temporary credit as zero', () => {
    const c = computeCredit(
      { fixedCredit: '100000.00', tempCredit: '20000.00', tempCreditExpiresAt: new Date('2027-01-09T23:59:59Z'), totals: {} },
      now,
    )
    expect(c.available).toBe(100000)
    expect(c.tempCredit).toBe(20000)
    expect(c.tempCreditActive).toBe(false)
  })

  it('keeps cents exact', () => {
    const c = computeCredit({ fixedCredit: '0.10', tempCredit: '0.20', tempCreditExpiresAt: null, totals: {} }, now)
    expect(c.available).toBe(0.3)
  })
})
