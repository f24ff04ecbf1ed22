import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { authThrottle } from '../db/schema'

// Failed-attempt throttling kept in the database, so every server instance on one PostgreSQL
// sees the same counters (architecture.md "Runtime"). A key counts failures in a fixed window;
// reaching the limit locks the key for `lockMs`. Before the lock, failures slow down
// (failureDelayMs) so scripted guessing gets expensive without bothering a person who mistypes.

export type ThrottlePolicy = { limit: number; windowMs: number; lockMs: number }

const MIN = 60_000
export const POLICIES = {
  /** Per account name, known or not (so a lock says nothing about existence). */
  loginUser: { limit: 5, windowMs: 15 * MIN, lockMs: 15 * MIN },
  /** Per client IP: many accounts from one address. */
  loginIp: { limit: 30, windowMs: 15 * MIN, lockMs: 15 * MIN },
  /** Forgot-password lookups and reset-code sends per IP (every call counts): enumeration. */
  lookupIp: { limit: 20, windowMs: 15 * MIN, lockMs: 15 * MIN },
  /** Company sign-ups per IP (every call counts). */
  signupIp: { limit: 10, windowMs: 60 * MIN, lockMs: 60 * MIN },
} as const satisfies Record<string, ThrottlePolicy>

export const throttleKey = {
  loginUser: (username: string) => `login:user:${username.trim().toLowerCase()}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  lookupIp: (ip: string) => `lookup:ip:${ip}`,
  signupIp: (ip: string) => `signup:ip:${ip}`,
}

/** Seconds until the latest lock among `keys` ends, or 0 when none is locked. */
export async function lockedFor(db: Db, keys: string[], now = new Date()): Promise<number> {
  if (keys.length === 0) return 0
  const rows = await db.select({ lockedUntil: authThrottle.lockedUntil }).from(authThrottle).where(inArray(authThrottle.key, keys))
  let until = 0
  for (const r of rows) if (r.lockedUntil && r.lockedUntil.getTime() > until) until = r.lockedUntil.getTime()
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0
}

/**
 * Counts one failure on `key` atomically (one upsert, safe across instances) and returns the
 * failures in the current window and whether the key is now locked.
 */
export async function recordFailure(
  db: Db,
  key: string,
  policy: ThrottlePolicy,
  now = new Date(),
): Promise<{ failures: number; locked: boolean }> {
  const windowFloor = new Date(now.getTime() - policy.windowMs)
  const lockUntil = new Date(now.getTime() + policy.lockMs)
  // A window that ended, or a lock that ran out, starts counting afresh.
  const fresh = sql`(${authThrottle.windowStart} < ${windowFloor.toISOString()}::timestamptz or (${authThrottle.lockedUntil} is not null and ${authThrottle.lockedUntil} <= ${now.toISOString()}::timestamptz))`
  const next = sql`(case when ${fresh} then 1 else ${authThrottle.failures} + 1 end)`
  const rows = await db
    .insert(authThrottle)
    .values({ key, failures: 1, windowStart: now, lockedUntil: policy.limit <= 1 ? lockUntil : null, updatedAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: next,
        windowStart: sql`(case when ${fresh} then ${now.toISOString()}::timestamptz else ${authThrottle.windowStart} end)`,
        lockedUntil: sql`(case when ${next} >= ${policy.limit} then ${lockUntil.toISOString()}::timestamptz when ${fresh} then null else ${authThrottle.lockedUntil} end)`,
        updatedAt: now,
      },
    })
    .returning({ failures: authThrottle.failures, lockedUntil: authThrottle.lockedUntil })
  const row = rows[0]
  return { failures: row?.failures ?? 1, locked: Boolean(row?.lockedUntil && row.lockedUntil.getTime() > now.getTime()) }
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key))
}

/** The slow-down before a lock: nothing for the first 2 failures, then 250 ms doubling to 2 s. */
export function failureDelayMs(failures: number): number {
  return failures < 3 ? 0 : Math.min(2000, 250 * 2 ** (failures - 3))
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
