import { queryOptions } from '@tanstack/react-query'
import { OrderPaths, orderDetailSchema, type OrderDetail } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'
import { paymentKeys } from './keys'

// §7 order_detail for the checkout summary (same key as the orders feature, so the cache is shared).
export const orderDetailEndpoint: Endpoint<OrderDetail> = { method: 'POST', base: 'b2b', path: OrderPaths.orderDetail, data: orderDetailSchema }

export const checkoutOrderQueryOptions = (orderNum: string) =>
  queryOptions({
    queryKey: paymentKeys.order(orderNum),
    queryFn: ({ signal }) => api.request(orderDetailEndpoint, { body: { orderNum }, signal }),
    meta: { method: 'GET' },
  })
