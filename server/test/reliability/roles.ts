import { sql } from 'drizzle-orm'
import { queryRows } from '../../db/client'
import { users } from '../../db/schema'
import { createSession } from '../../http/session'
import type { TestApp } from '../harness'

// The six callers of the authorization matrix and the bad-input corpus. Sessions are created
// directly in the database (what a successful login stores), because demo_verify's login
// needs an emailed code and password logins would trip the login throttle.

export const ROLES = ['visitor', 'viewer', 'sub', 'main', 'other', 'superuser'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_USER: Record<Exclude<Role, 'visitor'>, string> = {
  viewer: 'demo_viewer',
  sub: 'demo_sub',
  main: 'demo_agent',
  /** Main user of another agency (Maple Route Tours). */
  other: 'demo_verify',
  superuser: 'demo_admin',
}

export type RoleSession = { token: string; csrf: string; cookie: string }

export async function sessionFor(t: TestApp, role: Exclude<Role, 'visitor'>): Promise<RoleSession> {
  const username = ROLE_USER[role]
  const [user] = await t.db.db.select({ id: users.id }).from(users).where(sql`${users.username} = ${username}`)
  if (!user) throw new Error(`seed has no ${username}`)
  const s = await createSession(t.db.db, user.id, { ip: null, userAgent: 'reliability-suite' })
  return { token: s.token, csrf: s.csrfToken, cookie: `token=${s.token}; csrftoken=${s.csrfToken}` }
}

/** Request headers for a role: Bearer (API integration) or the browser's cookie session. */
export function authHeaders(session: RoleSession | null, viaCookie = false): Record<string, string> {
  if (!session) return {}
  return viaCookie ? { Cookie: session.cookie } : { Authorization: `Bearer ${session.token}` }
}

/** Row count and content checksum of every table, to prove a request changed nothing. */
export async function snapshotTables(t: TestApp): Promise<Map<string, string>> {
  const tables = await queryRows<{ name: string }>(
    t.db.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  // One round trip for all tables: this runs after every corpus case.
  const parts = tables.map(({ name }) => {
    const ident = `"${name.replace(/"/g, '""')}"`
    const literal = `'${name.replace(/'/g, "''")}'`
    return `select ${literal} as name, count(*)::text || ':' || md5(coalesce(string_agg(md5(x::text), '' order by md5(x::text)), '')) as sum from ${ident} x`
  })
  const out = new Map<string, string>()
  if (!parts.length) return out
  for (const row of await queryRows<{ name: string; sum: string }>(t.db.db, sql.raw(parts.join(' union all ')))) out.set(row.name, row.sum)
  return out
}

export function diffSnapshots(before: Map<string, string>, after: Map<string, string>, ignore: string[] = []): string[] {
  const names = new Set([...before.keys(), ...after.keys()])
  return [...names].filter((n) => !ignore.includes(n) && before.get(n) !== after.get(n)).map((n) => `${n}: ${before.get(n)} → ${after.get(n)}`)
}
