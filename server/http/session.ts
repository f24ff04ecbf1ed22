import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { ErrorCode } from '../../src/contract/errors'
import { ALL_PERMISSIONS, hasPermissions } from '../../src/contract/permissions'
import type { Db } from '../db/client'
import { preparedRows, type PreparedStatement } from '../db/prepared'
import { sessions } from '../db/schema'
import { isHttps, originAllowed } from './request-info'
import { sendFail } from './respond'
import type { AppEnv, AuthUser } from './types'

// architecture.md "Sessions": the browser holds the token in an HttpOnly SameSite cookie
// and sends X-CSRFToken on writes; API integrations send Authorization: Bearer. Only the
// sha-256 of a token is stored, so a database leak does not leak live sessions.

/** §9: token cookie lifetime, 2 days. */
export const SESSION_TTL_MS = 2 * 24 * 60 * 60 * 1000
export const TOKEN_COOKIE = 'token'
export const CSRF_COOKIE = 'csrftoken'
export const CSRF_HEADER = 'X-CSRFToken'

export const FROZEN_MESSAGE = 'This account has been frozen, please contact customer service'
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export async function createSession(
  db: Db,
  userId: number,
  meta: { ip: string | null; userAgent: string | null },
  now = new Date(),
): Promise<{ token: string; csrfToken: string; expiresAt: Date }> {
  const token = newToken()
  const csrfToken = newToken()
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    csrfToken,
    createdAt: now,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  })
  return { token, csrfToken, expiresAt }
}

export async function revokeSession(db: Db, tokenHash: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
}

export function setSessionCookies(c: Context, token: string, csrfToken: string) {
  const secure = isHttps(c)
  const maxAge = SESSION_TTL_MS / 1000
  setCookie(c, TOKEN_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', secure, maxAge })
  // Readable by the page so it can echo it in X-CSRFToken (double-submit, checked against the session).
  setCookie(c, CSRF_COOKIE, csrfToken, { httpOnly: false, sameSite: 'Lax', path: '/', secure, maxAge })
}

export function clearSessionCookies(c: Context) {
  const secure = isHttps(c)
  deleteCookie(c, TOKEN_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Lax' })
  deleteCookie(c, CSRF_COOKIE, { path: '/', secure, sameSite: 'Lax' })
}

/** The presented token and where it came from; Bearer wins over the cookie. */
export function readToken(c: Context): { token: string; via: 'cookie' | 'bearer' } | null {
  const auth = c.req.header('authorization')
  if (auth) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth)
    return { token: m?.[1] ?? '', via: 'bearer' }
  }
  const cookie = getCookie(c, TOKEN_COOKIE)
  return cookie ? { token: cookie, via: 'cookie' } : null
}

/** Constant-time comparison of the X-CSRFToken header with the session's token. */
export function csrfMatches(header: string | undefined, expected: string): boolean {
  if (!header) return false
  const ab = Buffer.from(header)
  const bb = Buffer.from(expected)
  return ab.length === bb.length && timingSafeEqual(ab, bb)
}

type Resolved =
  | { kind: 'ok'; user: AuthUser; csrfToken: string }
  | { kind: 'expired' }
  | { kind: 'disabled' }

/**
 * The session of a token hash with its user and agency, on every signed-in request: a
 * prepared statement (db/prepared.ts), since drizzle's query building and a fresh plan of
 * this three-table join cost ~0.6 ms of its ~0.8 ms on PGlite (#9, user_info and order_list).
 * Times come back as epoch milliseconds, the same number on both drivers.
 */
const SESSION_BY_TOKEN: PreparedStatement = {
  name: 'b2b_session_by_token_v1',
  types: ['text'],
  text:
    'select (extract(epoch from s.expires_at) * 1000)::float8 as expires_ms, s.revoked_at is not null as revoked, s.csrf_token, ' +
    'u.id, u.username, u.is_superuser, u.is_main_user, u.permissions, u.status, u.agency_id, u.email, u.phone, u.first_name, u.last_name, ' +
    '(extract(epoch from u.previous_login_at) * 1000)::float8 as previous_login_ms, a.code as agency_code, a.name as agency_name ' +
    'from sessions s join users u on u.id = s.user_id left join agencies a on a.id = u.agency_id where s.token_hash = $1 limit 1',
}

type SessionRow = {
  expires_ms: number
  revoked: boolean
  csrf_token: string
  id: number
  username: string
  is_superuser: boolean
  is_main_user: boolean
  permissions: number[]
  status: string
  agency_id: number | null
  email: string | null
  phone: string | null
  first_name: string
  last_name: string
  previous_login_ms: number | null
  agency_code: string | null
  agency_name: string | null
}

export async function resolveSession(db: Db, tokenHash: string, now = new Date()): Promise<Resolved> {
  const [row] = await preparedRows<SessionRow>(db, SESSION_BY_TOKEN, [tokenHash])
  if (!row || row.revoked || row.expires_ms <= now.getTime()) return { kind: 'expired' }
  if (row.status !== 'active') {
    await revokeSession(db, tokenHash, now)
    return row.status === 'disabled' ? { kind: 'disabled' } : { kind: 'expired' }
  }
  return {
    kind: 'ok',
    csrfToken: row.csrf_token,
    user: {
      id: row.id,
      username: row.username,
      isSuperuser: row.is_superuser,
      isMainUser: row.is_main_user,
      permissions: row.is_main_user ? [...ALL_PERMISSIONS] : [...row.permissions].sort((a, b) => a - b),
      agencyId: row.agency_id,
      agencyCode: row.agency_code ?? '',
      agencyName: row.agency_name ?? '',
      email: row.email ?? '',
      phone: row.phone ?? '',
      firstName: row.first_name,
      lastName: row.last_name,
      previousLoginAt: row.previous_login_ms === null ? null : new Date(row.previous_login_ms),
    },
  }
}

/**
 * Requires a live session (§8: 401 + 40005 when expired, 401 + 128 when deactivated) and,
 * for cookie-authenticated writes, the X-CSRFToken header matching the session.
 */
export function requireAuth(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const presented = readToken(c)
    if (!presented) return sendFail(c, 401, ErrorCode.UNAUTHENTICATED, 'please log in')
    const { db } = c.var.deps
    const tokenHash = hashToken(presented.token)
    const resolved = TOKEN_RE.test(presented.token) ? await resolveSession(db, tokenHash) : ({ kind: 'expired' } as const)
    if (resolved.kind !== 'ok') {
      if (presented.via === 'cookie') clearSessionCookies(c)
      return resolved.kind === 'disabled'
        ? sendFail(c, 401, ErrorCode.DEACTIVATED, FROZEN_MESSAGE)
        : sendFail(c, 401, ErrorCode.AUTH_EXPIRED, 'login expired')
    }
    if (presented.via === 'cookie' && WRITE_METHODS.has(c.req.method)) {
      if (!csrfMatches(c.req.header(CSRF_HEADER), resolved.csrfToken)) {
        return sendFail(c, 403, ErrorCode.FORBIDDEN, 'CSRF token missing or invalid')
      }
    }
    c.set('user', resolved.user)
    c.set('session', { tokenHash, csrfToken: resolved.csrfToken, via: presented.via })
    await next()
  }
}

/** §6: all listed permissions must be held, else 403. */
export function requirePermissions(...required: number[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!hasPermissions(c.var.user.permissions, required)) {
      return sendFail(c, 403, ErrorCode.FORBIDDEN, 'permission denied')
    }
    await next()
  }
}

/** For writes without a session (login): an Origin header, when sent, must be this host. */
export function sameOriginOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!originAllowed(c, c.var.deps.config.trustProxy)) return sendFail(c, 403, ErrorCode.FORBIDDEN, 'cross-origin request refused')
    await next()
  }
}
