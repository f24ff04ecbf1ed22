import { OrderPaths, cancelOrderRequestSchema, orderDetailSchema, type OrderDetail } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 POST /booking/v2/cancel_order with the penalty the agent confirmed (409 PENALTY_CHANGED
// when it moved since the quote). Answers the order with its §4 cancellation progress.
export const cancelOrderEndpoint: Endpoint<OrderDetail> = { method: 'POST', base: 'b2b', path: OrderPaths.cancelOrder, data: orderDetailSchema }

export function postCancelOrder(orderNum: string, expectedPenalty: number): Promise<OrderDetail> {
  return api.request(cancelOrderEndpoint, { body: cancelOrderRequestSchema.parse({ orderNum, expectedPenalty }) })
}
