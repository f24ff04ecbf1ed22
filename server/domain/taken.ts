import { sql, type SQL } from 'drizzle-orm'
import { Permission } from '../../src/contract/permissions'
import type { Db } from '../db/client'
import { preparedRows, type PreparedStatement } from '../db/prepared'

// Rooms already booked (allotment_taken) for a stay, read on every search. The queries are
// prepared statements (db/prepared.ts): on PGlite their planning cost more than running
// them. Bookings change allotment_taken all the time, so nothing here is cached.

/** Rooms booked per room type id and night index of the stay (from allotment_taken). */
export type Taken = Map<number, Int32Array>

type StayDates = { checkIn: string; checkOut: string; dates: string[] }

/** allotment_taken rows of the nights [$from, $to), of the room types $ids when byId. */
function takenSelect(byId: boolean, ids: string, from: string, to: string): string {
  return `select room_type_id, night::text as night, taken from allotment_taken where ${byId ? `room_type_id = any(${ids}::int[]) and ` : ''}night >= ${from}::date and night < ${to}::date and taken > 0`
}

const TAKEN_BY_ID: PreparedStatement = { name: 'b2b_taken_by_id_v1', types: ['int[]', 'date', 'date'], text: takenSelect(true, '$1', '$2', '$3') }
const TAKEN_ALL: PreparedStatement = { name: 'b2b_taken_all_v1', types: ['date', 'date'], text: takenSelect(false, '', '$1', '$2') }

/**
 * "May this caller see prices?" (the rule of requireAuth + QUERY_PRICE: a live, unrevoked
 * session of an active user who is a main user or holds QUERY_PRICE; null token hash → no
 * row → not allowed) and the stay's allotment_taken rows as one JSON array, in one query.
 */
function pricesAndTakenText(byId: boolean): string {
  const [ids, from, to] = byId ? ['$2', '$3', '$4'] : ['', '$2', '$3']
  return (
    `select (select u.is_main_user or ${Number(Permission.QUERY_PRICE)} = any(u.permissions) from sessions s join users u on u.id = s.user_id ` +
    `where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and u.status = 'active') as prices, ` +
    `(select coalesce(json_agg(json_build_array(t.room_type_id, t.night, t.taken)), '[]'::json) from (${takenSelect(byId, ids, from, to)}) t) as taken`
  )
}

const PRICES_TAKEN_BY_ID: PreparedStatement = { name: 'b2b_prices_taken_by_id_v1', types: ['text', 'int[]', 'date', 'date'], text: pricesAndTakenText(true) }
const PRICES_TAKEN_ALL: PreparedStatement = { name: 'b2b_prices_taken_all_v1', types: ['text', 'date', 'date'], text: pricesAndTakenText(false) }

const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`

/**
 * One indexed query for the rooms already taken on the stay's nights. With a list of room
 * type ids (one hotel, a city) it uses the primary key; without (a whole country) it reads
 * the stay's nights for every room type (allotment_taken only has rows for booked nights).
 */
export async function loadTaken(db: Db, stay: StayDates, roomTypeIds?: readonly number[]): Promise<Taken> {
  if (roomTypeIds && roomTypeIds.length === 0) return new Map()
  const rows = roomTypeIds
    ? await preparedRows<{ room_type_id: number; night: string; taken: number }>(db, TAKEN_BY_ID, [idArray(roomTypeIds), stay.checkIn, stay.checkOut])
    : await preparedRows<{ room_type_id: number; night: string; taken: number }>(db, TAKEN_ALL, [stay.checkIn, stay.checkOut])
  return takenFromRows(stay, rows.map((r) => [r.room_type_id, r.night, r.taken]))
}

/**
 * Whether the session of `tokenHash` (null: none) may see prices, and the stay's taken rooms
 * (of `roomTypeIds`, or of every room type when undefined), in one round trip.
 */
export async function loadPricesAndTaken(
  db: Db,
  tokenHash: string | null,
  stay: StayDates,
  roomTypeIds?: readonly number[],
): Promise<{ showPrices: boolean; taken: Taken }> {
  const [row] = roomTypeIds
    ? await preparedRows<{ prices: boolean | null; taken: Array<[number, string, number]> | string }>(db, PRICES_TAKEN_BY_ID, [tokenHash, idArray(roomTypeIds), stay.checkIn, stay.checkOut])
    : await preparedRows<{ prices: boolean | null; taken: Array<[number, string, number]> | string }>(db, PRICES_TAKEN_ALL, [tokenHash, stay.checkIn, stay.checkOut])
  const rows = typeof row?.taken === 'string' ? (JSON.parse(row.taken) as Array<[number, string, number]>) : (row?.taken ?? [])
  return { showPrices: row?.prices === true, taken: takenFromRows(stay, rows) }
}

/** The allotment_taken rows of a stay as SQL (room_type_id, night as text, taken), for ad-hoc use. */
export function takenQuery(stay: Pick<StayDates, 'checkIn' | 'checkOut'>, roomTypeIds?: readonly number[]): SQL {
  const byId = roomTypeIds ? sql`room_type_id = any(${`{${roomTypeIds.join(',')}}`}::int[]) and ` : sql``
  return sql`select room_type_id, night::text as night, taken from allotment_taken where ${byId}night >= ${stay.checkIn}::date and night < ${stay.checkOut}::date and taken > 0`
}

export function takenFromRows(stay: Pick<StayDates, 'dates'>, rows: ReadonlyArray<readonly [roomTypeId: number | string, night: string, taken: number | string]>): Taken {
  const taken: Taken = new Map()
  const index = new Map(stay.dates.map((d, i) => [d, i]))
  for (const [roomTypeId, night, count] of rows) {
    const i = index.get(night)
    if (i === undefined) continue
    const id = Number(roomTypeId)
    let perNight = taken.get(id)
    if (!perNight) taken.set(id, (perNight = new Int32Array(stay.dates.length)))
    perNight[i] = Number(count)
  }
  return taken
}
