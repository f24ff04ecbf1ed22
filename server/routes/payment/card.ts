import { Hono } from 'hono'
import { ErrorCode } from '../../../src/contract/errors'
import { oceanPaySignRequestSchema, PaymentPaths } from '../../../src/contract/payment'
import { Permission } from '../../../src/contract/permissions'
import { createCardRequest } from '../../domain/payments/card-request'
import { paymentErrors } from '../../domain/payments/credit-pay'
import { paymentSecret } from '../../domain/payments/signing'
import { isPayable } from '../../domain/payments/support'
import { findAgencyOrder } from '../../domain/orders/transition'
import { sendFail, sendOk } from '../../http/respond'
import { requireAuth, requirePermissions } from '../../http/session'
import type { AppEnv } from '../../http/types'
import { validate } from '../../http/validate'
import { sendDomainError } from './errors'

// {payment}/creditcard/sign/ocean_pay: a signed request for the hosted card page (sandbox).
// The browser is fully redirected there; card numbers never touch our pages or API.
export const cardRoutes = new Hono<AppEnv>().post(
  PaymentPaths.oceanPaySign,
  requireAuth(),
  requirePermissions(Permission.PLACE_ORDER),
  validate('json', oceanPaySignRequestSchema),
  async (c) => {
    const { db } = c.var.deps
    const user = c.var.user
    const { orderNum, locale } = c.req.valid('json')
    const order = await findAgencyOrder(db, user.agencyId, orderNum)
    if (!order) return sendFail(c, 404, ErrorCode.NOT_FOUND, 'orderNum: no such order')
    if (!isPayable(order, new Date())) return sendDomainError(c, paymentErrors.notPayable(order.status))
    const { request, redirectUrl } = createCardRequest(order, locale, await paymentSecret(db))
    return sendOk(c, {
      redirectUrl,
      amount: request.amountCents / 100,
      fee: request.feeCents / 100,
      currencyCode: order.currency,
      expiresAt: new Date(request.expiresAt).toISOString(),
    })
  },
)
