import { describe, expect, it } from 'vitest'
import { checkCard, luhnValid } from '../../routes/sandbox/cards'
import { checkCoupon } from './coupons'
import { delayedAvailability, delayedPaymentDeadline } from './deadline'
import { cardFeeCents, routeTotalCents, toCents } from './money'
import { signToken, verifyToken } from './signing'

// Pure payment rules: fee arithmetic, the delayed-payment deadline, coupon rules, signatures.

describe('card fee (3.5 %, integer cents)', () => {
  it('rounds half up to the cent', () => {
    expect(cardFeeCents(100_000, 'CNY')).toBe(3500) // 1000.00 → 35.00
    expect(cardFeeCents(1, 'CNY')).toBe(0) // 0.035 cents → 0
    expect(cardFeeCents(10, 'CNY')).toBe(0) // 0.35 → 0
    expect(cardFeeCents(15, 'CNY')).toBe(1) // 0.525 → 1
    expect(cardFeeCents(12_345, 'CNY')).toBe(432) // 123.45 × 3.5 % = 4.32075
    expect(cardFeeCents(0, 'CNY')).toBe(0)
  })
  it('uses whole units for zero-decimal currencies', () => {
    expect(cardFeeCents(1_234_500, 'JPY')).toBe(43_200) // 12345 JPY → 432 JPY
  })
  it('applies the fee after the coupon and only on card', () => {
    expect(routeTotalCents(100_000, 5_000, 'card', 'CNY')).toEqual({ fee: 3325, total: 98_325 })
    expect(routeTotalCents(100_000, 5_000, 'credit', 'CNY')).toEqual({ fee: 0, total: 95_000 })
    expect(routeTotalCents(1_000, 5_000, 'card', 'CNY')).toEqual({ fee: 0, total: 0 })
  })
  it('parses decimal strings without binary drift', () => {
    expect(toCents('1.005')).toBe(101)
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents('123456789.99')).toBe(12_345_678_999)
  })
})

describe('delayed payment deadline (23:00 Beijing the day before check-in)', () => {
  it('is 15:00 UTC on the previous day', () => {
    expect(delayedPaymentDeadline('2026-11-22').toISOString()).toBe('2026-11-21T15:00:00.000Z')
    expect(delayedPaymentDeadline('2026-03-01').toISOString()).toBe('2026-02-28T15:00:00.000Z')
    expect(delayedPaymentDeadline('2027-01-01').toISOString()).toBe('2026-12-31T15:00:00.000Z')
  })
  it('check-in tomorrow: available until an hour before tonight 23:00 Beijing', () => {
    const now = new Date('2026-11-21T10:00:00Z') // 18:00 Beijing
    expect(delayedAvailability('2026-11-22', now)).toMatchObject({ available: true })
    expect(delayedAvailability('2026-11-22', new Date('2026-11-21T14:30:00Z'))).toMatchObject({ available: false, reason: 'deadline_too_near' })
    expect(delayedAvailability('2026-11-22', new Date('2026-11-21T15:00:00Z'))).toMatchObject({ available: false, reason: 'deadline_passed' })
  })
  it('check-in in a week: the deadline is six days later at 23:00 Beijing', () => {
    const r = delayedAvailability('2026-11-28', new Date('2026-11-21T10:00:00Z'))
    expect(r.available).toBe(true)
    expect(r.deadline.toISOString()).toBe('2026-11-27T15:00:00.000Z')
  })
  it('check-in today has passed', () => {
    expect(delayedAvailability('2026-11-21', new Date('2026-11-21T01:00:00Z'))).toMatchObject({ available: false, reason: 'deadline_passed' })
  })
})

describe('coupon rules (§5)', () => {
  const now = new Date('2026-11-21T00:00:00Z')
  const valid = { validFrom: new Date('2026-01-01'), validTo: new Date('2027-01-01'), hotelIds: null, faceCents: 5_000, minCents: 20_000, heldByOther: false }
  it('discounts the base cost, never beyond it', () => {
    expect(checkCoupon(valid, { hotelId: 1, baseCents: 100_000 }, now)).toEqual({ ok: true, discountCents: 5_000 })
    expect(checkCoupon({ ...valid, minCents: 0, faceCents: 9_000 }, { hotelId: 1, baseCents: 8_000 }, now)).toEqual({ ok: true, discountCents: 8_000 })
  })
  it('refuses below the minimum, expired, not yet valid, used, other hotel', () => {
    expect(checkCoupon(valid, { hotelId: 1, baseCents: 19_999 }, now)).toEqual({ ok: false, reason: 'below_minimum' })
    expect(checkCoupon(valid, { hotelId: 1, baseCents: 20_000 }, now)).toMatchObject({ ok: true })
    expect(checkCoupon({ ...valid, validTo: now }, { hotelId: 1, baseCents: 100_000 }, now)).toEqual({ ok: false, reason: 'expired' })
    expect(checkCoupon({ ...valid, validFrom: new Date('2026-12-01') }, { hotelId: 1, baseCents: 100_000 }, now)).toEqual({ ok: false, reason: 'not_yet_valid' })
    expect(checkCoupon({ ...valid, heldByOther: true }, { hotelId: 1, baseCents: 100_000 }, now)).toEqual({ ok: false, reason: 'used' })
    expect(checkCoupon({ ...valid, hotelIds: [7] }, { hotelId: 1, baseCents: 100_000 }, now)).toEqual({ ok: false, reason: 'other_hotel' })
  })
})

describe('signed tokens', () => {
  it('verifies its own tokens and refuses tampering or another purpose', () => {
    const token = signToken('pay_link', { i: 'abc', e: 5 }, 'secret-secret-secret')
    expect(verifyToken('pay_link', token, 'secret-secret-secret')).toMatchObject({ i: 'abc', e: 5 })
    expect(verifyToken('share', token, 'secret-secret-secret')).toBeNull()
    expect(verifyToken('pay_link', token, 'another-secret-value')).toBeNull()
    const [body, sig] = token.split('.') as [string, string]
    const forged = Buffer.from(JSON.stringify({ p: 'pay_link', i: 'xyz', e: 5 })).toString('base64url')
    expect(verifyToken('pay_link', `${forged}.${sig}`, 'secret-secret-secret')).toBeNull()
    expect(verifyToken('pay_link', `${body}.`, 'secret-secret-secret')).toBeNull()
  })
})

describe('sandbox test cards', () => {
  const now = new Date('2026-11-21T00:00:00Z')
  it('knows the documented cards', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, now)).toEqual({ ok: true, behaviour: 'success', last4: '4242' })
    expect(checkCard({ number: '4000000000000002', expiry: '12/30', cvc: '123' }, now)).toMatchObject({ ok: true, behaviour: 'decline' })
    expect(checkCard({ number: '4000 0000 0000 3220', expiry: '01/27', cvc: '999' }, now)).toMatchObject({ ok: true, behaviour: 'challenge' })
  })
  it('refuses bad numbers, past expiry, bad CVC and unknown real cards', () => {
    expect(luhnValid('4242424242424241')).toBe(false)
    expect(checkCard({ number: '4242424242424241', expiry: '12/30', cvc: '123' }, now)).toMatchObject({ ok: false, field: 'number' })
    expect(checkCard({ number: '4242424242424242', expiry: '10/26', cvc: '123' }, now)).toMatchObject({ ok: false, field: 'expiry' })
    expect(checkCard({ number: '4242424242424242', expiry: '12/30', cvc: '12' }, now)).toMatchObject({ ok: false, field: 'cvc' })
    expect(checkCard({ number: '5555555555554444', expiry: '12/30', cvc: '123' }, now)).toMatchObject({ ok: false, field: 'number' })
  })
})
