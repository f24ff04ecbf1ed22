import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { OrderPaths, Paths, cancelOrderRequestSchema, cancelQuoteResponseSchema, orderStatusResponseSchema, type OrderDetail } from '../../../contract'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { creditFixture, userFixture } from '../../../test/fixtures'
import { orderFixture } from '../order.fixture'
import { statusLabel } from '../status-labels'
import { OrderDetailView } from './order-detail-view'

const ok = (data: unknown) => HttpResponse.json({ header: { code: 0, message: 'Success' }, data })

let order: OrderDetail
let cancelBody: unknown
const server = setupMswServer(
  http.get(Paths.userInfo, () => ok(userFixture())),
  http.post(Paths.creditAmount, () => ok(creditFixture())),
  http.post(OrderPaths.orderDetail, () => ok(order)),
  http.post(OrderPaths.cancelQuote, () =>
    ok(cancelQuoteResponseSchema.parse({ orderNum: order.orderNum, cancellable: true, penalty: 0, refund: 1200, currencyCode: 'CNY', free: true, cancelDeadline: order.cancelDeadline })),
  ),
  http.post(OrderPaths.cancelOrder, async ({ request }) => {
    cancelBody = cancelOrderRequestSchema.parse(await request.json())
    order = { ...order, cancelStatus: 'WAITING' }
    return ok(order)
  }),
  http.post(OrderPaths.orderStatus, () => {
    // The server finishes the cancellation between two polls.
    order = { ...order, status: 'CANCELLED', cancelStatus: 'SUCCESS', refundedAmount: 1200, paymentStatus: 'refunded' }
    return ok(orderStatusResponseSchema.parse(order))
  }),
)

beforeEach(() => {
  order = orderFixture({ status: 'PENDING', paymentRoute: 'credit', paymentStatus: 'paid', paidAmount: 1200, payDeadline: null })
  cancelBody = undefined
  document.cookie = 'csrftoken=test; path=/'
})

const render = () => renderWithProviders(<OrderDetailView orderNum={order.orderNum} payLink={<a href="/pay">Pay now</a>} backLink={<a href="/orders">Back</a>} />)

describe('OrderDetailView', { timeout: 20_000 }, () => {
  it('shows every §3 field and only the actions the lifecycle allows', async () => {
    render()
    expect((await screen.findByTestId('order-status')).textContent).toBe('Confirming with the hotel')
    const fields = screen.getByTestId('order-fields')
    for (const text of ['HL261121000001', 'SN2026112100000001', 'Harbour Hotel', '1 Harbour Road', 'Deluxe King', 'Breakfast for 2', 'Breakfast included · 2 guests', 'Mei Lin · +86 138 0000 0000', 'Credit balance']) {
      expect(fields.textContent).toContain(text)
    }
    expect(screen.getByTestId('cancel-deadline').textContent).toContain('Beijing time')
    expect(screen.queryByTestId('pay-order')).toBeNull()
    expect(screen.getByTestId('cancel-order')).toBeTruthy()
  })

  it('zh-CN: the hotel, its address and the room in Chinese, as booked; an order without the Chinese address shows the English one', async () => {
    i18n.loadAndActivate({ locale: 'zh-CN', messages: {} })
    try {
      const { unmount } = render()
      const fields = await screen.findByTestId('order-fields')
      expect(fields.textContent).toContain('海港酒店')
      expect(fields.textContent).toContain('海港路1号')
      expect(fields.textContent).not.toContain('1 Harbour Road')
      unmount()
      order = { ...order, hotelAddressCN: '' }
      render()
      expect((await screen.findByTestId('order-fields')).textContent).toContain('1 Harbour Road')
    } finally {
      i18n.loadAndActivate({ locale: 'en-US', messages: {} })
    }
  })

  it('cancel: quote first (penalty and refund), then cancel_order with that penalty, then progress to Success', async () => {
    render()
    fireEvent.click(await screen.findByTestId('cancel-order'))
    const quote = await screen.findByTestId('cancel-penalty')
    expect(quote.textContent?.replace(/\u00a0/g, ' ')).toContain('CNY 0.00')
    expect(screen.getByTestId('cancel-refund').textContent?.replace(/\u00a0/g, ' ')).toContain('CNY 1,200.00')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm cancellation' }))
    await waitFor(() => expect(cancelBody).toEqual({ orderNum: 'HL261121000001', expectedPenalty: 0 }))
    const progress = await screen.findByTestId('cancel-progress')
    await waitFor(() => expect(progress.getAttribute('data-cancel-status')).toBe('SUCCESS'), { timeout: 6000 })
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Cancelled'))
    expect(within(progress).getByTestId('cancel-status-text').textContent?.replace(/\u00a0/g, ' ')).toContain('Refunded: CNY 1,200.00')
  })

  it('an UNPAID order offers Pay and Cancel; an unknown status reads as PENDING', async () => {
    order = orderFixture()
    render()
    expect((await screen.findByTestId('order-status')).textContent).toBe('Not paid')
    expect(screen.getByTestId('pay-order')).toBeTruthy()
    expect(statusLabel('SOMETHING_NEW')).toBe(statusLabel('PENDING'))
  })

  it('a user without the permissions is told why an unpaid order offers no Pay or Cancel', async () => {
    server.use(http.get(Paths.userInfo, () => ok(userFixture({ username: 'demo_viewer', IsMainUser: false, Permissions: [] }))))
    order = orderFixture()
    render()
    expect((await screen.findByTestId('order-actions-why')).textContent).toBe('Your account cannot pay for or cancel orders. The main account can grant these permissions.')
    expect(screen.queryByTestId('pay-order')).toBeNull()
    expect(screen.queryByTestId('cancel-order')).toBeNull()
  })

  it('Print voucher and the voucher only for an order the hotel confirmed', async () => {
    order = orderFixture({ status: 'CONFIRMED', supplierOrderNum: 'SUP1', confirmationNum: 'HCN-778', paymentRoute: 'credit', paymentStatus: 'paid', paidAmount: 1200, payDeadline: null })
    const { unmount } = render()
    expect(await screen.findByTestId('print-voucher')).toBeTruthy()
    expect(screen.getByTestId('voucher').textContent).toContain('HCN-778')
    unmount()

    for (const o of [
      orderFixture({ status: 'CANCELLED', cancelStatus: 'SUCCESS', confirmationNum: 'HCN-778', paymentRoute: 'credit', paymentStatus: 'refunded', paidAmount: 1200, refundedAmount: 1200, payDeadline: null }),
      orderFixture({ status: 'UNPAID', paymentRoute: 'delayed_credit' }),
    ]) {
      order = o
      const view = render()
      expect((await screen.findByTestId('order-status')).textContent).toBe(o.status === 'CANCELLED' ? 'Cancelled' : 'Not paid')
      expect(screen.queryByRole('button', { name: 'Print voucher' })).toBeNull()
      expect(screen.queryByTestId('voucher')).toBeNull()
      expect(document.body.textContent).not.toContain('Please present this voucher at check-in')
      view.unmount()
    }
  })
  it('a coupon discount keeps its minus sign before the amount in right-to-left Arabic', async () => {
    order = orderFixture({ couponCode: 'WELCOME50', couponDiscount: 50, totalPrice: 1150 })
    render()
    const discount = await screen.findByTestId('coupon-discount')
    // The minus and the amount form one left-to-right run, so bidi cannot move the sign to the end.
    expect(discount.getAttribute('dir')).toBe('ltr')
    expect(discount.textContent?.replace(/\u00a0/g, ' ')).toBe('−CNY 50.00')
  })
})
