import type { Context } from 'hono'
import { lockedFor, POLICIES, recordFailure, throttleKey } from '../../domain/rate-limit'
import { clientIp } from '../../http/request-info'
import type { AppEnv } from '../../http/types'
import { tooMany } from './credentials'

export const USER_NOT_FOUND_MESSAGE = 'user does not exist'

/**
 * The forgot-password lookup and reset-code sends reveal whether a username exists (§7, §8
 * 'user does not exist'), so every call counts against the caller's IP; past the limit the
 * IP is locked out for a while. Returns the refusal, or null to go on.
 */
export async function lookupGate(c: Context<AppEnv>): Promise<Response | null> {
  const ip = clientIp(c, c.var.deps.config.trustProxy)
  if (!ip) return null
  const key = throttleKey.lookupIp(ip)
  const locked = await lockedFor(c.var.deps.db, [key])
  if (locked > 0) return tooMany(c, locked)
  await recordFailure(c.var.deps.db, key, POLICIES.lookupIp)
  return null
}
