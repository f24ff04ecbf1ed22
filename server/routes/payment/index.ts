import { Hono } from 'hono'
import type { AppEnv } from '../../http/types'
import { sandboxRoutes } from '../sandbox/index'
import { cardRoutes } from './card'
import { checkoutRoutes } from './checkout'
import { couponRoutes } from './coupons'
import { linkRoutes } from './links'

/** Everything of the payments issue: API calls and the embedded sandbox gateway. */
export const paymentRoutes = new Hono<AppEnv>()
  .route('/', checkoutRoutes)
  .route('/', cardRoutes)
  .route('/', linkRoutes)
  .route('/', couponRoutes)
  .route('/', sandboxRoutes)
