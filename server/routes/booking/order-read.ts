import { Hono } from 'hono'
import {
  guestHistoryRequestSchema,
  orderFiltersSchema,
  orderListRequestSchema,
  orderNumRequestSchema,
  OrderPaths,
  type OrderListResponse,
} from '../../../src/contract/order'
import { ErrorCode } from '../../../src/contract/errors'
import { findOrderDetail } from '../../domain/orders/detail'
import { exportRows, guestHistory, listOrders } from '../../domain/orders/list'
import { findAgencyOrder } from '../../domain/orders/transition'
import { orderSheet } from '../../domain/orders/export'
import { withholdListPrices, withholdOrderPrices } from '../../domain/orders/prices'
import { sendFail, sendOk } from '../../http/respond'
import { requireAuth } from '../../http/session'
import type { AppEnv } from '../../http/types'
import { validate } from '../../http/validate'
import { canSeePrices } from '../hotel/viewer'
import { agencyOf, requireAgency } from './respond'

// Order reads (§7): detail, status, list, export, guest history. Logged in; every read is
// scoped to the caller's agency, so another agency's order number answers 404 (never 403:
// that would confirm it exists). Without QUERY_PRICE the amounts are withheld (§6).

const NOT_FOUND = 'orderNum: no such order'

export const orderReadRoutes = new Hono<AppEnv>()
  .use(OrderPaths.orderDetail, requireAuth(), requireAgency())
  .use(OrderPaths.orderStatus, requireAuth(), requireAgency())
  .use(OrderPaths.orderList, requireAuth(), requireAgency())
  .use(OrderPaths.orderExport, requireAuth(), requireAgency())
  .use(OrderPaths.guestHistory, requireAuth(), requireAgency())
  .post(OrderPaths.orderDetail, validate('json', orderNumRequestSchema), async (c) => {
    const detail = await findOrderDetail(c.var.deps.db, agencyOf(c), c.req.valid('json').orderNum)
    if (!detail) return sendFail(c, 404, ErrorCode.NOT_FOUND, NOT_FOUND)
    return sendOk(c, canSeePrices(c.var.user) ? detail : withholdOrderPrices(detail))
  })
  .post(OrderPaths.orderStatus, validate('json', orderNumRequestSchema), async (c) => {
    const row = await findAgencyOrder(c.var.deps.db, agencyOf(c), c.req.valid('json').orderNum)
    if (!row) return sendFail(c, 404, ErrorCode.NOT_FOUND, NOT_FOUND)
    return sendOk(c, {
      orderNum: row.orderNum,
      status: row.status,
      cancelStatus: row.cancelStatus,
      paymentStatus: row.paymentStatus,
      payDeadline: row.payDeadline ? row.payDeadline.toISOString() : null,
    })
  })
  .post(OrderPaths.orderList, validate('json', orderListRequestSchema), async (c) => {
    const req = c.req.valid('json')
    const { list, total } = await listOrders(c.var.deps.db, agencyOf(c), req)
    const shown = canSeePrices(c.var.user) ? list : list.map(withholdListPrices)
    const body: OrderListResponse = { list: shown, total, pageNum: req.pageNum, pageSize: req.pageSize }
    return sendOk(c, body)
  })
  .post(OrderPaths.orderExport, validate('json', orderFiltersSchema), async (c) => {
    const now = new Date()
    const rows = await exportRows(c.var.deps.db, agencyOf(c), c.req.valid('json'))
    const file = orderSheet(rows, canSeePrices(c.var.user))
    const stamp = now.toISOString().slice(0, 10).replaceAll('-', '')
    return c.body(new Uint8Array(file), 200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="orders-${stamp}.xlsx"`,
      'Cache-Control': 'no-store',
    })
  })
  .post(OrderPaths.guestHistory, validate('json', guestHistoryRequestSchema), async (c) => {
    return sendOk(c, await guestHistory(c.var.deps.db, agencyOf(c), c.req.valid('json').keyword, new Date()))
  })
