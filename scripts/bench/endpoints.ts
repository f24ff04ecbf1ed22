// The endpoints the server section measures. Adding one is one entry here: the section
// probes it first and reports "not available yet" on 404, or the rejection on another 4xx, so
// an endpoint can be listed before it exists.

export type BenchRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  /** JSON body (sent with Content-Type: application/json). */
  json?: unknown
  /** Form body (application/x-www-form-urlencoded). */
  form?: Record<string, string>
  /** Extra request headers (Idempotency-Key of create_order). */
  headers?: Record<string, string>
}

export type BenchEndpoint = {
  name: string
  /** Sends `Authorization: Bearer <token>` of a demo_agent login. */
  auth: boolean
  request: (ctx: BenchContext) => BenchRequest
  /** Goals from the issue, p95 in ms. */
  p95GoalMs?: number
}

export type BenchContext = {
  checkIn: string
  checkOut: string
  /** One of the orders the server section placed first (order-book.ts), for order_detail. */
  orderNum?: string
}

/** Dates 30 and 32 days ahead, so a stay is always in the future. */
export function benchContext(now = new Date(), orderNum?: string): BenchContext {
  const day = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10)
  return { checkIn: day(30), checkOut: day(32), ...(orderNum ? { orderNum } : {}) }
}

const stay = (c: BenchContext) => ({ checkIn: c.checkIn, checkOut: c.checkOut, adultNum: 2, childNum: 0, childrenAges: [], roomNum: 1, nation: 'CN' })

export const ENDPOINTS: BenchEndpoint[] = [
  { name: 'healthz', auth: false, request: () => ({ method: 'GET', path: '/healthz' }) },
  { name: 'exchange_rates', auth: false, request: () => ({ method: 'GET', path: '/static/v2/exchange_rates' }) },
  { name: 'user_info', auth: true, request: () => ({ method: 'GET', path: '/b2b/user_info' }) },
  { name: 'credit', auth: true, request: () => ({ method: 'POST', path: '/b2b/credit/query_agent_credit_amount' }) },
  { name: 'hotel image', auth: false, request: () => ({ method: 'GET', path: '/static/img/hotel/1/1.png' }) },
  { name: 'hotel_fuzzy', auth: false, p95GoalMs: 50, request: () => ({ method: 'GET', path: '/static/v2/hotel_fuzzy?keyword=grand&limit=8' }) },
  { name: 'region/fuzzy', auth: false, p95GoalMs: 50, request: () => ({ method: 'GET', path: '/static/v2/region/fuzzy?keyword=shang&limit=8' }) },
  { name: 'region/hot', auth: false, request: () => ({ method: 'GET', path: '/static/v2/region/hot' }) },
  {
    name: 'hotel_list',
    auth: true,
    p95GoalMs: 25,
    request: (c) => ({
      method: 'POST',
      path: '/room_rate/v3/hotel_list',
      json: { ...stay(c), addressType: 'region', addressValue: '100001', currency: 'CNY', pageNum: 1, pageSize: 20 },
    }),
  },
  { name: 'rate search (hotel 1)', auth: true, request: (c) => ({ method: 'POST', path: '/room_rate/v2/search/1', json: { ...stay(c), currency: 'CNY' } }) },
  // The order reads run against the orders the server section places first (order-book.ts).
  { name: 'order_list', auth: true, request: () => ({ method: 'POST', path: '/booking/v2/order_list', json: { pageNum: 1, pageSize: 20 } }) },
  {
    name: 'order_list, filtered',
    auth: true,
    // The orders page's search by guest and status (every placed order matches: the count and
    // the page still read through the filter).
    request: () => ({ method: 'POST', path: '/booking/v2/order_list', json: { status: ['UNPAID', 'PENDING', 'CONFIRMED'], guestName: 'bench', pageNum: 1, pageSize: 20 } }),
  },
  {
    name: 'order_detail',
    auth: true,
    // Without a placed order the probe's 404 reports the step as "not available yet".
    request: (c) => ({ method: 'POST', path: '/booking/v2/order_detail', json: { orderNum: c.orderNum ?? 'HL000000000000' } }),
  },
]

/** Headers and body for fetch/autocannon. */
export function httpParts(req: BenchRequest, token?: string): { headers: Record<string, string>; body?: string } {
  const headers: Record<string, string> = { ...req.headers }
  if (token) headers.Authorization = `Bearer ${token}`
  if (req.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    return { headers, body: JSON.stringify(req.json) }
  }
  if (req.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    return { headers, body: new URLSearchParams(req.form).toString() }
  }
  return { headers }
}
