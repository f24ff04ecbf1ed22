import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { IDEMPOTENCY_HEADER, PaymentPaths, orderPayResponseSchema, type OrderPayResponse } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'
import { sessionKeys } from '../../../lib/session/queries'
import { ORDERS_ROOT_KEY, paymentKeys } from './keys'

// §7 order_pay (credit and delayed-payment credit). One Idempotency-Key per intent: a retry of
// the same click (lost answer, double click) reuses it, so the server never debits twice.
export const orderPayEndpoint: Endpoint<OrderPayResponse> = { method: 'POST', base: 'b2b', path: PaymentPaths.orderPay, data: orderPayResponseSchema }

export type PayInput = { route: 'credit' | 'delayed_credit'; expectedTotal: number }

export function useOrderPay(orderNum: string) {
  const qc = useQueryClient()
  const keys = useRef(new Map<string, string>())
  return useMutation({
    // Offline, the default ('online') paused the payment: the button spun with no word, and the
    // payment went out by itself whenever the connection came back. Sent at once, it fails with
    // 'network error'; a retry reuses the key.
    networkMode: 'always',
    mutationFn: (input: PayInput) => {
      const intent = `${input.route}:${input.expectedTotal}`
      let key = keys.current.get(intent)
      if (!key) {
        key = crypto.randomUUID()
        keys.current.set(intent, key)
      }
      return api.request(orderPayEndpoint, { body: { orderNum, ...input }, headers: { [IDEMPOTENCY_HEADER]: key } })
    },
    onSettled: () => {
      // Header credit and balance page update at once (§1), and the order's new state.
      void qc.invalidateQueries({ queryKey: sessionKeys.all })
      void qc.invalidateQueries({ queryKey: ORDERS_ROOT_KEY })
      void qc.invalidateQueries({ queryKey: paymentKeys.all })
    },
  })
}
