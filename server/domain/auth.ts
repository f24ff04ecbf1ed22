import { and, eq, isNull, sql } from 'drizzle-orm'
import { VerifyReason } from '../../src/contract/errors'
import type { Db } from '../db/client'
import { mailOutbox, sessions, users } from '../db/schema'
import { hashPassword } from './passwords'

// Account rules shared by the sign-in routes: finding an account, the §8 601-604 reasons,
// password changes and session revocation, and mail for codes.

export type UserRow = typeof users.$inferSelect

const DAY = 86_400_000
/** §9: password age reminder 3 months (601); inactivity 60 days (603). */
export const PASSWORD_STALE_MS = 90 * DAY
export const INACTIVE_MS = 60 * DAY

export async function findUser(db: Db, username: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1)
  return user
}

export type Verification = {
  /** §8 reason shown to the user, the most pressing first; null when none applies. */
  reason: number | null
  /** 602 and 604 (and accounts flagged alwaysVerify) need the emailed code. */
  needsCode: boolean
}

/**
 * §8 601-604 for a login from `ip` now. An unknown IP (no socket, e.g. in-process tests) or an
 * unknown last IP never counts as "differs".
 */
export function loginVerification(user: Pick<UserRow, 'lastLoginAt' | 'lastLoginIp' | 'passwordChangedAt' | 'alwaysVerify'>, ip: string | null, now = new Date()): Verification {
  const reasons: number[] = []
  if (!user.lastLoginAt) reasons.push(VerifyReason.FIRST_LOGIN)
  else if (ip && user.lastLoginIp && ip !== user.lastLoginIp) reasons.push(VerifyReason.NEW_IP)
  if (user.lastLoginAt && now.getTime() - user.lastLoginAt.getTime() > INACTIVE_MS) reasons.push(VerifyReason.INACTIVE)
  if (now.getTime() - user.passwordChangedAt.getTime() > PASSWORD_STALE_MS) reasons.push(VerifyReason.PASSWORD_STALE)
  const needsCode = user.alwaysVerify || reasons.some((r) => r === VerifyReason.FIRST_LOGIN || r === VerifyReason.NEW_IP)
  return { reason: reasons[0] ?? null, needsCode }
}

/** Ends every live session of a user (password change, disabling), optionally sparing none. */
export async function revokeAllSessions(db: Db, userId: number, now = new Date()): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash })
  return rows.length
}

/** Stores a new password and revokes all sessions: whoever held the old one is out. */
export async function setPassword(db: Db, userId: number, password: string, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(password)
  await db.update(users).set({ passwordHash, passwordChangedAt: now, mustChangePassword: false }).where(eq(users.id, userId))
  await revokeAllSessions(db, userId, now)
}

/** Disables an account; its sessions end at once (the back office will call this). */
export async function disableUser(db: Db, userId: number, now = new Date()): Promise<void> {
  await db.update(users).set({ status: 'disabled' }).where(eq(users.id, userId))
  await revokeAllSessions(db, userId, now)
}

/**
 * Mail for codes. Without an SMTP transport (not built yet) mail goes to the outbox table,
 * which GET /api/dev/outbox shows outside production (architecture.md "Mail").
 */
export async function sendCodeMail(db: Db, to: string, code: string, purpose: 'login' | 'reset'): Promise<void> {
  const subject = purpose === 'login' ? 'Your login verification code' : 'Your password reset code'
  const body =
    `Your verification code is ${code}. It is valid for 10 minutes and can be used once.\n` +
    `If you did not ask for it, ignore this mail and consider changing your password.`
  await db.insert(mailOutbox).values({ to, subject, body })
}
