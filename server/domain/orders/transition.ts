import { eq, sql } from 'drizzle-orm'
import { nextOrderStatus, type OrderEventType } from '../../../machines/order-lifecycle.machine'
import type { Db } from '../../db/client'
import { orderEvents, orders } from '../../db/schema'
import { orderErrors } from './errors'

// Every status change of an order goes through here: the row is locked, the lifecycle
// machine (machines/order-lifecycle.machine.ts) decides, and the new status and a history
// row are written in the caller's transaction.

export type OrderRow = typeof orders.$inferSelect
export type OrderPatch = Partial<Omit<typeof orders.$inferInsert, 'id' | 'status'>>

/** Locks the order row for the rest of the transaction (FOR UPDATE) and returns it. */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1)
  if (!row) throw orderErrors.notFound()
  return row
}

/**
 * Applies `eventType` to the order: locks it, asks the machine, writes the new status (plus
 * `patch`) and an order_events row with `reason`. Throws OrderError 409 ILLEGAL_TRANSITION
 * when the machine refuses. Returns the updated row.
 */
export async function transitionOrder(
  tx: Db,
  orderId: number,
  eventType: OrderEventType,
  reason: string,
  patch: OrderPatch = {},
  now: Date = new Date(),
): Promise<OrderRow> {
  const current = await lockOrder(tx, orderId)
  const next = nextOrderStatus(current.status, eventType)
  if (next === null) throw orderErrors.illegal(current.status, eventType)
  const [updated] = await tx
    .update(orders)
    .set({ ...patch, status: next, updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning()
  await tx.insert(orderEvents).values({ orderId, status: next, reason, at: now })
  return updated as OrderRow
}

/** Writes fields that are not a status change (cancel progress, numbers) on a locked row. */
export async function patchOrder(tx: Db, orderId: number, patch: OrderPatch, now: Date = new Date()): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({ ...patch, updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning()
  if (!updated) throw orderErrors.notFound()
  return updated
}

/** The order of an agency by its number, or null (another agency's order reads as absent). */
export async function findAgencyOrder(db: Db, agencyId: number | null, orderNum: string): Promise<OrderRow | null> {
  // A user without an agency has no orders (404, like another agency's order).
  if (agencyId === null) return null
  const [row] = await db
    .select()
    .from(orders)
    .where(sql`${orders.agencyId} = ${agencyId} and ${orders.orderNum} = ${orderNum}`)
    .limit(1)
  return row ?? null
}
