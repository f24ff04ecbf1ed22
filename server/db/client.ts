import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock'
import { instanceParsers, withoutPerQueryParsers } from './pglite-parsers'
import { schema } from './schema'

/** The one database type every query is written against, whichever driver is active. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type DbKind = 'pglite' | 'postgres'

export type DbHandle = {
  db: Db
  kind: DbKind
  /** Applies the checked-in migrations (idempotent). */
  migrate(): Promise<void>
  /** Closes the pool or flushes and closes PGlite. Safe to call twice. */
  close(): Promise<void>
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url))
const MIGRATION_LOCK_KEY = 727_270_002

export type DbOptions = {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string
  /** PGlite data directory; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string
  /** Pool size for PostgreSQL. */
  poolMax?: number
  /** Errors of idle pooled connections (a restarted server, …); unhandled they would crash. */
  onPoolError?: (error: Error) => void
}

export async function createDb(options: DbOptions): Promise<DbHandle> {
  return options.databaseUrl ? createPostgres(options) : createPglite(options.dataDir)
}

async function createPglite(dataDir: string | undefined): Promise<DbHandle> {
  const inMemory = !dataDir || dataDir.startsWith('memory://')
  let release = () => {}
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true })
    release = lockDataDir(dataDir)
  }
  let client: PGlite
  try {
    client = await PGlite.create({ dataDir: inMemory ? undefined : dataDir, extensions: { pg_trgm }, parsers: instanceParsers() })
  } catch (error) {
    release()
    throw error
  }
  // drizzle's parsers given once, not copied into every query (pglite-parsers.ts).
  const db = drizzlePglite({ client: withoutPerQueryParsers(client), schema })
  let closed = false
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    async close() {
      if (closed) return
      closed = true
      try {
        await client.close()
      } finally {
        release()
      }
    },
  }
}

async function createPostgres(options: DbOptions): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 })
  pool.on('error', (error) => options.onPoolError?.(error))
  // Fail at start-up, not on the first request, when the database is unreachable.
  const probe = await pool.connect()
  probe.release()
  const db = drizzlePg({ client: pool, schema })
  let closed = false
  return {
    db,
    kind: 'postgres',
    // Several server processes may start together on one PostgreSQL (architecture.md
    // "Runtime"): one migrates while the others wait on a session advisory lock, taken on
    // the same dedicated connection the migrator uses.
    async migrate() {
      const client = new pg.Client({ connectionString: options.databaseUrl })
      await client.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
        await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
        await client.end()
      }
    },
    async close() {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}

/**
 * Rows of a raw SQL query. Both drivers answer db.execute() with `{ rows }`, but the shared
 * PgDatabase type cannot know that, so the cast lives here once.
 */
/** The PGlite instance behind a top-level handle, or null (PostgreSQL, or a transaction). */
export function pgliteOf(db: Db): PGlite | null {
  const client = (db as unknown as { $client?: unknown }).$client
  return client instanceof PGlite ? client : null
}

export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
