import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PaymentPaths, paymentSupportResponseSchema, type PaymentSupport } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'
import { ORDERS_ROOT_KEY, paymentKeys } from './keys'

// §7 order_coupon: apply (code) or remove (null) the order's one coupon; answers the new costs.
export const orderCouponEndpoint: Endpoint<PaymentSupport> = { method: 'POST', base: 'b2b', path: PaymentPaths.orderCoupon, data: paymentSupportResponseSchema }

export function useOrderCoupon(orderNum: string) {
  const qc = useQueryClient()
  return useMutation({
    networkMode: 'always', // offline: 'network error' at once, not a silent wait
    mutationFn: (couponCode: string | null) => api.request(orderCouponEndpoint, { body: { orderNum, couponCode } }),
    onSuccess: (support) => {
      qc.setQueryData(paymentKeys.support(orderNum), support)
      void qc.invalidateQueries({ queryKey: ORDERS_ROOT_KEY })
    },
  })
}
