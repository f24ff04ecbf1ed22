import * as z from 'zod/mini'
import { IDEMPOTENCY_HEADER, OrderPaths, createOrderRequestSchema, type CreateOrderRequest } from '../../../contract'
import { api, type Endpoint } from '../../../lib/api'

// §7 POST /booking/v2/create_order. Always sent with the draft UUID as Idempotency-Key: a
// replay answers with the same order, so the outbox may resend it safely.
const createdSchema = z.looseObject({ orderNum: z.string() })
export type CreatedOrder = z.infer<typeof createdSchema>

export const createOrderEndpoint: Endpoint<CreatedOrder> = { method: 'POST', base: 'b2b', path: OrderPaths.createOrder, data: createdSchema }
/** Background replays must not log the agent out or navigate (§8 reactions): a 401 keeps the draft. */
const silentCreateOrderEndpoint: Endpoint<CreatedOrder> = { ...createOrderEndpoint, silent: true }

export function postCreateOrder(draftId: string, order: CreateOrderRequest, options: { background?: boolean } = {}): Promise<CreatedOrder> {
  return api.request(options.background ? silentCreateOrderEndpoint : createOrderEndpoint, {
    body: createOrderRequestSchema.parse(order),
    headers: { [IDEMPOTENCY_HEADER]: draftId },
  })
}
