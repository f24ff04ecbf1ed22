import { queryOptions } from '@tanstack/react-query'
import { PaymentPaths, repayResponseSchema, type RepayResponse } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'
import { paymentKeys } from './keys'

// §4 pay check: repay with paymentType 0 → { normal, message }.
export const repayEndpoint: Endpoint<RepayResponse> = { method: 'POST', base: 'root', path: PaymentPaths.repay, data: repayResponseSchema }

export const payCheckQueryOptions = (orderNum: string) =>
  queryOptions({
    queryKey: paymentKeys.repay(orderNum),
    queryFn: ({ signal }) => api.request(repayEndpoint, { body: { orderNum, paymentType: 0 }, signal }),
    staleTime: 0,
    meta: { method: 'POST' },
  })
