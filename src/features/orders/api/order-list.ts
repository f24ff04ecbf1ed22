import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { OrderPaths, orderListRequestSchema, orderListResponseSchema, type OrderListRequest, type OrderListResponse } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 POST /booking/v2/order_list: the agency's orders, filtered, one page at a time.
export const orderListEndpoint: Endpoint<OrderListResponse> = { method: 'POST', base: 'b2b', path: OrderPaths.orderList, data: orderListResponseSchema }

export const orderKeys = {
  all: ['orders'] as const,
  list: (req: OrderListRequest) => ['orders', 'list', req] as const,
  detail: (orderNum: string) => ['orders', 'detail', orderNum] as const,
}

export const orderListQueryOptions = (req: OrderListRequest) =>
  queryOptions({
    queryKey: orderKeys.list(req),
    queryFn: ({ signal }) => api.request(orderListEndpoint, { body: orderListRequestSchema.parse(req), signal }),
    placeholderData: keepPreviousData,
    // A read over POST (§7): persisted like a GET so the list still shows offline.
    meta: { method: 'GET' },
  })

export function useOrderList(req: OrderListRequest) {
  // Statuses move on the server; show the cached page at once but always refresh it.
  return useQuery({ ...orderListQueryOptions(req), refetchOnMount: 'always' })
}
