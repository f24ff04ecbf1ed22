import { count, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createSession, hashToken } from '../http/session'
import { createTestDb, TEST_SEED_HOTELS, type TestDb } from '../test/test-db'
import { DataDirLockedError } from './data-dir-lock'
import { seedIfEmpty } from './seed/index'
import { hotels, sessions, users } from './schema'

let t: TestDb | undefined

afterAll(async () => {
  await t?.destroy()
})

describe('close and reopen', () => {
  it('keeps the data of a cleanly closed database', async () => {
    // PGlite in a temp directory (the case that matters), or the same PostgreSQL database.
    t = await createTestDb({ onDisk: true })
    const [agent] = await t.db.select().from(users).where(eq(users.username, 'demo_agent'))
    const session = await createSession(t.db, agent!.id, { ip: '127.0.0.1', userAgent: 'test' })
    if (t.kind === 'pglite') {
      // A second server on the same data directory would corrupt it: refused while open.
      await expect(t.reopen()).rejects.toThrow(DataDirLockedError)
    }
    await t.close()

    const again = await t.reopen()
    try {
      await again.migrate()
      expect((await seedIfEmpty(again.db, { hotels: 10 })).seeded).toBe(false)
      expect((await again.db.select({ n: count() }).from(hotels))[0]?.n).toBe(TEST_SEED_HOTELS)
      const [row] = await again.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(session.token)))
      expect(row?.userId).toBe(agent!.id)
    } finally {
      await again.close()
    }
  })
})
