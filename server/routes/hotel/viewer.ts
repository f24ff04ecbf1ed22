import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { queryRows } from '../../db/client'
import { takenFromRows, takenQuery, type Stay, type Taken } from '../../domain/rates'
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
 * hotel_list and the rate search spend one query per request instead of two.
 */
export async function pricesAndTaken(
  c: Context<AppEnv>,
  stay: Pick<Stay, 'checkIn' | 'checkOut' | 'dates'>,
  roomTypeIds?: readonly number[],
): Promise<{ showPrices: boolean; taken: Taken }> {
  const presented = readToken(c)
  const tokenHash = presented && TOKEN_RE.test(presented.token) ? hashToken(presented.token) : null
  const viewer = tokenHash
    ? sql`(select u.is_main_user or ${Permission.QUERY_PRICE} = any(u.permissions) from sessions s join users u on u.id = s.user_id
        where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > now() and u.status = 'active')`
    : sql`false`
  const taken =
    roomTypeIds && roomTypeIds.length === 0
      ? sql`'[]'::json`
      : sql`(select coalesce(json_agg(json_build_array(t.room_type_id, t.night, t.taken)), '[]'::json) from (${takenQuery(stay, roomTypeIds)}) t)`
  const [row] = await queryRows<{ prices: boolean | null; taken: Array<[number, string, number]> | string }>(
    c.var.deps.db,
    sql`select ${viewer} as prices, ${taken} as taken`,
  )
  const rows = typeof row?.taken === 'string' ? (JSON.parse(row.taken) as Array<[number, string, number]>) : (row?.taken ?? [])
  return { showPrices: row?.prices === true, taken: takenFromRows(stay, rows) }
}
