import { Hono } from 'hono'
import { ErrorCode } from '../../../src/contract/errors'
import { IDEMPOTENCY_HEADER, idempotencyKeySchema, orderNumRequestSchema } from '../../../src/contract/order'
import {
  orderCouponRequestSchema,
  orderPayRequestSchema,
  PaymentPaths,
  REPAY_ABNORMAL_MESSAGE,
  REPAY_OK_MESSAGE,
  repayRequestSchema,
  type OrderPayResponse,
} from '../../../src/contract/payment'
import { Permission } from '../../../src/contract/permissions'
import { setOrderCoupon } from '../../domain/payments/coupons'
import { chooseDelayedPayment, payOrderByCredit } from '../../domain/payments/credit-pay'
import { fromCents, toCents } from '../../domain/payments/money'
import { isPayable, paymentSupport } from '../../domain/payments/support'
import { withIdempotency } from '../../domain/orders/idempotency'
import { findAgencyOrder, type OrderRow } from '../../domain/orders/transition'
import { sendFail, sendOk } from '../../http/respond'
import { requireAuth, requirePermissions } from '../../http/session'
import type { AppEnv } from '../../http/types'
import { validate } from '../../http/validate'
import { sendDomainError } from './errors'

// §7 payment/support, repay (pay check), order_coupon and order_pay (credit routes).
// Agents only ever reach their own agency's orders: another agency's order number is a 404.

const notFound = (c: Parameters<typeof sendFail>[0]) => sendFail(c, 404, ErrorCode.NOT_FOUND, 'orderNum: no such order')

function payResponse(row: OrderRow): OrderPayResponse {
  return {
    orderNum: row.orderNum,
    status: row.status,
    paymentRoute: row.paymentRoute,
    paymentStatus: row.paymentStatus,
    paidAmount: fromCents(toCents(row.paidAmount)),
    totalPrice: fromCents(toCents(row.totalPrice)),
    payDeadline: row.payDeadline?.toISOString() ?? null,
  }
}

export const checkoutRoutes = new Hono<AppEnv>()
  .post(PaymentPaths.paymentSupport, requireAuth(), requirePermissions(Permission.PLACE_ORDER), validate('json', orderNumRequestSchema), async (c) => {
    const user = c.var.user
    const order = await findAgencyOrder(c.var.deps.db, user.agencyId, c.req.valid('json').orderNum)
    if (!order) return notFound(c)
    return sendOk(c, await paymentSupport(c.var.deps.db, user, order))
  })
  // §4 pay check: 200 either way; `normal` says whether the order can be paid.
  .post(PaymentPaths.repay, requireAuth(), validate('json', repayRequestSchema), async (c) => {
    const user = c.var.user
    const order = await findAgencyOrder(c.var.deps.db, user.agencyId, c.req.valid('json').orderNum)
    if (!order) return notFound(c)
    const normal = isPayable(order, new Date())
    return sendOk(c, { normal, message: normal ? REPAY_OK_MESSAGE : REPAY_ABNORMAL_MESSAGE })
  })
  .post(PaymentPaths.orderCoupon, requireAuth(), requirePermissions(Permission.PLACE_ORDER), validate('json', orderCouponRequestSchema), async (c) => {
    const { db } = c.var.deps
    const user = c.var.user
    if (user.agencyId === null) return notFound(c)
    const { orderNum, couponCode } = c.req.valid('json')
    const agencyId = user.agencyId
    try {
      const row = await db.transaction((tx) => setOrderCoupon(tx, agencyId, orderNum, couponCode))
      return sendOk(c, await paymentSupport(db, user, row))
    } catch (error) {
      return sendDomainError(c, error)
    }
  })
  // §6: both credit routes need USE_CREDIT. Idempotency-Key: a retried request never debits twice.
  .post(PaymentPaths.orderPay, requireAuth(), requirePermissions(Permission.PLACE_ORDER, Permission.USE_CREDIT), validate('json', orderPayRequestSchema), async (c) => {
    const { db, config } = c.var.deps
    const user = c.var.user
    if (user.agencyId === null) return notFound(c)
    const key = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_HEADER))
    if (!key.success) {
      return sendFail(c, 400, ErrorCode.VALIDATION, `${IDEMPOTENCY_HEADER}: must be a UUID`, [{ field: IDEMPOTENCY_HEADER, message: 'must be a UUID' }])
    }
    const body = c.req.valid('json')
    const payer = { id: user.id, agencyId: user.agencyId }
    try {
      const answer = await withIdempotency<OrderPayResponse>(db, { agencyId: payer.agencyId, scope: 'order_pay', key: key.data, payload: body }, async (tx) => {
        const row =
          body.route === 'credit'
            ? await payOrderByCredit(tx, payer, body.orderNum, body.expectedTotal, { confirmDelayMs: config.supplierConfirmDelayMs })
            : await chooseDelayedPayment(tx, payer, body.orderNum, body.expectedTotal)
        return { status: 200, body: payResponse(row) }
      })
      return sendOk(c, answer.body)
    } catch (error) {
      return sendDomainError(c, error)
    }
  })
