import type { Context } from 'hono'
import { CSRF_HEADER, csrfMatches, hashToken, readToken, resolveSession } from '../../http/session'
import type { AppEnv, AuthUser } from '../../http/types'

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The logged-in user when the request carries a live session, else null. Visitor endpoints
 * (demo appointment, chat) work for both, so an expired or missing session is not an error
 * here. A cookie write without the matching X-CSRFToken counts as a visitor: another site
 * must not be able to act as the user, and as a visitor it can do nothing of the user's.
 */
export async function optionalUser(c: Context<AppEnv>): Promise<AuthUser | null> {
  const presented = readToken(c)
  if (!presented || !TOKEN_RE.test(presented.token)) return null
  const resolved = await resolveSession(c.var.deps.db, hashToken(presented.token))
  if (resolved.kind !== 'ok') return null
  if (presented.via === 'cookie' && WRITE_METHODS.has(c.req.method) && !csrfMatches(c.req.header(CSRF_HEADER), resolved.csrfToken)) {
    return null
  }
  return resolved.user
}
