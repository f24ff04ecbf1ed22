// §7 paths, with the {b2b}/{room_rate}/{static}/{payment} prefixes empty on our own server.
// The client prepends configurable bases (architecture.md: Runtime).
export const Paths = {
  login: '/b2b/login',
  logout: '/b2b/logout',
  userInfo: '/b2b/user_info',
  creditAmount: '/b2b/credit/query_agent_credit_amount',
  exchangeRates: '/static/v2/exchange_rates',
  devOutbox: '/api/dev/outbox',
  healthz: '/healthz',
} as const

export type ApiBase = 'b2b' | 'room_rate' | 'static' | 'payment' | 'root'
