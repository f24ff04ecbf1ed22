import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { COUPON_REJECTION_MESSAGES, OrderPaths, PaymentErrorCode, PaymentPaths, orderPayRequestSchema, paymentSupportResponseSchema, type PaymentOption, type PaymentSupport } from '../../../contract'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { checkoutOrderFixture } from '../checkout.fixture'
import { CheckoutPage } from './checkout-page'

// The checkout against MSW handlers whose answers are parsed with the contract schemas.
const ok = (data: unknown) => HttpResponse.json({ header: { code: 0, message: 'Success' }, data })

const order = checkoutOrderFixture()

const option = (route: PaymentOption['route'], patch: Partial<PaymentOption> = {}): PaymentOption => ({ route, available: true, reason: null, fee: 0, total: 1000, availableCredit: null, creditAmount: 1000, creditCurrency: 'CNY', deadline: null, ...patch })
let support: PaymentSupport
let payBodies: unknown[]
let payKeys: Array<string | null>

const server = setupMswServer(
  http.post(OrderPaths.orderDetail, () => ok(order)),
  http.post(PaymentPaths.repay, () => ok({ normal: true, message: 'order can be paid' })),
  http.post(PaymentPaths.paymentSupport, () => ok(support)),
  http.post(PaymentPaths.orderCoupon, () => HttpResponse.json({ header: { code: PaymentErrorCode.COUPON_REJECTED, message: COUPON_REJECTION_MESSAGES.below_minimum }, data: { reason: 'below_minimum' } }, { status: 422 })),
  http.post(PaymentPaths.orderPay, async ({ request }) => {
    payKeys.push(request.headers.get('Idempotency-Key'))
    payBodies.push(orderPayRequestSchema.parse(await request.json()))
    if (payBodies.length === 1) return HttpResponse.error() // the first answer is lost
    return ok({ orderNum: order.orderNum, status: 'PENDING', paymentRoute: 'credit', paymentStatus: 'paid', paidAmount: 1000, totalPrice: 1000, payDeadline: null })
  }),
)

beforeEach(() => {
  payBodies = []
  payKeys = []
  document.cookie = 'csrftoken=test; path=/'
  support = paymentSupportResponseSchema.parse({
    orderNum: order.orderNum, status: 'UNPAID', paymentStatus: 'unpaid', paymentRoute: null, payDeadline: order.payDeadline, currencyCode: 'CNY',
    baseTotal: 1000, couponCode: null, couponDiscount: 0, totalPrice: 1000, checkIn: '2026-12-01',
    options: [
      option('credit', { availableCredit: 5000 }),
      option('delayed_credit', { deadline: '2026-11-30T15:00:00.000Z' }),
      option('card', { fee: 35, total: 1035, creditAmount: null, creditCurrency: null }),
      option('qr', { creditAmount: null, creditCurrency: null }),
    ],
  })
})

const render = (onPaid = vi.fn()) => ({ onPaid, ...renderWithProviders(<CheckoutPage orderNum={order.orderNum} onPaid={onPaid} onHeld={vi.fn()} orderLink={<a href="/o">Open</a>} />) })

describe('CheckoutPage', { timeout: 20_000 }, () => {
  it('shows the pay check and every route with its server-computed cost', async () => {
    render()
    expect((await screen.findByTestId('pay-check')).textContent).toContain('This order can be paid.')
    expect((await screen.findByTestId('route-card-total')).textContent).toContain('1,035.00')
    expect(screen.getByTestId('route-card').textContent).toMatch(/incl\. card fee \u2066CNY\s35\.00\u2069 \(3\.5%\)/)
    expect(screen.getByTestId('route-delayed_credit').textContent).toContain('Held until')
    expect(screen.getByTestId('route-credit').textContent).toMatch(/Available credit: \u2066CNY\s5,000\.00\u2069/)
  })

  it('a sub-account without USE_CREDIT sees credit disabled with the reason', async () => {
    support.options[0] = option('credit', { available: false, reason: 'no_permission' })
    render()
    expect((await screen.findByTestId('route-credit-reason')).textContent).toContain('use credit')
    expect(within(screen.getByTestId('route-credit')).getByRole('radio')).toHaveProperty('disabled', true)
  })

  it('translates a coupon rejection and keeps what was typed', async () => {
    render()
    const input = await screen.findByLabelText('Coupon code')
    fireEvent.change(input, { target: { value: 'bigstay300' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText("The order is below this coupon's minimum order amount.")).toBeTruthy()
    expect((input as HTMLInputElement).value).toBe('bigstay300')
  })

  it('a retried credit payment reuses its Idempotency-Key, then reports the payment', async () => {
    const { onPaid } = render()
    fireEvent.click(within(await screen.findByTestId('route-credit')).getByRole('radio'))
    fireEvent.click(await screen.findByTestId('pay-button'))
    expect(await screen.findByTestId('pay-error')).toBeTruthy()
    fireEvent.click(screen.getByTestId('pay-button'))
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(order.orderNum))
    expect(payBodies).toEqual([
      { orderNum: order.orderNum, route: 'credit', expectedTotal: 1000 },
      { orderNum: order.orderNum, route: 'credit', expectedTotal: 1000 },
    ])
    expect(payKeys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(payKeys[1]).toBe(payKeys[0])
  })
  it('an order already paid by card shows the card fee in its total, as charged', async () => {
    const paid = { ...order, status: 'PENDING', paymentRoute: 'card', paymentStatus: 'paid', cardFee: 35, totalPrice: 1035, paidAmount: 1035 }
    server.use(
      http.post(OrderPaths.orderDetail, () => ok(paid)),
      http.post(PaymentPaths.repay, () => ok({ normal: false, message: 'order status abnormal' })),
    )
    render()
    expect((await screen.findByTestId('pay-check')).textContent).toMatch(/^This order is already paid\./)
    expect(screen.getByTestId('order-total').textContent?.replace(/\u00a0/g, ' ')).toBe('CNY 1,035.00')
    expect(screen.getByText('Card fee (3.5%)')).toBeTruthy()
  })
  it('offline, Pay fails at once with a network error instead of spinning and paying later by itself', async () => {
    render()
    const credit = await screen.findByTestId('route-credit')
    onlineManager.setOnline(false)
    try {
      fireEvent.click(within(credit).getByRole('radio'))
      fireEvent.click(await screen.findByTestId('pay-button'))
      expect(await screen.findByTestId('pay-error')).toBeTruthy()
      expect(payBodies).toHaveLength(1)
    } finally {
      onlineManager.setOnline(true)
    }
  })
  it('shows the unpaid hold deadline, and when it passes asks the pay check again and stops offering Pay', async () => {
    const deadline = new Date(Date.now() + 1500)
    support = { ...support, payDeadline: deadline.toISOString() }
    let checks = 0
    server.use(
      http.post(PaymentPaths.repay, () => {
        checks++
        const normal = Date.now() < deadline.getTime()
        return ok({ normal, message: normal ? 'order can be paid' : 'order status abnormal' })
      }),
      http.post(OrderPaths.orderDetail, () => ok(Date.now() < deadline.getTime() ? order : { ...order, status: 'CANCELLED' })),
    )
    render()
    expect((await screen.findByTestId('pay-deadline')).textContent).toContain('or the order is cancelled and the rooms released')
    expect(screen.getByTestId('deadline-countdown')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('pay-check').textContent).toMatch(/^This order was cancelled and can no longer be paid\./), { timeout: 5000 })
    expect(checks).toBeGreaterThanOrEqual(2)
    expect(screen.queryByTestId('route-credit')).toBeNull()
  })

  it('an unknown order number says the order was not found, not the server text', async () => {
    server.use(http.post(OrderPaths.orderDetail, () => HttpResponse.json({ header: { code: 404, message: 'orderNum: no such order' }, data: null }, { status: 404 })))
    render()
    expect((await screen.findByTestId('order-missing')).textContent).toBe('Order HL261121000009 was not found.')
  })
  it('the amount in the Pay button label is isolated left-to-right (Arabic read "(CNY 982.63)")', async () => {
    render()
    fireEvent.click(within(await screen.findByTestId('route-card')).getByRole('radio'))
    expect((await screen.findByTestId('pay-button')).textContent).toMatch(/\(\u2066CNY\s1,035\.00\u2069\)/)
    fireEvent.click(within(screen.getByTestId('route-credit')).getByRole('radio'))
    await waitFor(() => expect(screen.getByTestId('pay-button').textContent).toMatch(/Pay \u2066CNY\s1,000\.00\u2069 with credit/))
  })
})
