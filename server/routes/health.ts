import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Health } from '../../src/contract/platform'
import type { AppEnv } from '../http/types'

// GET /healthz: plain JSON for load balancers; 503 when the database does not answer.
export const healthRoute = new Hono<AppEnv>().get('/healthz', async (c) => {
  const { db, dbKind, logger } = c.var.deps
  c.header('Cache-Control', 'no-store')
  try {
    await db.execute(sql`select 1`)
    return c.json({ status: 'ok', db: dbKind } satisfies Health)
  } catch (err) {
    logger.error({ reqId: c.var.requestId, err }, 'health check failed')
    return c.json({ status: 'error', db: dbKind } satisfies Health, 503)
  }
})
