import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../db/client'
import { agencies } from '../db/schema'
import { createTestDb, usingPostgres, type TestDb } from '../test/test-db'
import { maintainOnce, maintenanceDue } from './pglite-maintenance'

// PGlite has no autovacuum; maintainOnce does its work with its thresholds (50 + 10 % of the
// rows changed for ANALYZE, 50 + 20 % dead for VACUUM). On PostgreSQL it does nothing.

describe('maintenanceDue', () => {
  const t = { relname: 't', reltuples: 1000, n_dead_tup: 0, n_mod_since_analyze: 0, n_ins_since_vacuum: 0 }
  it('follows autovacuum’s default thresholds', () => {
    expect(maintenanceDue(t)).toBeNull()
    expect(maintenanceDue({ ...t, reltuples: -1 })).toBe('analyze')
    expect(maintenanceDue({ ...t, n_mod_since_analyze: 150 })).toBeNull()
    expect(maintenanceDue({ ...t, n_mod_since_analyze: 151 })).toBe('analyze')
    expect(maintenanceDue({ ...t, n_dead_tup: 250 })).toBeNull()
    expect(maintenanceDue({ ...t, n_dead_tup: 251 })).toBe('vacuum')
    expect(maintenanceDue({ ...t, n_ins_since_vacuum: 1201 })).toBe('vacuum')
  })
})

describe.skipIf(usingPostgres())('maintainOnce on PGlite', () => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb({ seed: false })
  })
  afterAll(() => t.destroy())

  const reltuples = async (table: string) =>
    Number((await queryRows<{ n: number }>(t.db, sql`select reltuples::float8 as n from pg_class where relname = ${table}`))[0]?.n)

  it('analyzes tables never analyzed, then only those changed past the threshold', async () => {
    expect(await reltuples('agencies')).toBe(-1)
    const first = await maintainOnce(t.db)
    expect(first.analyzed).toContain('agencies')
    expect(first.analyzed).toContain('orders')
    expect(await reltuples('agencies')).toBe(0)
    expect((await maintainOnce(t.db)).analyzed).toEqual([])

    await t.db.insert(agencies).values(Array.from({ length: 40 }, (_, i) => ({ code: `M${i}`, name: `Maintenance ${i}` })))
    expect((await maintainOnce(t.db)).analyzed).toEqual([])
    await t.db.insert(agencies).values(Array.from({ length: 20 }, (_, i) => ({ code: `N${i}`, name: `Maintenance ${i}` })))
    expect((await maintainOnce(t.db)).analyzed).toEqual(['agencies'])
    expect(await reltuples('agencies')).toBe(60)
  })

  it('vacuums a table with many dead rows', async () => {
    // 60 rows: VACUUM is due past 50 + 12 dead ones.
    for (let i = 0; i < 3; i++) await t.db.execute(sql`update agencies set name = name || '.'`)
    const report = await maintainOnce(t.db)
    expect(report.vacuumed).toEqual(['agencies'])
    const [stats] = await queryRows<{ dead: number }>(t.db, sql`select n_dead_tup::float8 as dead from pg_stat_user_tables where relname = 'agencies'`)
    expect(stats?.dead).toBe(0)
  })
})

describe.runIf(usingPostgres())('maintainOnce on PostgreSQL', () => {
  it('leaves the work to autovacuum', async () => {
    const t = await createTestDb({ seed: false })
    try {
      expect(await maintainOnce(t.db)).toEqual({ analyzed: [], vacuumed: [] })
    } finally {
      await t.destroy()
    }
  })
})
