import { OrderPaths, cancelQuoteResponseSchema, type CancelQuote } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// POST /booking/v2/cancel_quote: the penalty the cancellation policy gives right now.
export const cancelQuoteEndpoint: Endpoint<CancelQuote> = { method: 'POST', base: 'b2b', path: OrderPaths.cancelQuote, data: cancelQuoteResponseSchema }

export function fetchCancelQuote(orderNum: string): Promise<CancelQuote> {
  return api.request(cancelQuoteEndpoint, { body: { orderNum } })
}
