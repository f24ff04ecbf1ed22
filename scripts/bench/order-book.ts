import { createOrderRequest, prepareBookings } from './booking-load'
import { benchContext, httpParts } from './endpoints'

// The orders the server section's order reads run against. A fresh database has none, so
// without this `order_list` measured an empty agency: one page of nothing. Before the order
// endpoints are measured, demo_agent books `count` orders through the real create_order (the
// same offers and requests as the mixed load's "book" step, so the load that follows still
// finds rooms), two at a time. Failures are counted and printed, never hidden.

export type OrderBook = { placed: number; failed: number; firstError: string | null; ms: number; orderNums: string[] }

/** "200 in 18.9 s", with the failures and the first error when there were any. */
export function describeOrderBook(b: Omit<OrderBook, 'orderNums'>): string {
  return `${b.placed} in ${(b.ms / 1000).toFixed(1)} s${b.failed ? `, ${b.failed} failed: ${b.firstError}` : ''}`
}

export async function placeOrderBook(url: string, token: string, count: number, parallel = 2): Promise<OrderBook> {
  const started = performance.now()
  await prepareBookings(url, token)
  const orderNums: string[] = []
  let failed = 0
  let firstError: string | null = null
  let left = count
  const worker = async () => {
    while (left > 0) {
      left--
      const req = createOrderRequest(benchContext())
      const { headers, body } = httpParts(req, token)
      try {
        const res = await fetch(url + req.path, { method: req.method, headers, body })
        const text = await res.text()
        const orderNum = res.ok ? (JSON.parse(text) as { data?: { orderNum?: string } }).data?.orderNum : undefined
        if (orderNum) orderNums.push(orderNum)
        else {
          failed++
          firstError ??= `${res.status} ${text.slice(0, 160)}`
        }
      } catch (e) {
        failed++
        firstError ??= String(e)
      }
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return { placed: orderNums.length, failed, firstError, ms: performance.now() - started, orderNums }
}
