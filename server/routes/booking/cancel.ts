import { Hono } from 'hono'
import { ErrorCode } from '../../../src/contract/errors'
import { cancelOrderRequestSchema, orderNumRequestSchema, OrderPaths } from '../../../src/contract/order'
import { quoteCancel, requestCancel } from '../../domain/orders/cancel'
import { toOrderDetail } from '../../domain/orders/detail'
import { withholdQuotePrices } from '../../domain/orders/prices'
import { findAgencyOrder } from '../../domain/orders/transition'
import { sendFail, sendOk } from '../../http/respond'
import { requireAuth, requirePermissions } from '../../http/session'
import { Permission } from '../../../src/contract/permissions'
import type { AppEnv } from '../../http/types'
import { validate } from '../../http/validate'
import { canSeePrices } from '../hotel/viewer'
import { agencyOf, catchOrderErrors, requireAgency } from './respond'

// cancel_quote shows the penalty the policy gives right now; cancel_order takes the penalty
// the agent confirmed (409 PENALTY_CHANGED when it moved) and starts the §4 progress.
// Cancelling changes a booking, so it needs PLACE_ORDER (§6) like making one, and QUERY_PRICE:
// the agent agrees to a penalty, which a user without it is not shown (the quote withholds it).

const NOT_FOUND = 'orderNum: no such order'

export const cancelRoutes = new Hono<AppEnv>()
  .use(OrderPaths.cancelQuote, requireAuth(), requireAgency())
  .use(OrderPaths.cancelOrder, requireAuth(), requirePermissions(Permission.PLACE_ORDER, Permission.QUERY_PRICE), requireAgency())
  .post(OrderPaths.cancelQuote, validate('json', orderNumRequestSchema), async (c) => {
    const row = await findAgencyOrder(c.var.deps.db, agencyOf(c), c.req.valid('json').orderNum)
    if (!row) return sendFail(c, 404, ErrorCode.NOT_FOUND, NOT_FOUND)
    const quote = quoteCancel(row, new Date())
    return sendOk(c, canSeePrices(c.var.user) ? quote : withholdQuotePrices(quote))
  })
  .post(OrderPaths.cancelOrder, validate('json', cancelOrderRequestSchema), async (c) => {
    const { db, config } = c.var.deps
    const req = c.req.valid('json')
    const row = await findAgencyOrder(db, agencyOf(c), req.orderNum)
    if (!row) return sendFail(c, 404, ErrorCode.NOT_FOUND, NOT_FOUND)
    return catchOrderErrors(c, async () => {
      const updated = await db.transaction((tx) => requestCancel(tx, row.id, req.expectedPenalty, new Date(), config.cancelStepDelayMs))
      return sendOk(c, await toOrderDetail(db, updated))
    })
  })
