import { readFileSync } from 'node:fs'
import { count, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDb, usingPostgres, type TestDb } from '../test/test-db'
import { createDb, queryRows } from './client'
import { seedIfEmpty } from './seed/index'
import { users } from './schema'

let t: TestDb | undefined
let fresh: TestDb | undefined
afterAll(async () => {
  await Promise.all([t?.destroy(), fresh?.destroy()])
})

describe('createDb', () => {
  it('applies every migration, including pg_trgm', async () => {
    t = await createTestDb({ seed: false })
    const ext = await queryRows<{ extname: string }>(t.db, sql`select extname from pg_extension where extname = 'pg_trgm'`)
    expect(ext).toHaveLength(1)
    const applied = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
    // Every migration in the journal, not a hard-coded count that goes stale with each one.
    const journal = JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] }
    expect(journal.entries.length).toBeGreaterThanOrEqual(4)
    expect(applied[0]?.n).toBe(journal.entries.length)
  })

  // Several server processes starting together on one PostgreSQL (architecture.md "Runtime").
  it.skipIf(!usingPostgres())('lets two processes migrate and seed the same PostgreSQL database at once', async () => {
    fresh = await createTestDb({ migrate: false })
    const url = fresh.location.databaseUrl!
    const [one, two] = await Promise.all([createDb({ databaseUrl: url }), createDb({ databaseUrl: url })])
    try {
      await Promise.all([one.migrate(), two.migrate()])
      const results = await Promise.all([seedIfEmpty(one.db, { hotels: 20 }), seedIfEmpty(two.db, { hotels: 20 })])
      expect(results.filter((r) => r.seeded)).toHaveLength(1)
      expect((await one.db.select({ n: count() }).from(users))[0]?.n).toBe(6)
    } finally {
      await Promise.all([one.close(), two.close()])
    }
  })
})
