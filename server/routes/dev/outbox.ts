import { desc } from 'drizzle-orm'
import { Hono } from 'hono'
import type { OutboxMessage } from '../../../src/contract/platform'
import { mailOutbox } from '../../db/schema'
import { notFound } from '../../http/errors'
import { sendOk } from '../../http/respond'
import type { AppEnv } from '../../http/types'

// GET /api/dev/outbox: demo-mode mail (architecture.md "Mail"), newest first, last 100.
// Disabled (404) when NODE_ENV=production.
export const devOutboxRoute = new Hono<AppEnv>().get('/api/dev/outbox', async (c) => {
  if (c.var.deps.config.nodeEnv === 'production') return notFound(c)
  const rows = await c.var.deps.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(100)
  const list: OutboxMessage[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))
  c.header('Cache-Control', 'no-store')
  return sendOk(c, list)
})
