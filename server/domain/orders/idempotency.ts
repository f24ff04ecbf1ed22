import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { idempotencyKeys } from '../../db/schema'
import { orderErrors } from './errors'

// Idempotency-Key handling (issue #5, architecture.md "offline"): a draft's client UUID is
// sent with create_order (and the payment calls), so a retry after a lost response, a
// replay from the outbox or a second tab never does the work twice.
//
// 1. The key row is claimed with INSERT … ON CONFLICT DO NOTHING in its own statement
//    (committed at once), so a concurrent duplicate sees it and gets 409 IN_FLIGHT on
//    PostgreSQL; on PGlite (one connection) it simply waits and then replays.
// 2. The work runs in a transaction that also marks the key 'done' with the answer, so the
//    stored answer and the work commit together or not at all.
// 3. An answer ≥ 400, or a thrown error, releases the key: nothing was done, and the agent
//    may retry the same draft with a corrected payload (e.g. after PRICE_CHANGED).
// A claim left 'in_flight' by a crashed process is taken over after IN_FLIGHT_STALE_MS.

/** Answers are kept at least 8 days (issue #5). */
export const IDEMPOTENCY_TTL_MS = 8 * 24 * 3_600_000 + 3_600_000
export const IN_FLIGHT_STALE_MS = 60_000

export type IdempotentAnswer<T> = { status: number; body: T }
export type IdempotencyScope = 'create_order' | 'order_pay' | (string & {})

export type IdempotencyRequest = {
  agencyId: number
  scope: IdempotencyScope
  key: string
  /** The validated request; its canonical JSON hash must match on replay. */
  payload: unknown
  now?: Date
}

/** JSON with object keys sorted, so {a,b} and {b,a} hash alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

export function requestHash(payload: unknown): string {
  return createHash('sha256').update(canonicalJson(payload)).digest('hex')
}

/**
 * Runs `work` at most once per (agency, scope, key). Returns the stored answer with
 * `replayed: true` for a repeat of a finished request; throws OrderError 422
 * IDEMPOTENCY_MISMATCH for the same key with another payload and 409 IDEMPOTENCY_IN_FLIGHT
 * while the first request is still running.
 */
export async function withIdempotency<T>(
  db: Db,
  req: IdempotencyRequest,
  work: (tx: Db) => Promise<IdempotentAnswer<T>>,
): Promise<IdempotentAnswer<T> & { replayed: boolean }> {
  const now = req.now ?? new Date()
  const hash = requestHash(req.payload)
  const where = and(eq(idempotencyKeys.agencyId, req.agencyId), eq(idempotencyKeys.scope, req.scope), eq(idempotencyKeys.key, req.key))

  const claimed = await db
    .insert(idempotencyKeys)
    .values({ agencyId: req.agencyId, scope: req.scope, key: req.key, requestHash: hash, state: 'in_flight', createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  if (claimed.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(where).limit(1)
    if (row && row.expiresAt.getTime() > now.getTime()) {
      if (row.requestHash !== hash) throw orderErrors.idempotencyMismatch()
      if (row.state === 'done') return { status: row.httpStatus ?? 200, body: row.response as T, replayed: true }
      if (row.createdAt.getTime() > now.getTime() - IN_FLIGHT_STALE_MS) throw orderErrors.idempotencyInFlight()
    }
    // Expired, stale in flight, or released between our insert and select: take it over,
    // but only if nobody else did in the meantime (compare-and-set on created_at).
    const taken = await db
      .insert(idempotencyKeys)
      .values({ agencyId: req.agencyId, scope: req.scope, key: req.key, requestHash: hash, state: 'in_flight', createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) })
      .onConflictDoUpdate({
        target: [idempotencyKeys.agencyId, idempotencyKeys.scope, idempotencyKeys.key],
        set: { requestHash: hash, state: 'in_flight', httpStatus: null, response: null, createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) },
        setWhere: row ? sql`${idempotencyKeys.createdAt} = ${row.createdAt.toISOString()}::timestamptz` : sql`false`,
      })
      .returning({ key: idempotencyKeys.key })
    if (taken.length === 0) throw orderErrors.idempotencyInFlight()
  }

  let answer: IdempotentAnswer<T>
  try {
    answer = await db.transaction(async (tx) => {
      const result = await work(tx)
      if (result.status < 400) {
        await tx.update(idempotencyKeys).set({ state: 'done', httpStatus: result.status, response: result.body as object }).where(where)
      }
      return result
    })
  } catch (error) {
    await release(db, where)
    throw error
  }
  if (answer.status >= 400) await release(db, where)
  return { ...answer, replayed: false }
}

async function release(db: Db, where: ReturnType<typeof and>): Promise<void> {
  await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.state, 'in_flight')))
}

/** Drops answers past their expiry (run by the scheduler). */
export async function purgeExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.expiresAt} < ${now.toISOString()}::timestamptz`).returning({ key: idempotencyKeys.key })
  return rows.length
}
