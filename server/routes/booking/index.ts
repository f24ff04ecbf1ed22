import { Hono } from 'hono'
import type { AppEnv } from '../../http/types'
import { cancelRoutes } from './cancel'
import { createOrderRoute } from './create-order'
import { orderReadRoutes } from './order-read'

// §7 booking calls of issue #5 (src/contract/order.ts OrderPaths). check_available lives with
// the hotel routes; order_pay and order_coupon with the payments routes.
export const bookingRoutes = new Hono<AppEnv>().route('/', createOrderRoute).route('/', orderReadRoutes).route('/', cancelRoutes)
