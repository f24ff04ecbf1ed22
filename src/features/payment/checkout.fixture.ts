import { orderDetailSchema, type OrderDetail } from '../../contract'

/** A §3 order as the checkout tests see it: UNPAID, 1 night, CNY 1,000.00, no card fee. */
export function checkoutOrderFixture(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return orderDetailSchema.parse({
    orderNum: 'HL261121000009', serialNumber: 'SN1', supplierOrderNum: null, confirmationNum: null, status: 'UNPAID', cancelStatus: null,
    hotelId: 1, hotelName: 'Harbour Hotel', hotelNameCN: '海港酒店', hotelAddress: '1 Harbour Road', hotelAddressCN: '海港路1号', hotelPhone: '', roomTypeId: 2, roomId: 3,
    roomTypeName: 'Deluxe King', roomTypeNameCN: '豪华大床房', rateName: 'Room only', rateNameCN: '不含早', mealInfo: { mealType: 'none', mealCount: 0 },
    checkIn: '2026-12-01', checkOut: '2026-12-02', nights: 1, roomNum: 1, nation: 'CN', contactsInfo: { firstName: 'Mei', lastName: 'Lin', phone: '+86 138 0000 0000' },
    roomInfos: [{ adultNum: 1, childNum: 0, clientInfos: [{ firstName: 'Mei', lastName: 'Lin', type: 'ADU' }] }], specialRequests: '', currencyCode: 'CNY',
    baseTotal: 1000, totalTaxAndFee: 0, dailyPriceInfo: [], couponCode: null, couponDiscount: 0, cardFee: 0, totalPrice: 1000, refundable: true,
    cancelPolicyInfos: [], cancelDeadline: null, paymentRoute: null, paymentStatus: 'unpaid', paidAmount: 0, refundedAmount: 0, penaltyAmount: 0,
    payDeadline: '2026-11-21T12:00:00Z', scheduledTime: '2026-11-21T08:00:00Z', agentUserName: 'demo_sub', history: [],
    ...overrides,
  })
}
