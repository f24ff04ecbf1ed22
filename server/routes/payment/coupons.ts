import { Hono } from 'hono'
import { couponRedeemRequestSchema, PaymentPaths } from '../../../src/contract/payment'
import { listCoupons, redeemCoupon } from '../../domain/payments/coupons'
import { sendOk } from '../../http/respond'
import { requireAuth } from '../../http/session'
import type { AppEnv } from '../../http/types'
import { validate } from '../../http/validate'
import { sendDomainError } from './errors'

// §7 {b2b}/b2b/coupon/list and /redeem: the agency's coupons (§3 status unused/used/expired).
export const couponRoutes = new Hono<AppEnv>()
  .get(PaymentPaths.couponList, requireAuth(), async (c) => {
    const { agencyId } = c.var.user
    return sendOk(c, agencyId === null ? [] : await listCoupons(c.var.deps.db, agencyId))
  })
  .post(PaymentPaths.couponRedeem, requireAuth(), validate('json', couponRedeemRequestSchema), async (c) => {
    const { db } = c.var.deps
    const { agencyId } = c.var.user
    try {
      if (agencyId !== null) await redeemCoupon(db, agencyId, c.req.valid('json').code)
      return sendOk(c, agencyId === null ? [] : await listCoupons(db, agencyId))
    } catch (error) {
      return sendDomainError(c, error)
    }
  })
