import { types, type PGlite, type Transaction } from '@electric-sql/pglite'

// drizzle's PGlite driver gives every query the same `parsers` option: timestamps, dates,
// intervals and their arrays (and numeric[]) come back as PostgreSQL's text, which drizzle
// maps itself. PGlite merges a query's parsers into its own table of every type's parser with
// an object spread, on every query: ~150-190 µs of a ~300 µs query here (#9, the server bench's
// per-request time on PGlite). The same parsers given to PGlite once, at creation, and the
// per-query copy dropped, give the same rows for half the time.

/** The types drizzle 0.45's PGlite driver reads as text (drizzle-orm/pglite/session.js). */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]

const asText = (value: string) => value

/** PGlite's `parsers` option: the text types above as text, for every query. */
export function instanceParsers(): Record<number, (value: string) => string> {
  return Object.fromEntries(DRIZZLE_TEXT_TYPES.map((id) => [id, asText]))
}

const TEXT_TYPE_KEYS = DRIZZLE_TEXT_TYPES.map(String).sort().join()

/** Whether a query's parsers are drizzle's text parsers, which the instance already has. */
export function isDrizzleTextParsers(parsers: Record<number, unknown> | undefined): boolean {
  return parsers !== undefined && Object.keys(parsers).sort().join() === TEXT_TYPE_KEYS
}

type Queryable = Pick<PGlite | Transaction, 'query'>

function dropTextParsers<T extends Queryable>(target: T): T {
  const query = target.query.bind(target) as Queryable['query']
  target.query = ((sql: string, params?: unknown[], options?: Parameters<Queryable['query']>[2]) =>
    // Any other parsers (a drizzle upgrade that reads more types as text) go through as given.
    query(sql, params, options && isDrizzleTextParsers(options.parsers) ? { ...options, parsers: undefined } : options)) as T['query']
  return target
}

/**
 * The PGlite instance for drizzle, created with `instanceParsers()`: its queries, and those
 * of its transactions, leave out drizzle's per-query copy of the same parsers.
 */
export function withoutPerQueryParsers(client: PGlite): PGlite {
  dropTextParsers(client)
  const transaction = client.transaction.bind(client)
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) => transaction((tx) => callback(dropTextParsers(tx)))) as PGlite['transaction']
  return client
}
