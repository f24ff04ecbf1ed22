import { Hono } from 'hono'
import { ok } from '../../../src/contract/envelope'
import { createOrderRequestSchema, IDEMPOTENCY_HEADER, idempotencyKeySchema, OrderPaths } from '../../../src/contract/order'
import { Permission } from '../../../src/contract/permissions'
import { getCatalogue, getRates } from '../../domain/catalogue'
import { toOrderDetail } from '../../domain/orders/detail'
import { placeOrder } from '../../domain/orders/place'
import { findAgencyOrder } from '../../domain/orders/transition'
import { requireAuth, requirePermissions } from '../../http/session'
import type { AppEnv } from '../../http/types'
import { validate, validationFailure } from '../../http/validate'
import { agencyOf, catchOrderErrors, requireAgency } from './respond'

// POST /booking/v2/create_order (§7, issue #5). Needs PLACE_ORDER and an Idempotency-Key
// (the draft's UUID): the same key replays the first order; another payload under it → 422;
// while the first is running → 409. The price is re-quoted as check_available does; a
// different total → 422 PRICE_CHANGED { currentTotal }; too few rooms → 409 SOLD_OUT.

export const createOrderRoute = new Hono<AppEnv>().post(
  OrderPaths.createOrder,
  requireAuth(),
  requirePermissions(Permission.PLACE_ORDER),
  requireAgency(),
  validate('json', createOrderRequestSchema),
  async (c) => {
    const header = c.req.header(IDEMPOTENCY_HEADER)
    const key = idempotencyKeySchema.safeParse(header)
    if (!key.success) return validationFailure(c, [{ field: IDEMPOTENCY_HEADER, message: header === undefined ? 'Required' : 'must be a UUID' }])
    const req = c.req.valid('json')
    const { db, config } = c.var.deps
    const agencyId = agencyOf(c)
    // Loaded before the transaction: on PGlite (one connection) a load from inside it would wait forever.
    const [cat, rates] = await Promise.all([getCatalogue(db), getRates(db)])
    return catchOrderErrors(c, async () => {
      const answer = await placeOrder(db, cat, rates, { req, key: key.data, agencyId, userId: c.var.user.id, username: c.var.user.username, unpaidHoldMs: config.unpaidHoldMs })
      if (answer.replayed) {
        // A replay answers with the order as it is now (it may have been paid or cancelled since).
        c.header('Idempotent-Replayed', 'true')
        const orderNum = (answer.body as { data?: { orderNum?: string } }).data?.orderNum
        const row = orderNum ? await findAgencyOrder(db, agencyId, orderNum) : null
        if (row) return c.json(ok(await toOrderDetail(db, row)), 200)
      }
      return c.json(answer.body, answer.status as 200)
    })
  },
)
