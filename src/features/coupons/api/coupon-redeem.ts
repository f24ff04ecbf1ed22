import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PaymentPaths, couponListResponseSchema, type Coupon } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'
import { couponKeys } from './coupon-list'

// §7 POST {b2b}/b2b/coupon/redeem: claims a code for the agency; answers the new list.
export const couponRedeemEndpoint: Endpoint<Coupon[]> = { method: 'POST', base: 'b2b', path: PaymentPaths.couponRedeem, data: couponListResponseSchema }

export function useRedeemCoupon() {
  const qc = useQueryClient()
  return useMutation({
    // Offline, the default ('online') paused the redeem: the button spun with no word until the
    // connection came back, and then redeemed behind the agent's back. Sent at once, it fails
    // and says 'network error' instead.
    networkMode: 'always',
    mutationFn: (code: string) => api.request(couponRedeemEndpoint, { body: { code } }),
    onSuccess: (list) => qc.setQueryData(couponKeys.list(), list),
  })
}
