import * as z from 'zod/mini'
import { lazySchema } from './lazy-schema'

/** GET /healthz (plain JSON, not an envelope, so load balancers can read it). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['pglite', 'postgres']),
})
export type Health = z.infer<typeof healthSchema>

/** GET /api/dev/outbox (demo mode only): mail that would have been sent. Newest first. */
export const outboxMessageSchema = lazySchema(() => z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
}))
export const outboxListSchema = z.array(outboxMessageSchema)
export type OutboxMessage = z.infer<typeof outboxMessageSchema>
