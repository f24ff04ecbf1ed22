import type { CancelQuote, OrderDetail, OrderListItem } from '../../../src/contract/order'

// §6 QUERY_PRICE: a user without it sees dashes instead of prices, and the API withholds the
// amounts too (as hotel_list and the rate search do), so they cannot be read off a response.

export function withholdOrderPrices(detail: OrderDetail): OrderDetail {
  return {
    ...detail,
    baseTotal: null,
    totalTaxAndFee: null,
    dailyPriceInfo: null,
    couponDiscount: null,
    cardFee: null,
    totalPrice: null,
    paidAmount: null,
    refundedAmount: null,
    penaltyAmount: null,
  }
}

export function withholdListPrices(item: OrderListItem): OrderListItem {
  return { ...item, totalPrice: null }
}

export function withholdQuotePrices(quote: CancelQuote): CancelQuote {
  return { ...quote, penalty: null, refund: null }
}
