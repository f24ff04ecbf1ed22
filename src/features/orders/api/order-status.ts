import { OrderPaths, orderStatusResponseSchema } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'
import type * as z from 'zod/mini'

// §7 POST /booking/v2/order_status: the light status poll used during a cancellation.
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>
export const orderStatusEndpoint: Endpoint<OrderStatusResponse> = { method: 'POST', base: 'b2b', path: OrderPaths.orderStatus, data: orderStatusResponseSchema }

export function fetchOrderStatus(orderNum: string, signal?: AbortSignal): Promise<OrderStatusResponse> {
  return api.request(orderStatusEndpoint, { body: { orderNum }, signal })
}
