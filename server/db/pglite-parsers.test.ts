import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite'
import { eq } from 'drizzle-orm'
import { date, integer, interval, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { instanceParsers, isDrizzleTextParsers, withoutPerQueryParsers } from './pglite-parsers'

const stamps = pgTable('stamps', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  plain: timestamp('plain', { mode: 'string' }),
  day: date('day', { mode: 'string' }),
  span: interval('span'),
  amount: numeric('amount'),
  ats: timestamp('ats', { withTimezone: true, mode: 'date' }).array(),
  days: date('days', { mode: 'string' }).array(),
})

let client: PGlite
/** The options of every query that reached PGlite, in transactions too. */
const reached: Array<QueryOptions | undefined> = []

beforeAll(async () => {
  client = await PGlite.create({ parsers: instanceParsers() })
  await client.exec(
    'create table stamps (id int primary key, at timestamptz, plain timestamp, day date, span interval, amount numeric, ats timestamptz[], days date[])',
  )
  const query = client.query.bind(client)
  client.query = ((sql: string, params?: unknown[], options?: QueryOptions) => {
    reached.push(options)
    return query(sql, params, options)
  }) as PGlite['query']
  const transaction = client.transaction.bind(client)
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx)
      tx.query = ((sql: string, params?: unknown[], options?: QueryOptions) => {
        reached.push(options)
        return txQuery(sql, params, options)
      }) as Transaction['query']
      return callback(tx)
    })) as PGlite['transaction']
  withoutPerQueryParsers(client)
})
afterAll(async () => {
  await client.close()
})

describe("drizzle's parsers on PGlite", () => {
  it('are given to PGlite once: no query of drizzle carries its own, and every value reads as drizzle maps it', async () => {
    const db = drizzle({ client })
    const at = new Date('2026-12-03T08:49:51.131Z')
    await db.insert(stamps).values({ id: 1, at, plain: '2026-12-03 16:49:51', day: '2026-12-03', span: '1 day 02:00:00', amount: '12.50', ats: [at], days: ['2026-12-03', '2027-01-02'] })
    const [row] = await db.select().from(stamps).where(eq(stamps.id, 1))
    expect(row).toEqual({ id: 1, at, plain: '2026-12-03 16:49:51', day: '2026-12-03', span: '1 day 02:00:00', amount: '12.50', ats: [at], days: ['2026-12-03', '2027-01-02'] })
    const inTx = await db.transaction(async (tx) => {
      await tx.update(stamps).set({ day: '2027-02-03' }).where(eq(stamps.id, 1))
      return (await tx.select({ day: stamps.day, at: stamps.at }).from(stamps))[0]
    })
    expect(inTx).toEqual({ day: '2027-02-03', at })
    const raw = (await db.execute('select now()::timestamptz as now')).rows[0] as { now: unknown }
    expect(typeof raw.now).toBe('string')

    // If drizzle's set of text types changes, queries keep their own parsers (correct, but
    // slow again): this fails, and DRIZZLE_TEXT_TYPES wants updating.
    expect(reached.length).toBeGreaterThanOrEqual(5)
    expect(reached.filter((options) => options?.parsers !== undefined)).toEqual([])
    expect(reached.every((options) => options?.rowMode === 'array' || options?.rowMode === 'object')).toBe(true)
  })

  it("leaves any other parsers to the query that gives them", async () => {
    const text = (v: string) => v
    expect(isDrizzleTextParsers(instanceParsers())).toBe(true)
    expect(isDrizzleTextParsers(undefined)).toBe(false)
    expect(isDrizzleTextParsers({ 1114: text })).toBe(false)
    expect(isDrizzleTextParsers({ ...instanceParsers(), 16: text })).toBe(false)
    const before = reached.length
    const { rows } = await client.query<{ n: string }>('select 41 + 1 as n', [], { parsers: { 23: (v: string) => `int ${v}` } })
    expect(rows[0]?.n).toBe('int 42')
    expect(reached[before]?.parsers).toBeDefined()
  })
})
