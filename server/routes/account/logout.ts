import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { ErrorCode } from '../../../src/contract/errors'
import { Paths } from '../../../src/contract/paths'
import { sessions } from '../../db/schema'
import { sendFail, sendOk } from '../../http/respond'
import {
  clearSessionCookies,
  CSRF_HEADER,
  csrfMatches,
  hashToken,
  readToken,
  revokeSession,
} from '../../http/session'
import { originAllowed } from '../../http/request-info'
import type { AppEnv } from '../../http/types'

// POST {b2b}/b2b/logout: revokes the session and clears both cookies. Idempotent: without a
// session, or with an expired one, it still answers ok(null). A live cookie session needs
// the CSRF header like every other cookie-authenticated write, OR a same-origin Origin header
// (browsers always send one on fetch POSTs): §8 says a 403 logs the user out, so a stale or
// tampered csrftoken cookie must not leave the agent stuck in a session they cannot end,
// while a cross-site forced logout is still refused.
export const logoutRoute = new Hono<AppEnv>().post(Paths.logout, async (c) => {
  const { db } = c.var.deps
  const presented = readToken(c)
  if (presented?.token) {
    const tokenHash = hashToken(presented.token)
    const [session] = await db
      .select({ csrfToken: sessions.csrfToken, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1)
    const live = session && !session.revokedAt && session.expiresAt.getTime() > Date.now()
    const sameOrigin = Boolean(c.req.header('origin')) && originAllowed(c, c.var.deps.config.trustProxy)
    if (live && presented.via === 'cookie' && !sameOrigin && !csrfMatches(c.req.header(CSRF_HEADER), session.csrfToken)) {
      return sendFail(c, 403, ErrorCode.FORBIDDEN, 'CSRF token missing or invalid')
    }
    if (live) await revokeSession(db, tokenHash)
  }
  clearSessionCookies(c)
  return sendOk(c, null)
})
