import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { ErrorCode } from '../../src/contract/errors'
import { ALL_PERMISSIONS, hasPermissions } from '../../src/contract/permissions'
import type { Db } from '../db/client'
import { agencies, sessions, users } from '../db/schema'
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

export async function resolveSession(db: Db, tokenHash: string, now = new Date()): Promise<Resolved> {
  const rows = await db
    .select({
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      csrfToken: sessions.csrfToken,
      user: {
        id: users.id,
        username: users.username,
        isSuperuser: users.isSuperuser,
        isMainUser: users.isMainUser,
        permissions: users.permissions,
        status: users.status,
        agencyId: users.agencyId,
        email: users.email,
        phone: users.phone,
        firstName: users.firstName,
        lastName: users.lastName,
        previousLoginAt: users.previousLoginAt,
      },
      agencyCode: agencies.code,
      agencyName: agencies.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1)
  const row = rows[0]
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' }
  if (row.user.status !== 'active') {
    await revokeSession(db, tokenHash, now)
    return row.user.status === 'disabled' ? { kind: 'disabled' } : { kind: 'expired' }
  }
  const { status: _status, ...u } = row.user
  return {
    kind: 'ok',
    csrfToken: row.csrfToken,
    user: {
      ...u,
      permissions: u.isMainUser ? [...ALL_PERMISSIONS] : [...u.permissions].sort((a, b) => a - b),
      agencyCode: row.agencyCode ?? '',
      agencyName: row.agencyName ?? '',
      email: u.email ?? '',
      phone: u.phone ?? '',
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
