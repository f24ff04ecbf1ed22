import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { OrderPaths, PaymentPaths, paymentSupportResponseSchema } from '../../../contract'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { checkoutOrderFixture } from '../checkout.fixture'
import { ThirdPayPage } from './third-pay-page'

const ok = (data: unknown) => HttpResponse.json({ header: { code: 0, message: 'Success' }, data })

// An order paid by card: 1,000 + 35 card fee.
const paid = checkoutOrderFixture({
  status: 'PENDING', cardFee: 35, totalPrice: 1035, paymentRoute: 'card', paymentStatus: 'paid', paidAmount: 1035, payDeadline: null, agentUserName: 'demo_agent',
})
const notPayable = { route: 'qr', available: false, reason: 'not_payable', fee: 0, total: 1000, availableCredit: null, creditAmount: null, creditCurrency: null, deadline: null }

const server = setupMswServer(
  http.post(OrderPaths.orderDetail, () => ok(paid)),
  http.post(PaymentPaths.paymentSupport, () =>
    ok(paymentSupportResponseSchema.parse({
      orderNum: paid.orderNum, status: 'PENDING', paymentStatus: 'paid', paymentRoute: 'card', payDeadline: null, currencyCode: 'CNY',
      baseTotal: 1000, couponCode: null, couponDiscount: 0, totalPrice: 1035, checkIn: '2026-12-01', options: [notPayable],
    })),
  ),
)

describe('ThirdPayPage', { timeout: 20_000 }, () => {
  it('an order paid by card shows the total it was charged, card fee included', async () => {
    renderWithProviders(<ThirdPayPage orderNum={paid.orderNum} onPaid={vi.fn()} />)
    expect((await screen.findByTestId('order-total')).textContent?.replace(/\u00a0/g, ' ')).toBe('CNY 1,035.00')
  })

  it('an unknown order number says the order was not found, not the server text', async () => {
    server.use(http.post(OrderPaths.orderDetail, () => HttpResponse.json({ header: { code: 404, message: 'orderNum: no such order' }, data: null }, { status: 404 })))
    renderWithProviders(<ThirdPayPage orderNum="NOPE" onPaid={vi.fn()} />)
    expect((await screen.findByTestId('order-missing')).textContent).toBe('Order NOPE was not found.')
  })
})
