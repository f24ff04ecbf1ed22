import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client'
import { baseAllotment } from '../pricing'
import { stayDates } from '../rates-dates'
import { orderErrors } from './errors'

// Rooms held by orders (allotment_taken, see domain/pricing.ts baseAllotment): taken for
// every night when an order is created and given back when it is cancelled, always in the
// same transaction as the order's status change.

export type RoomStay = { roomTypeId: number; baseAllotment: number; checkIn: string; nights: number; rooms: number }

/**
 * Takes `rooms` for each night with one atomic upsert per night that refuses to go above
 * the night's base allotment. On PostgreSQL the conflicting row is locked by ON CONFLICT,
 * so concurrent bookings serialise per night and can never overbook. Throws 409 SOLD_OUT
 * (rolling back the caller's transaction) when some night has too few rooms left.
 */
export async function takeAllotment(tx: Db, stay: RoomStay): Promise<void> {
  for (const night of stayDates(stay.checkIn, stay.nights)) {
    const base = baseAllotment({ id: stay.roomTypeId, baseAllotment: stay.baseAllotment }, night)
    if (stay.rooms > base) throw orderErrors.soldOut(night)
    const rows = await queryRows<{ taken: number }>(
      tx,
      sql`insert into allotment_taken (room_type_id, night, taken) values (${stay.roomTypeId}, ${night}::date, ${stay.rooms})
          on conflict (room_type_id, night) do update set taken = allotment_taken.taken + excluded.taken
          where allotment_taken.taken + excluded.taken <= ${base}
          returning taken`,
    )
    if (rows.length === 0) throw orderErrors.soldOut(night)
  }
}

/**
 * Gives the rooms of a stay back (cancellation, expiry). Night by night in ascending order,
 * the same order takeAllotment() locks them in, so the two can never deadlock on PostgreSQL.
 */
export async function releaseAllotment(tx: Db, stay: Omit<RoomStay, 'baseAllotment'>): Promise<void> {
  for (const night of stayDates(stay.checkIn, stay.nights)) {
    await tx.execute(sql`update allotment_taken set taken = taken - ${stay.rooms} where room_type_id = ${stay.roomTypeId} and night = ${night}::date`)
  }
}
