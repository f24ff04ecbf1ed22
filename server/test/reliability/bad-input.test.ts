import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { mailOutbox, users } from '../../db/schema'
import { createTestApp, type TestApp } from '../harness'
import { BAD_CASES, IGNORED_INPUT, type BadCase } from './bad-input.cases'
import { diffSnapshots, ROLES, sessionFor, snapshotTables, type Role, type RoleSession } from './roles'
import { judge, send } from './send'

// The bad-input corpus (bad-input.cases.ts) against the whole app: a 4xx for every case,
// the field named where there is one, no stack traces, and the database unchanged (only
// the tables a case declares in mayWrite, the login throttle, may change).

let t: TestApp
const sessions = new Map<Role, RoleSession | null>()
let baseline: Map<string, string>
let last: Map<string, string>

beforeAll(async () => {
  t = await createTestApp()
  sessions.set('visitor', null)
  for (const role of ROLES) if (role !== 'visitor') sessions.set(role, await sessionFor(t, role))
  baseline = await snapshotTables(t)
  last = baseline
})
afterAll(async () => {
  await t?.close()
})

describe('the corpus', () => {
  it('has at least 200 cases with unique names', () => {
    expect(BAD_CASES.length).toBeGreaterThanOrEqual(200)
    expect(new Set(BAD_CASES.map((c) => c.name)).size).toBe(BAD_CASES.length)
  })
})

async function runCase(c: BadCase) {
  const answer = await send(t, c, sessions.get(c.as ?? 'visitor') ?? null)
  const problems = judge(c, answer)
  const now = await snapshotTables(t)
  problems.push(...diffSnapshots(last, now, c.mayWrite).map((d) => `database changed: ${d}`))
  last = now
  expect(problems, `${c.method} ${c.path.slice(0, 120)} → ${answer.status} ${answer.text.slice(0, 200)}`).toEqual([])
}

describe('bad requests get a 4xx that names the field and change nothing', () => {
  for (const c of BAD_CASES) {
    if (c.knownBug) it.fails(`${c.name} [known bug: ${c.knownBug}]`, () => runCase(c))
    else it(c.name, () => runCase(c))
  }

  it('left every table but the login throttle as it was', async () => {
    expect(diffSnapshots(baseline, await snapshotTables(t), ['auth_throttle'])).toEqual([])
  })

  it('the snapshot notices an insert and an in-place update (so the check above can fail)', async () => {
    const before = await snapshotTables(t)
    const [row] = await t.db.db.insert(mailOutbox).values({ to: 'x@example.com', subject: 's', body: 'b' }).returning({ id: mailOutbox.id })
    expect(diffSnapshots(before, await snapshotTables(t))).toEqual([expect.stringMatching(/^mail_outbox: /)])
    await t.db.db.delete(mailOutbox).where(eq(mailOutbox.id, row!.id))
    const [u] = await t.db.db.select({ phone: users.phone }).from(users).where(eq(users.username, 'demo_agent'))
    await t.db.db.update(users).set({ phone: '10000000000' }).where(eq(users.username, 'demo_agent'))
    expect(diffSnapshots(before, await snapshotTables(t))).toEqual([expect.stringMatching(/^users: /)])
    await t.db.db.update(users).set({ phone: u!.phone }).where(eq(users.username, 'demo_agent'))
    expect(diffSnapshots(before, await snapshotTables(t))).toEqual([])
  })
})

describe('input an endpoint does not read leaves its answer unchanged', () => {
  for (const c of IGNORED_INPUT) {
    it(c.name, async () => {
      const clean = await t.request(c.clean)
      const junk = await t.request(c.path)
      expect(junk.status).toBe(clean.status)
      expect(await junk.text()).toBe(await clean.text())
    })
  }
})

describe('static files stay inside DIST_DIR', () => {
  let app: TestApp
  const SECRET = 'top-secret-4f1c9e'
  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'b2b-traversal-'))
    const dist = path.join(root, 'dist')
    mkdirSync(path.join(dist, 'assets'), { recursive: true })
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>')
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)')
    writeFileSync(path.join(root, 'secret.txt'), SECRET)
    writeFileSync(path.join(root, 'secret.js'), SECRET)
    app = await createTestApp({ distDir: dist })
  })
  afterAll(async () => {
    await app?.close()
  })

  const probes = [
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.js',
    '/assets/%2e%2e/%2e%2e/secret.js',
    '/assets/..%5c..%5csecret.js',
    '/%2e%2e%2fsecret.txt',
    '/assets/%252e%252e%252f%252e%252e%252fsecret.js',
    '/static/img/hotel/..%2f..%2f..%2fsecret.txt/1.svg',
  ]
  for (const p of probes) {
    it(`GET ${p} does not serve a file outside dist`, async () => {
      const res = await app.request(p)
      expect(res.status).toBeLessThan(500)
      expect(await res.text()).not.toContain(SECRET)
    })
  }
  it('still serves the app itself (the probes are meaningful)', async () => {
    expect(await (await app.request('/assets/app.js')).text()).toBe('console.log(1)')
  })
})
