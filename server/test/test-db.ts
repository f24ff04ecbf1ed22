import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createDb, type DbHandle } from '../db/client'
import { seedIfEmpty, type SeedResult } from '../db/seed/index'

// A fresh database per test file: PGlite (in memory, or in a temp directory when the test
// needs to reopen it) by default; with DATABASE_URL set, a new PostgreSQL database
// t_<random> created through the server's maintenance database and dropped afterwards.

export const TEST_SEED_HOTELS = 60

export type TestDb = DbHandle & {
  /** PostgreSQL URL or PGlite directory of this database (for reopen tests). */
  location: { databaseUrl?: string; dataDir?: string }
  seed: SeedResult | null
  /** Opens a second handle on the same database (after close(), for persistence tests). */
  reopen(): Promise<DbHandle>
  /** Closes the handle (if still open) and deletes the database. */
  destroy(): Promise<void>
}

export function usingPostgres(): boolean {
  return Boolean(process.env.DATABASE_URL)
}

function adminUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl)
  url.pathname = '/postgres'
  return url.toString()
}

async function adminQuery(databaseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl(databaseUrl) })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

export async function createTestDb(
  options: { seed?: boolean; migrate?: boolean; hotels?: number; onDisk?: boolean } = {},
): Promise<TestDb> {
  const { migrate = true, hotels = TEST_SEED_HOTELS, onDisk = false } = options
  const seed = migrate && (options.seed ?? true)
  const base = process.env.DATABASE_URL
  let location: TestDb['location']
  let cleanup: () => Promise<void>

  if (base) {
    const name = `t_${randomBytes(6).toString('hex')}`
    await adminQuery(base, `CREATE DATABASE ${name}`)
    const url = new URL(base)
    url.pathname = `/${name}`
    location = { databaseUrl: url.toString() }
    cleanup = () => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  } else if (onDisk) {
    const dir = mkdtempSync(path.join(tmpdir(), 'b2b-pglite-'))
    location = { dataDir: dir }
    cleanup = async () => rmSync(dir, { recursive: true, force: true })
  } else {
    location = { dataDir: 'memory://' }
    cleanup = async () => undefined
  }

  const handle = await createDb({ ...location, poolMax: 4 })
  if (migrate) await handle.migrate()
  const seedResult = seed ? await seedIfEmpty(handle.db, { hotels }) : null
  return {
    ...handle,
    location,
    seed: seedResult,
    reopen: () => createDb({ ...location, poolMax: 4 }),
    async destroy() {
      await handle.close()
      await cleanup()
    },
  }
}
