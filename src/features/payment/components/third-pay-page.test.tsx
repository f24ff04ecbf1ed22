import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { OrderPaths, PaymentPaths, orderDetailSchema, paymentSupportResponseSchema } from '../../../contract'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { ThirdPayPage } from './third-pay-page'

const ok = (data: unknown) => HttpResponse.json({ header: { code: 0, message: 'Success' }, data })

// An order paid by card: 1,000 + 35 card fee.
const paid = orderDetailSchema.parse({
  orderNum: 'HL261121000009', serialNumber: 'SN1', supplierOrderNum: null, confirmationNum: null, status: 'PENDING', cancelStatus: null,
  hotelId: 1, hotelName: 'Harbour Hotel', hotelNameCN: '海港酒店', hotelAddress: '1 Harbour Road', hotelAddressCN: '海港路1号', hotelPhone: '', roomTypeId: 2, roomId: 3,
  roomTypeName: 'Deluxe King', roomTypeNameCN: '豪华大床房', rateName: 'Room only', rateNameCN: '不含早', mealInfo: { mealType: 'none', mealCount: 0 },
  checkIn: '2026-12-01', checkOut: '2026-12-02', nights: 1, roomNum: 1, nation: 'CN', contactsInfo: { firstName: 'Mei', lastName: 'Lin', phone: '+86 138 0000 0000' },
  roomInfos: [{ adultNum: 1, childNum: 0, clientInfos: [{ firstName: 'Mei', lastName: 'Lin', type: 'ADU' }] }], specialRequests: '', currencyCode: 'CNY',
  baseTotal: 1000, totalTaxAndFee: 0, dailyPriceInfo: [], couponCode: null, couponDiscount: 0, cardFee: 35, totalPrice: 1035, refundable: true,
  cancelPolicyInfos: [], cancelDeadline: null, paymentRoute: 'card', paymentStatus: 'paid', paidAmount: 1035, refundedAmount: 0, penaltyAmount: 0,
  payDeadline: null, scheduledTime: '2026-11-21T08:00:00Z', agentUserName: 'demo_agent', history: [],
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
