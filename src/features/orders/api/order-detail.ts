import { queryOptions, useQuery } from '@tanstack/react-query'
import { OrderPaths, orderDetailSchema, type OrderDetail } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'
import { orderKeys } from './order-list'

// §7 POST /booking/v2/order_detail: every §3 field of one order (404 for another agency's).
export const orderDetailEndpoint: Endpoint<OrderDetail> = { method: 'POST', base: 'b2b', path: OrderPaths.orderDetail, data: orderDetailSchema }

export const orderDetailQueryOptions = (orderNum: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderNum),
    queryFn: ({ signal }) => api.request(orderDetailEndpoint, { body: { orderNum }, signal }),
    // A read over POST (§7): persisted so vouchers and details open offline.
    meta: { method: 'GET' },
  })

export function useOrderDetail(orderNum: string) {
  // Orders change on the server (payment elsewhere, supplier answers, the scheduler): a cached
  // copy shows at once, but opening the page always asks again.
  return useQuery({ ...orderDetailQueryOptions(orderNum), refetchOnMount: 'always' })
}
