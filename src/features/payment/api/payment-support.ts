import { queryOptions } from '@tanstack/react-query'
import { PaymentPaths, paymentSupportResponseSchema, type PaymentSupport } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'
import { paymentKeys } from './keys'

// §7 payment/support: the routes and their real cost, computed by the server.
export const paymentSupportEndpoint: Endpoint<PaymentSupport> = { method: 'POST', base: 'b2b', path: PaymentPaths.paymentSupport, data: paymentSupportResponseSchema }

export const paymentSupportQueryOptions = (orderNum: string) =>
  queryOptions({
    queryKey: paymentKeys.support(orderNum),
    queryFn: ({ signal }) => api.request(paymentSupportEndpoint, { body: { orderNum }, signal }),
    // Costs and credit change; never show a stale total as payable.
    staleTime: 0,
    meta: { method: 'POST' },
  })
