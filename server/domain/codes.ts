import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { CodePurposeValue } from '../../src/contract/auth'
import type { Db } from '../db/client'
import { users, verificationCodes } from '../db/schema'

// §4/§9 emailed verification codes: 6 digits from the CSPRNG, single use, valid 10 minutes,
// bound to one account and one purpose, burnt after 5 wrong tries, resent no sooner than 60 s.
// Only a salted hash is stored; the code exists in clear only in the mail.

export const CODE_TTL_MS = 10 * 60_000
export const CODE_MAX_FAILURES = 5
export const CODE_RESEND_MS = 60_000

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex')
}

export type IssueResult = { ok: true; code: string; expiresAt: Date } | { ok: false; retryAfterSec: number }

/** Issues a new code, superseding any live one; refuses within 60 s of the previous send. */
export async function issueCode(db: Db, userId: number, purpose: CodePurposeValue, now = new Date()): Promise<IssueResult> {
  return db.transaction(async (tx) => {
    // Serialises concurrent sends for one account, so two clicks cannot both pass the 60 s rule.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const [last] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
    const sinceLast = last ? now.getTime() - last.createdAt.getTime() : Infinity
    if (sinceLast < CODE_RESEND_MS) return { ok: false, retryAfterSec: Math.ceil((CODE_RESEND_MS - sinceLast) / 1000) }
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)))
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0')
    const salt = randomBytes(16).toString('hex')
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS)
    await tx.insert(verificationCodes).values({ userId, purpose, codeHash: hashCode(salt, code), salt, createdAt: now, expiresAt })
    return { ok: true, code, expiresAt }
  })
}

export type VerifyResult = 'ok' | 'invalid' | 'expired'

/**
 * Checks `input` against the account's live code for `purpose` and consumes it on success.
 * 'expired' covers never sent, timed out, already used and burnt by wrong tries.
 */
export async function verifyCode(db: Db, userId: number, purpose: CodePurposeValue, input: string, now = new Date()): Promise<VerifyResult> {
  const [live] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
  if (!live) return 'expired'
  const given = Buffer.from(hashCode(live.salt, input.trim()))
  const stored = Buffer.from(live.codeHash)
  if (given.length === stored.length && timingSafeEqual(given, stored)) {
    // The conditional update makes the code single-use even when two requests race.
    const used = await db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id })
    return used.length === 1 ? 'ok' : 'expired'
  }
  await db
    .update(verificationCodes)
    .set({
      failedAttempts: sql`${verificationCodes.failedAttempts} + 1`,
      consumedAt: sql`case when ${verificationCodes.failedAttempts} + 1 >= ${CODE_MAX_FAILURES} then ${now.toISOString()}::timestamptz else ${verificationCodes.consumedAt} end`,
    })
    .where(eq(verificationCodes.id, live.id))
  return 'invalid'
}
