import { Hono } from 'hono'
import { ErrorCode } from '../../../src/contract/errors'
import {
  PaymentErrorCode,
  PaymentPaths,
  payLinkStatusRequestSchema,
  shareCreateRequestSchema,
  shareViewRequestSchema,
  wapApiProRequestSchema,
} from '../../../src/contract/payment'
import { Permission } from '../../../src/contract/permissions'
import { paymentErrors } from '../../domain/payments/credit-pay'
import { createPayLink, createShareToken, payLinkStatus, readShare } from '../../domain/payments/links'
import { paymentSecret } from '../../domain/payments/signing'
import { isPayable } from '../../domain/payments/support'
import { findAgencyOrder } from '../../domain/orders/transition'
import { sendFail, sendOk } from '../../http/respond'
import { requireAuth, requirePermissions } from '../../http/session'
import type { AppEnv } from '../../http/types'
import { validate } from '../../http/validate'
import { sendDomainError } from './errors'

// QR handoff (wap_api_pro + pay-link status) and read-only share links. The status and
// share views are public: the signed token is the credential (§2: mobile pages need no login).

const originOf = (url: string) => new URL(url).origin

export const linkRoutes = new Hono<AppEnv>()
  .post(PaymentPaths.wapApiPro, requireAuth(), requirePermissions(Permission.PLACE_ORDER), validate('json', wapApiProRequestSchema), async (c) => {
    const { db } = c.var.deps
    const user = c.var.user
    const { orderNum, locale } = c.req.valid('json')
    const order = await findAgencyOrder(db, user.agencyId, orderNum)
    if (!order) return sendFail(c, 404, ErrorCode.NOT_FOUND, 'orderNum: no such order')
    if (!isPayable(order, new Date())) return sendDomainError(c, paymentErrors.notPayable(order.status))
    const link = await createPayLink(db, order, user.id, await paymentSecret(db))
    return sendOk(c, {
      token: link.token,
      url: `${originOf(c.req.url)}/${locale}/mobile/MobileThirdPay?token=${encodeURIComponent(link.token)}`,
      expiresAt: link.expiresAt.toISOString(),
      amount: link.amount,
      currencyCode: order.currency,
    })
  })
  // Polled every second by the desktop and read by the phone; answers 200 with a state.
  .post(PaymentPaths.payLinkStatus, validate('json', payLinkStatusRequestSchema), async (c) => {
    const { db } = c.var.deps
    c.header('Cache-Control', 'no-store')
    return sendOk(c, await payLinkStatus(db, c.req.valid('json').token, await paymentSecret(db)))
  })
  .post(PaymentPaths.shareCreate, requireAuth(), validate('json', shareCreateRequestSchema), async (c) => {
    const { db } = c.var.deps
    const user = c.var.user
    const { orderNum, locale } = c.req.valid('json')
    const order = await findAgencyOrder(db, user.agencyId, orderNum)
    if (!order) return sendFail(c, 404, ErrorCode.NOT_FOUND, 'orderNum: no such order')
    const { token, expiresAt } = createShareToken(order, await paymentSecret(db))
    return sendOk(c, { url: `${originOf(c.req.url)}/${locale}/mobile/shareMobile?token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() })
  })
  .get(PaymentPaths.shareView, validate('query', shareViewRequestSchema), async (c) => {
    const { db } = c.var.deps
    const found = await readShare(db, c.req.valid('query').token, await paymentSecret(db))
    if (found.ok) return sendOk(c, found.view)
    return found.reason === 'expired'
      ? sendFail(c, 410, PaymentErrorCode.LINK_EXPIRED, 'token: this share link has expired')
      : sendFail(c, 404, PaymentErrorCode.BAD_SIGNATURE, 'token: this share link is not valid')
  })
