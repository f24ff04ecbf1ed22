import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { OrderErrorCode } from '../../../src/contract/order'

// One error type for the order domain: the route layer turns it into the §7 envelope with
// its HTTP status and code (src/contract/order.ts OrderErrorCode), so domain functions can
// throw from deep inside a transaction and roll it back.

export class OrderError extends Error {
  constructor(
    public readonly httpStatus: ContentfulStatusCode,
    public readonly code: number,
    message: string,
    /** Carried in the envelope's data (e.g. { currentTotal } for PRICE_CHANGED). */
    public readonly data?: unknown,
  ) {
    super(message)
    this.name = 'OrderError'
  }
}

export const orderErrors = {
  notFound: () => new OrderError(404, 404, 'orderNum: no such order'),
  illegal: (status: string, event: string) =>
    new OrderError(409, OrderErrorCode.ILLEGAL_TRANSITION, `order is ${status}: ${event} is not allowed`, { status }),
  soldOut: (night: string) => new OrderError(409, OrderErrorCode.SOLD_OUT, `sold out on ${night}`, { night }),
  priceChanged: (currentTotal: number) =>
    new OrderError(422, OrderErrorCode.PRICE_CHANGED, 'totalPrice: the price has changed', { currentTotal }),
  penaltyChanged: (currentPenalty: number) =>
    new OrderError(409, OrderErrorCode.PENALTY_CHANGED, 'expectedPenalty: the cancellation penalty has changed', { currentPenalty }),
  idempotencyMismatch: () =>
    new OrderError(422, OrderErrorCode.IDEMPOTENCY_MISMATCH, 'Idempotency-Key: already used with a different request'),
  idempotencyInFlight: () =>
    new OrderError(409, OrderErrorCode.IDEMPOTENCY_IN_FLIGHT, 'Idempotency-Key: a request with this key is still being processed'),
}
