import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OrderErrorCode } from '../../../src/contract/order'
import { agencies, appMeta, idempotencyKeys } from '../../db/schema'
import { createTestDb, usingPostgres, type TestDb } from '../../test/test-db'
import { OrderError } from './errors'
import { canonicalJson, IDEMPOTENCY_TTL_MS, IN_FLIGHT_STALE_MS, purgeExpiredIdempotencyKeys, withIdempotency } from './idempotency'

// withIdempotency on its own: the work runs once per key, its answer is kept ≥ 8 days and
// replayed, and refused or failed work leaves the key free. The side effect counted here is
// a row in app_meta written inside the work's transaction.

let tdb: TestDb
let agencyId = 0
beforeAll(async () => {
  tdb = await createTestDb({ hotels: 1 })
  const [a] = await tdb.db.select({ id: agencies.id }).from(agencies).limit(1)
  agencyId = a!.id
})
afterAll(async () => {
  await tdb?.destroy()
})

const effects = async (tag: string) =>
  (await tdb.db.select({ n: sql<number>`count(*)::int` }).from(appMeta).where(sql`${appMeta.key} like ${`${tag}%`}`))[0]?.n ?? 0

function work(tag: string, status = 200) {
  return async (tx: typeof tdb.db) => {
    await tx.insert(appMeta).values({ key: `${tag}:${randomUUID()}`, value: { tag } })
    return { status, body: { tag } }
  }
}

async function codeOf(p: Promise<unknown>): Promise<number | null> {
  try {
    await p
    return null
  } catch (e) {
    if (e instanceof OrderError) return e.code
    throw e
  }
}

describe('withIdempotency', () => {
  it('runs once, replays the stored answer, refuses another payload', async () => {
    const key = randomUUID()
    const req = { agencyId, scope: 'test', key, payload: { a: 1, b: [1, 2] } }
    const first = await withIdempotency(tdb.db, req, work('once'))
    expect(first).toEqual({ status: 200, body: { tag: 'once' }, replayed: false })
    // Key order does not matter to the payload hash.
    const again = await withIdempotency(tdb.db, { ...req, payload: { b: [1, 2], a: 1 } }, work('once'))
    expect(again).toEqual({ status: 200, body: { tag: 'once' }, replayed: true })
    expect(await effects('once')).toBe(1)
    expect(await codeOf(withIdempotency(tdb.db, { ...req, payload: { a: 2 } }, work('once')))).toBe(OrderErrorCode.IDEMPOTENCY_MISMATCH)
    const [row] = await tdb.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThanOrEqual(8 * 86_400_000)
  })

  it('the same key is separate per scope and per agency', async () => {
    const key = randomUUID()
    await withIdempotency(tdb.db, { agencyId, scope: 'a', key, payload: 1 }, work('scoped'))
    await withIdempotency(tdb.db, { agencyId, scope: 'b', key, payload: 2 }, work('scoped'))
    expect(await effects('scoped')).toBe(2)
  })

  it('a key in flight answers 409; a stale claim (crashed process) is taken over', async () => {
    const key = randomUUID()
    const payload = { x: 1 }
    const { requestHash } = await import('./idempotency')
    const now = new Date()
    await tdb.db.insert(idempotencyKeys).values({ agencyId, scope: 'test', key, requestHash: requestHash(payload), state: 'in_flight', createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) })
    expect(await codeOf(withIdempotency(tdb.db, { agencyId, scope: 'test', key, payload, now }, work('stale')))).toBe(OrderErrorCode.IDEMPOTENCY_IN_FLIGHT)
    const later = new Date(now.getTime() + IN_FLIGHT_STALE_MS + 1000)
    const r = await withIdempotency(tdb.db, { agencyId, scope: 'test', key, payload, now: later }, work('stale'))
    expect(r.replayed).toBe(false)
    expect(await effects('stale')).toBe(1)
  })

  it('refused (4xx) or failed work leaves nothing and frees the key', async () => {
    const key = randomUUID()
    const req = { agencyId, scope: 'test', key, payload: { p: 1 } }
    expect((await withIdempotency(tdb.db, req, work('refused', 422))).status).toBe(422)
    const boom = async (tx: typeof tdb.db) => {
      await tx.insert(appMeta).values({ key: `failed:${randomUUID()}`, value: {} })
      throw new Error('boom')
    }
    await expect(withIdempotency(tdb.db, { ...req, payload: { p: 2 } }, boom)).rejects.toThrow('boom')
    expect(await effects('failed')).toBe(0)
    // Free again, even for another payload.
    const ok = await withIdempotency(tdb.db, { ...req, payload: { p: 3 } }, work('refused'))
    expect(ok).toMatchObject({ status: 200, replayed: false })
  })

  it('an expired answer is purged and the key works afresh', async () => {
    const key = randomUUID()
    const t0 = new Date()
    await withIdempotency(tdb.db, { agencyId, scope: 'test', key, payload: 1, now: t0 }, work('expired'))
    const t9 = new Date(t0.getTime() + 9 * 86_400_000)
    const replay = await withIdempotency(tdb.db, { agencyId, scope: 'test', key, payload: 2, now: t9 }, work('expired'))
    expect(replay.replayed).toBe(false)
    expect(await effects('expired')).toBe(2)
    expect(await purgeExpiredIdempotencyKeys(tdb.db, new Date(t9.getTime() + IDEMPOTENCY_TTL_MS + 1))).toBeGreaterThanOrEqual(1)
    expect(await tdb.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.key, key)))).toEqual([])
  })

  it.runIf(usingPostgres())('PostgreSQL: a duplicate sent while the first is still working gets 409', async () => {
    const key = randomUUID()
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const first = withIdempotency(tdb.db, { agencyId, scope: 'test', key, payload: 1 }, async (tx) => {
      await gate
      return work('gated')(tx)
    })
    await new Promise((r) => setTimeout(r, 50))
    expect(await codeOf(withIdempotency(tdb.db, { agencyId, scope: 'test', key, payload: 1 }, work('gated')))).toBe(OrderErrorCode.IDEMPOTENCY_IN_FLIGHT)
    release()
    expect((await first).replayed).toBe(false)
    expect(await effects('gated')).toBe(1)
  })

  it('canonicalJson sorts keys and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: undefined, c: [2, { z: 1, y: 2 }] } })).toBe('{"a":{"c":[2,{"y":2,"z":1}]},"b":1}')
  })
})
