import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, type OrderDetail } from '../../../contract'
import { renderWithProviders } from '../../../test/render'
import { orderFixture } from '../order.fixture'
import { hasValidVoucher, voucherRefusal } from '../voucher-validity'
import { Voucher } from './voucher'

const confirmed = (overrides: Partial<OrderDetail> = {}) =>
  orderFixture({ status: 'CONFIRMED', supplierOrderNum: 'SUP1', confirmationNum: 'HCN-778', paymentRoute: 'credit', paymentStatus: 'paid', paidAmount: 1200, payDeadline: null, ...overrides })

const render = (order: OrderDetail) => renderWithProviders(<Voucher order={order} locale="en-US" />)

describe('voucher validity (§4)', () => {
  it('only a CONFIRMED order with a confirmation number and no cancellation under way has a voucher', () => {
    for (const status of ORDER_STATUSES) {
      expect(hasValidVoucher(confirmed({ status })), status).toBe(status === 'CONFIRMED')
    }
    expect(voucherRefusal(confirmed({ confirmationNum: null }))).toBe('no-confirmation')
    expect(voucherRefusal(confirmed({ confirmationNum: '  ' }))).toBe('no-confirmation')
    for (const c of ['WAITING', 'IN_PROGRESS', 'SUCCESS'] as const) expect(voucherRefusal(confirmed({ cancelStatus: c }))).toBe('cancelling')
    // A failed cancellation leaves the booking in place.
    expect(voucherRefusal(confirmed({ cancelStatus: 'FAILURE' }))).toBeNull()
    // The live (polled) cancellation progress wins over the loaded order's.
    expect(hasValidVoucher(confirmed(), 'IN_PROGRESS')).toBe(false)
  })
})

describe('Voucher', () => {
  it('a confirmed order prints the check-in voucher with the hotel confirmation number', () => {
    render(confirmed())
    const voucher = screen.getByTestId('voucher')
    expect(voucher.textContent).toContain('HCN-778')
    expect(voucher.textContent).toContain('Please present this voucher at check-in')
    expect(screen.queryByTestId('voucher-invalid')).toBeNull()
  })

  it('names the rate and its meals, which the hotel checks at check-in', () => {
    render(confirmed())
    const rows = Object.fromEntries([...screen.getByTestId('voucher').querySelectorAll('tr')].map((tr) => [tr.cells[0]?.textContent, tr.cells[1]?.textContent]))
    expect(rows['Rate']).toBe('Breakfast for 2')
    expect(rows['Meal plan']).toBe('Breakfast included · 2 guests')
    render(confirmed({ mealInfo: { mealType: 'none', mealCount: 0 }, rateName: 'Basic rate' }))
    expect(screen.getAllByTestId('voucher')[1]!.textContent).toContain('Room only')
  })

  it.each([
    ['a cancelled order', { status: 'CANCELLED', cancelStatus: 'SUCCESS', paymentStatus: 'refunded', refundedAmount: 1200 }, 'status', 'Cancelled'],
    ['an unpaid (delayed-payment) order', { status: 'UNPAID', confirmationNum: null, paymentRoute: 'delayed_credit', paymentStatus: 'unpaid', paidAmount: 0 }, 'status', 'Not paid'],
    ['an order awaiting the hotel', { status: 'PENDING', confirmationNum: null }, 'status', 'Confirming with the hotel'],
    ['a confirmed order being cancelled', { cancelStatus: 'IN_PROGRESS' }, 'cancelling', 'being cancelled'],
  ] as const)('%s renders a "not valid" notice, never the voucher', (_, overrides, refusal, text) => {
    render(confirmed(overrides as Partial<OrderDetail>))
    expect(screen.queryByTestId('voucher')).toBeNull()
    const notice = screen.getByTestId('voucher-invalid')
    expect(notice.getAttribute('data-refusal')).toBe(refusal)
    expect(notice.textContent).toContain('No valid hotel voucher')
    expect(notice.textContent).toContain(text)
    expect(notice.textContent).toContain('cannot be used at check-in')
    expect(document.body.textContent).not.toContain('Please present this voucher at check-in')
  })
})
