import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { appMeta } from '../../db/schema'

// HMAC-SHA256 signed tokens ("base64url(json).base64url(mac)") for card requests, provider
// callbacks, pay links and share links. The secret is PAYMENT_SECRET from the environment,
// or else one generated once and kept in app_meta, so every server instance on the same
// database signs and verifies alike (architecture.md: no per-process state).

const secretCache = new WeakMap<Db, Promise<string>>()

export function paymentSecret(db: Db): Promise<string> {
  const fromEnv = process.env.PAYMENT_SECRET
  if (fromEnv && fromEnv.length >= 16) return Promise.resolve(fromEnv)
  let cached = secretCache.get(db)
  if (!cached) {
    cached = loadOrCreateSecret(db)
    cached.catch(() => secretCache.delete(db))
    secretCache.set(db, cached)
  }
  return cached
}

async function loadOrCreateSecret(db: Db): Promise<string> {
  const fresh = randomBytes(32).toString('base64url')
  // Whoever inserts first wins; everyone then reads the stored value.
  await db.execute(
    sql`insert into app_meta (key, value) values ('payment_secret', ${JSON.stringify(fresh)}::jsonb) on conflict (key) do nothing`,
  )
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'payment_secret'))
  if (typeof row?.value !== 'string') throw new Error('payment secret missing')
  return row.value
}

export function mac(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url')
}

export function macMatches(data: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(mac(data, secret))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** A signed, purpose-bound token. `p` (purpose) stops a share token from paying, etc. */
export function signToken(purpose: string, payload: Record<string, unknown>, secret: string): string {
  const body = Buffer.from(JSON.stringify({ p: purpose, ...payload })).toString('base64url')
  return `${body}.${mac(body, secret)}`
}

/** The payload when the signature is ours and the purpose matches; null otherwise. */
export function verifyToken(purpose: string, token: string, secret: string): Record<string, unknown> | null {
  const dot = token.indexOf('.')
  if (dot <= 0) return null
  const body = token.slice(0, dot)
  if (!macMatches(body, token.slice(dot + 1), secret)) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    if (!parsed || typeof parsed !== 'object' || (parsed as { p?: unknown }).p !== purpose) return null
    return parsed as Record<string, unknown>
  } catch {
    return null
  }
}
