import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freshPostgres, loginOver, startServer, type ServerProcess } from '../../../scripts/bench/server-process'

// Durability: the real server (`node scripts/start.mjs`) under a write load, killed with
// SIGKILL mid-load, restarted on the same database (PGlite data directory, or PostgreSQL
// when DATABASE_URL is set). It must start (the stale data-dir lock of the killed process
// must not block it) and every write it acknowledged must still be there. Today the
// acknowledged writes are sessions (logins); orders and payments join ACKED_WRITES later.

const usePostgres = Boolean(process.env.DATABASE_URL)
const cleanups: Array<() => Promise<void> | void> = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

type Acked = { kind: string; check: (url: string) => Promise<boolean>; label: string }

/** One writer: logs in again and again; each 200 is an acknowledged session. */
async function loginWriter(url: string, acked: Acked[], stop: () => boolean) {
  while (!stop()) {
    try {
      const s = await loginOver(url, 'demo_agent', 'Harbor7Sky9')
      acked.push({
        kind: 'session',
        label: s.token.slice(0, 8),
        check: async (u) => (await fetch(`${u}/b2b/user_info`, { headers: { Authorization: `Bearer ${s.token}` } })).status === 200,
      })
    } catch {
      return // the server is gone
    }
  }
}

/** A reader alongside, so the kill also lands in the middle of other requests. */
async function reader(url: string, stop: () => boolean) {
  while (!stop()) {
    const ok = await fetch(`${url}/static/v2/exchange_rates`).then(() => true, () => false)
    if (!ok) return
  }
}

describe(`durability on ${usePostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('keeps every acknowledged write after a SIGKILL mid-load and restarts on the same database', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'b2b-durability-'))
    const distDir = mkdtempSync(path.join(tmpdir(), 'b2b-durability-dist-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }), () => rmSync(distDir, { recursive: true, force: true }))
    const pg = usePostgres ? await freshPostgres(process.env.DATABASE_URL!, 't_durable') : null
    if (pg) cleanups.push(() => pg.drop())
    const opts = { dataDir, databaseUrl: pg?.url, seedHotels: 60, env: { DIST_DIR: distDir }, timeoutMs: 120_000 }

    let server: ServerProcess = await startServer(opts)
    cleanups.push(() => server.kill())
    const acked: Acked[] = []
    let killed = false
    const stop = () => killed
    const writers = Array.from({ length: 4 }, () => loginWriter(server.url, acked, stop))
    const readers = Array.from({ length: 2 }, () => reader(server.url, stop))

    // Kill once enough writes are acknowledged, with requests in flight.
    const deadline = Date.now() + 60_000
    while (acked.length < 25 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    expect(acked.length, 'the load acknowledged too few writes before the kill').toBeGreaterThanOrEqual(25)
    await server.kill('SIGKILL')
    killed = true
    const exit = await server.exited
    expect(exit.signal).toBe('SIGKILL')
    await Promise.all([...writers, ...readers])
    const ackedAtKill = acked.length

    server = await startServer({ ...opts, seedHotels: 0 })
    const lost: string[] = []
    for (const a of acked) if (!(await a.check(server.url))) lost.push(`${a.kind} ${a.label}`)
    expect(lost, `${lost.length} of ${ackedAtKill} acknowledged writes lost`).toEqual([])
    // The restarted server works normally, writes included.
    await expect(loginOver(server.url, 'demo_agent', 'Harbor7Sky9')).resolves.toMatchObject({ token: expect.any(String) })
    await server.stop()
    expect((await server.exited).code).toBe(0)
  })
})
