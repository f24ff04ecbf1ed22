import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { OrderDetail } from '../../../contract'
import { orderKeys } from '../api/order-list'
import { fetchOrderStatus } from '../api/order-status'

export const CANCEL_POLL_MS = 2000

/**
 * §4 cancellation progress: while the order's cancellation is WAITING or IN_PROGRESS, poll
 * order_status every 2 s; when it settles, refresh the detail (refund, history) and the lists.
 */
export function useCancelProgress(order: OrderDetail | undefined) {
  const queryClient = useQueryClient()
  const orderNum = order?.orderNum ?? ''
  const active = order?.cancelStatus === 'WAITING' || order?.cancelStatus === 'IN_PROGRESS'
  const poll = useQuery({
    queryKey: ['orders', 'status', orderNum],
    queryFn: ({ signal }) => fetchOrderStatus(orderNum, signal),
    enabled: active,
    refetchInterval: (q) => {
      const s = q.state.data?.cancelStatus
      return s === 'SUCCESS' || s === 'FAILURE' ? false : CANCEL_POLL_MS
    },
    gcTime: 0,
  })
  const polled = poll.data?.cancelStatus
  const settled = active && (polled === 'SUCCESS' || polled === 'FAILURE')
  useEffect(() => {
    if (!settled) return
    void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderNum) })
    void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] })
  }, [settled, orderNum, queryClient])
  return active ? (polled ?? order?.cancelStatus ?? null) : (order?.cancelStatus ?? null)
}
