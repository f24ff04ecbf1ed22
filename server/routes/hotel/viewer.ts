import type { Context } from 'hono'
import type { Stay } from '../../domain/rates'
import { loadPricesAndTaken, type Taken } from '../../domain/taken'
import { Permission } from '../../../src/contract/permissions'
import { hashToken, readToken, resolveSession } from '../../http/session'
import type { AppEnv, AuthUser } from '../../http/types'

// Public hotel routes (§2: hotel, hotel-list and hotel-info need no login) still look at the
// session when one is presented: logged-in callers without QUERY_PRICE (§6) and visitors get
// prices withheld, and visitors need two characters for a destination lookup (§4).
// An expired or unknown token on these routes simply means "visitor": nothing is refused.

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/

export async function viewerOf(c: Context<AppEnv>): Promise<AuthUser | null> {
  const presented = readToken(c)
  if (!presented || !TOKEN_RE.test(presented.token)) return null
  const resolved = await resolveSession(c.var.deps.db, hashToken(presented.token))
  return resolved.kind === 'ok' ? resolved.user : null
}

export function canSeePrices(user: AuthUser | null): boolean {
  return user !== null && user.permissions.includes(Permission.QUERY_PRICE)
}

/**
 * What the hot search paths need from the database, in ONE round trip: whether the caller
 * may see prices (the same rule as requireAuth + QUERY_PRICE: a live, unrevoked session of
 * an active user who is a main user or holds QUERY_PRICE) and the stay's allotment_taken
 * rows. PGlite runs one query at a time and each costs more than the work around it, so
 * hotel_list and the rate search spend one (prepared, domain/taken.ts) query per request.
 */
export async function pricesAndTaken(
  c: Context<AppEnv>,
  stay: Pick<Stay, 'checkIn' | 'checkOut' | 'dates'>,
  roomTypeIds?: readonly number[],
): Promise<{ showPrices: boolean; taken: Taken }> {
  const presented = readToken(c)
  const tokenHash = presented && TOKEN_RE.test(presented.token) ? hashToken(presented.token) : null
  return loadPricesAndTaken(c.var.deps.db, tokenHash, stay, roomTypeIds)
}
