import * as z from 'zod/mini'

// §4 order statuses. PENDING is the awaiting-confirmation state and the fallback label.
export const ORDER_STATUSES = [
  'PRECREATE', 'UNPAID', 'PENDING', 'CONFIRMED', 'COMPLETED', 'CONFIRM_FAILED', 'CANCELLED', 'FAILED',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const orderStatusSchema = z.enum(ORDER_STATUSES)
