import { describe, expect, it } from 'vitest'
import { creditFixture } from '../../test/fixtures'
import { creditBreakdown } from './credit-breakdown'

// 2025-06-10 10:00 in Beijing.
const NOW = new Date('2025-06-10T02:00:00Z')

describe('credit breakdown (§1 formula)', () => {
  it('splits available credit into fixed + temporary + (top-up − consumption)', () => {
    const b = creditBreakdown(creditFixture({ availCredit: 95000, fixedCredit: 100000, tempCredit: 20000, tempCreditExpireDate: '2025-06-30' }), NOW)
    expect(b).toMatchObject({ fixed: 100000, temporary: 20000, temporaryExpired: false, netTopUpMinusConsumption: -25000, available: 95000 })
    expect(b.fixed + b.temporary + b.netTopUpMinusConsumption).toBe(b.available)
    expect(b.temporaryDaysLeft).toBe(20)
  })

  it('counts expired temporary credit as zero', () => {
    const b = creditBreakdown(creditFixture({ availCredit: 70000, fixedCredit: 100000, tempCredit: 20000, tempCreditExpireDate: '2025-06-09' }), NOW)
    expect(b).toMatchObject({ temporary: 0, temporaryGranted: 20000, temporaryExpired: true, netTopUpMinusConsumption: -30000 })
    expect(b.temporaryDaysLeft).toBeUndefined()
  })

  it('keeps a bare expiry date valid through that Beijing day', () => {
    const b = creditBreakdown(creditFixture({ tempCreditExpireDate: '2025-06-10' }), NOW)
    expect(b.temporaryExpired).toBe(false)
    expect(b.temporaryDaysLeft).toBe(0)
    // 2025-06-10 23:30 UTC is already 06-11 in Beijing.
    expect(creditBreakdown(creditFixture({ tempCreditExpireDate: '2025-06-10' }), new Date('2025-06-10T16:30:00Z')).temporaryExpired).toBe(true)
  })

  it('compares timestamps as instants', () => {
    const before = creditBreakdown(creditFixture({ tempCreditExpireDate: '2025-06-10T12:00:00+08:00' }), NOW)
    const after = creditBreakdown(creditFixture({ tempCreditExpireDate: '2025-06-10T09:00:00+08:00' }), NOW)
    expect(before.temporaryExpired).toBe(false)
    expect(after.temporaryExpired).toBe(true)
    expect(before.temporaryExpiresOn).toBe('2025-06-10')
  })

  it('handles no temporary credit', () => {
    const b = creditBreakdown(creditFixture({ availCredit: 1234.56, fixedCredit: 1000, tempCredit: 0, tempCreditExpireDate: null }), NOW)
    expect(b).toMatchObject({ temporary: 0, temporaryExpired: false, temporaryExpiresOn: undefined, netTopUpMinusConsumption: 234.56 })
  })
})

describe('credit breakdown: the expiry instant', () => {
  it('gives the instant of a timestamp expiry (shown with its time), none for a bare date', () => {
    expect(creditBreakdown(creditFixture({ tempCreditExpireDate: '2025-06-30T12:23:38.476Z' }), NOW).temporaryExpiresAt).toBe('2025-06-30T12:23:38.476Z')
    expect(creditBreakdown(creditFixture({ tempCreditExpireDate: '2025-06-30' }), NOW).temporaryExpiresAt).toBeUndefined()
    expect(creditBreakdown(creditFixture({ tempCreditExpireDate: null }), NOW).temporaryExpiresAt).toBeUndefined()
  })
})
