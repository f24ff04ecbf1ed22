import { PGlite } from '@electric-sql/pglite'
import { sql, type SQL } from 'drizzle-orm'
import pg from 'pg'
import { pgliteOf, queryRows, type Db } from './client'

// Named prepared statements for the hottest read queries (the session lookup of every
// signed-in request, the agency's credit, hotel list and rate search).
//
// Why: PGlite runs one query at a time, and for the small indexed reads of the search paths
// parsing and planning cost more than executing: an ad-hoc query goes through five protocol
// messages and a fresh plan every time, while `EXECUTE name(…)` of a statement prepared once
// per session is one simple-protocol message and reuses the plan (measured at 50,000
// hotels: 0.73 ms → 0.28 ms for the hotel list's query). On PostgreSQL the pool's clients
// prepare the statement by name once per connection (node-postgres caches it).
//
// Statements are session state, never data: a PGlite instance or pool that has not seen a
// statement yet prepares it on first use, and one that lost it (server restart, DISCARD)
// prepares it again. Only read-only statements with fixed text belong here.

export type PreparedStatement = {
  /** Unique per text: a PostgreSQL identifier. */
  name: string
  /** Parameter types in order ($1, $2, …), e.g. ['text', 'int[]', 'date']. */
  types: readonly string[]
  /** The statement with $1…$n placeholders. */
  text: string
}

export type PreparedValue = string | number | boolean | null

const preparedOn = new WeakMap<PGlite, Map<string, Promise<unknown>>>()

/** A parameter as an SQL literal (EXECUTE takes its arguments as expressions). */
export function literal(v: PreparedValue): string {
  if (v === null) return 'NULL'
  if (typeof v === 'boolean') return v ? 'true' : 'false'
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new RangeError(`not a finite number: ${v}`)
    return String(v)
  }
  // standard_conforming_strings (on by default since PostgreSQL 9.1): only quotes need doubling.
  if (v.includes('\0')) throw new RangeError('NUL in an SQL string')
  return `'${v.replaceAll("'", "''")}'`
}

/** The statement with its values inlined, for clients other than a PGlite or a pg pool. */
function inline(stmt: PreparedStatement, values: readonly PreparedValue[]): SQL {
  return sql.raw(stmt.text.replace(/\$(\d+)/g, (_, n: string) => `(${literal(values[Number(n) - 1] ?? null)})::${stmt.types[Number(n) - 1]}`))
}

function prepare(client: PGlite, stmt: PreparedStatement): Promise<unknown> {
  let statements = preparedOn.get(client)
  if (!statements) preparedOn.set(client, (statements = new Map()))
  let pending = statements.get(stmt.name)
  if (!pending) {
    const map = statements
    pending = client.exec(`prepare ${stmt.name}(${stmt.types.join(', ')}) as ${stmt.text}`)
    map.set(stmt.name, pending)
    pending.catch(() => {
      if (map.get(stmt.name) === pending) map.delete(stmt.name)
    })
  }
  return pending
}

async function onPglite<T>(client: PGlite, stmt: PreparedStatement, values: readonly PreparedValue[], retry = true): Promise<T[]> {
  await prepare(client, stmt)
  try {
    const results = await client.exec(`execute ${stmt.name}(${values.map(literal).join(', ')})`)
    return (results[0]?.rows ?? []) as T[]
  } catch (error) {
    // 26000 invalid_sql_statement_name: the session lost the statement; prepare it again.
    if (!retry || (error as { code?: string }).code !== '26000') throw error
    preparedOn.get(client)?.delete(stmt.name)
    return onPglite(client, stmt, values, false)
  }
}

/** Rows of a prepared statement on the top-level database handle `db`. */
export async function preparedRows<T extends Record<string, unknown>>(db: Db, stmt: PreparedStatement, values: readonly PreparedValue[]): Promise<T[]> {
  const lite = pgliteOf(db)
  if (lite) return onPglite<T>(lite, stmt, values)
  const client = (db as unknown as { $client?: unknown }).$client
  if (client instanceof pg.Pool) {
    const res = await client.query({ name: stmt.name, text: stmt.text, values: [...values] })
    return res.rows as T[]
  }
  return queryRows<T>(db, inline(stmt, values))
}
