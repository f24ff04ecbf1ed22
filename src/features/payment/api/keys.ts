// Query keys of the payment feature. ['orders'] is the orders feature's root key: a payment
// changes an order, so it is invalidated by prefix (features do not import each other).
export const paymentKeys = {
  all: ['payment'] as const,
  support: (orderNum: string) => ['payment', 'support', orderNum] as const,
  repay: (orderNum: string) => ['payment', 'repay', orderNum] as const,
  order: (orderNum: string) => ['orders', 'detail', orderNum] as const,
  coupons: () => ['payment', 'coupons'] as const,
}
export const ORDERS_ROOT_KEY = ['orders'] as const
