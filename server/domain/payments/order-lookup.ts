import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import { orderErrors } from '../orders/errors'
import { lockOrder, type OrderRow } from '../orders/transition'

/** Locks the agency's order by number (FOR UPDATE); another agency's order is a 404. */
export async function lockAgencyOrder(tx: Db, agencyId: number, orderNum: string): Promise<OrderRow> {
  const [found] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.agencyId, agencyId), eq(orders.orderNum, orderNum))).limit(1)
  if (!found) throw orderErrors.notFound()
  return lockOrder(tx, found.id)
}
