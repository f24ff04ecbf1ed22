import { fail, ok, type Envelope } from '../../../src/contract/envelope'
import { ErrorCode } from '../../../src/contract/errors'
import type { CreateOrderRequest } from '../../../src/contract/order'
import type { Db } from '../../db/client'
import type { Catalogue, Rates } from '../catalogue'
import { createOrderTx, locateRate } from './create'
import { orderDetailOf } from './detail'
import { withIdempotency, type IdempotentAnswer } from './idempotency'

// create_order as one domain call (used by the route and by the property test, so the test
// exercises exactly what the HTTP call does): Idempotency-Key claim, catalogue checks,
// price re-quote, allotment and the order, answered as the §7 envelope.

export type PlaceInput = {
  req: CreateOrderRequest
  key: string
  agencyId: number
  userId: number
  /** The caller's username (the detail's agentUserName). */
  username: string
  unpaidHoldMs: number
  now?: () => Date
}

/**
 * `cat` and `rates` must be loaded before (getCatalogue/getRates): on PGlite a load from
 * inside the transaction would wait for the connection the transaction holds.
 */
export function placeOrder(db: Db, cat: Catalogue, rates: Rates, input: PlaceInput): Promise<IdempotentAnswer<Envelope<unknown>> & { replayed: boolean }> {
  const { req, agencyId } = input
  return withIdempotency<Envelope<unknown>>(db, { agencyId, scope: 'create_order', key: input.key.toLowerCase(), payload: req }, async (tx) => {
    const now = input.now?.() ?? new Date()
    const located = locateRate(cat, req, now)
    if ('errors' in located) {
      const first = located.errors[0]
      const message = first ? `${first.field}: ${first.message}` : 'invalid request'
      return { status: located.notFound ? 404 : 400, body: fail(located.notFound ? ErrorCode.NOT_FOUND : ErrorCode.VALIDATION, message, located.errors) }
    }
    const row = await createOrderTx(tx, cat, rates, located.at, { req, agencyId, userId: input.userId, now, unpaidHoldMs: input.unpaidHoldMs })
    const history = [
      { status: 'PRECREATE' as const, at: now, reason: 'created' },
      { status: row.status, at: now, reason: 'rooms_held' },
    ]
    return { status: 200, body: ok(orderDetailOf(row, history, input.username)) }
  })
}
