import { useMutation } from '@tanstack/react-query'
import { PaymentPaths, oceanPaySignResponseSchema, type Locale, type OceanPaySign } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// {payment}/creditcard/sign/ocean_pay: the signed request; the caller then leaves for the hosted page.
export const oceanPayEndpoint: Endpoint<OceanPaySign> = { method: 'POST', base: 'payment', path: PaymentPaths.oceanPaySign, data: oceanPaySignResponseSchema }

export function useOceanPay(orderNum: string, locale: Locale) {
  // 'always': offline it fails with 'network error' instead of spinning and leaving later by itself.
  return useMutation({ networkMode: 'always', mutationFn: () => api.request(oceanPayEndpoint, { body: { orderNum, locale } }) })
}
