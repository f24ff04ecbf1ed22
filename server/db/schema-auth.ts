import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './schema'

// Sign-in state that several server instances must share (architecture.md "Runtime"): emailed
// codes and failed-attempt counters live here, never in process memory.

/** §4/§9 emailed codes: 6 digits, single use, 10 minutes, bound to account and purpose. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** §7 purpose: 0 login, 3 reset. */
    purpose: smallint('purpose').notNull(),
    /** sha-256 of salt + code; the code itself is only in the mail. */
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    /** Used, superseded by a newer code, or burnt by too many wrong tries. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_user_idx').on(t.userId, t.purpose, t.createdAt),
    check('verification_codes_purpose_ck', sql`${t.purpose} in (0, 3)`),
  ],
)

/**
 * Failed-attempt counters per key ('login:user:<name>', 'login:ip:<ip>', 'lookup:ip:<ip>', …)
 * in a fixed window; lockedUntil is set when a key passes its limit.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_throttle_updated_idx').on(t.updatedAt)],
)
