import { queryOptions } from '@tanstack/react-query'
import { PaymentPaths, couponListResponseSchema, type Coupon } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 GET {b2b}/b2b/coupon/list: the agency's coupons with their §3 status.
export const couponListEndpoint: Endpoint<Coupon[]> = { method: 'GET', base: 'b2b', path: PaymentPaths.couponList, data: couponListResponseSchema }
export const couponKeys = { list: () => ['coupons', 'list'] as const }

export const couponListQueryOptions = () =>
  queryOptions({ queryKey: couponKeys.list(), queryFn: ({ signal }) => api.request(couponListEndpoint, { signal }), meta: { method: 'GET' } })
