import { and, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { OrderFilters, OrderListItem } from '../../../src/contract/order'
import type { Db } from '../../db/client'
import { orders, users } from '../../db/schema'
import { addDays } from '../rates-dates'
import { preparedRows, type PreparedStatement } from '../../db/prepared'
import { LIST_ITEM_COLUMNS, toListItem, type ListItemRow } from './detail'
import type { OrderRow } from './transition'

// order_list and order_export share these filters (src/contract/order.ts orderFiltersSchema).
// Always scoped to the caller's agency. Booking dates are Beijing calendar days (§9).

/** ILIKE pattern matching `text` anywhere, with % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
}

function beijingMidnight(date: string): string {
  return `${date}T00:00:00+08:00`
}

export function orderWhere(agencyId: number, f: OrderFilters): SQL {
  const parts: Array<SQL | undefined> = [eq(orders.agencyId, agencyId)]
  if (f.status?.length) parts.push(inArray(orders.status, f.status))
  if (f.checkInFrom) parts.push(gte(orders.checkIn, f.checkInFrom))
  if (f.checkInTo) parts.push(lte(orders.checkIn, f.checkInTo))
  if (f.createdFrom) parts.push(sql`${orders.createdAt} >= ${beijingMidnight(f.createdFrom)}::timestamptz`)
  if (f.createdTo) parts.push(sql`${orders.createdAt} < ${beijingMidnight(addDays(f.createdTo, 1))}::timestamptz`)
  if (f.guestName) {
    // guest_search holds "first last|last first|lastfirst" in lower case (create.ts).
    parts.push(sql`${orders.guestSearch} ilike ${containsPattern(f.guestName.toLowerCase().replace(/\s+/g, ' '))}`)
  }
  if (f.orderNum) {
    const p = containsPattern(f.orderNum)
    parts.push(or(sql`${orders.orderNum} ilike ${p}`, sql`${orders.serialNumber} ilike ${p}`, sql`${orders.supplierOrderNum} ilike ${p}`, sql`${orders.confirmationNum} ilike ${p}`))
  }
  if (f.hotelName) {
    const p = containsPattern(f.hotelName)
    parts.push(or(sql`${orders.hotelNameEn} ilike ${p}`, sql`${orders.hotelNameZh} ilike ${p}`))
  }
  return and(...parts) as SQL
}

/** The list's columns of `orders`, for drizzle's partial select. */
const listColumns = Object.fromEntries(LIST_ITEM_COLUMNS.map((k) => [k, orders[k]])) as { [K in (typeof LIST_ITEM_COLUMNS)[number]]: (typeof orders)[K] }

/** The list's columns that are instants: read as epoch milliseconds, the same on both drivers. */
const INSTANT_COLUMNS = LIST_ITEM_COLUMNS.filter((k) => orders[k].columnType === 'PgTimestamp')

/** A list column in the prepared page's select, named as ListItemRow names it. */
function pageColumn(k: (typeof LIST_ITEM_COLUMNS)[number]): string {
  const { name, columnType } = orders[k]
  const value =
    columnType === 'PgTimestamp' ? `(extract(epoch from o.${name}) * 1000)::float8` : columnType === 'PgNumeric' || columnType === 'PgDateString' ? `o.${name}::text` : `o.${name}`
  return `${value} as "${k}"`
}

/**
 * The unfiltered page, which the orders page asks for whenever it opens: a prepared
 * statement (db/prepared.ts), since building this query in drizzle and planning it cost
 * about as much as running it on PGlite (#9). Filtered lists are built per request below.
 */
const UNFILTERED_PAGE: PreparedStatement = {
  name: 'b2b_order_list_page_v1',
  types: ['int', 'int', 'int'],
  text:
    `select ${LIST_ITEM_COLUMNS.map(pageColumn).join(', ')}, u.username as "agent", (select count(*) from orders c where c.agency_id = $1)::float8 as "total" ` +
    'from orders o left join users u on u.id = o.user_id where o.agency_id = $1 order by o.created_at desc, o.id desc limit $2 offset $3',
}

/** A row of UNFILTERED_PAGE: ListItemRow's fields, instants as epoch milliseconds. */
type PageRow = Record<string, unknown> & { agent: string | null; total: number }

function fromPageRow(row: PageRow): { order: ListItemRow; agent: string | null; total: number } {
  const { agent, total, ...order } = row
  for (const k of INSTANT_COLUMNS) order[k] = order[k] === null ? null : new Date(order[k] as number)
  if (typeof order.roomInfos === 'string') order.roomInfos = JSON.parse(order.roomInfos)
  return { order: order as ListItemRow, agent, total }
}

function unfiltered(f: OrderFilters): boolean {
  return !f.status?.length && !f.checkInFrom && !f.checkInTo && !f.createdFrom && !f.createdTo && !f.guestName && !f.orderNum && !f.hotelName
}

/**
 * One page of the agency's orders with the total and each order's agent, in ONE query (a
 * count subquery and a join): PGlite runs one query at a time, and the list was three (#9
 * bench, order_list p95). Only a page past the end needs a second query for the total. It
 * reads the twenty columns a list item shows, not the order's prices per night, policies and
 * contacts, and counts in a subquery that carries no columns (a window count kept every
 * matching row, columns and all, until it had counted them).
 */
export async function listOrders(
  db: Db,
  agencyId: number,
  f: OrderFilters & { pageNum: number; pageSize: number },
): Promise<{ list: OrderListItem[]; total: number }> {
  const where = orderWhere(agencyId, f)
  const offset = (f.pageNum - 1) * f.pageSize
  const rows = unfiltered(f)
    ? (await preparedRows<PageRow>(db, UNFILTERED_PAGE, [agencyId, f.pageSize, offset])).map(fromPageRow)
    : await db
        .select({ order: listColumns, agent: users.username, total: sql<number>`(select count(*) from ${orders} where ${where})`.mapWith(Number) })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(f.pageSize)
        .offset(offset)
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && f.pageNum > 1) {
    const [counted] = await db.select({ n: count() }).from(orders).where(where)
    total = Number(counted?.n ?? 0)
  }
  return { list: rows.map((r) => toListItem(r.order, r.agent ?? '')), total }
}

/** Export cap: a spreadsheet of the filtered list, newest first. */
export const EXPORT_MAX_ROWS = 5000

export async function exportRows(db: Db, agencyId: number, f: OrderFilters): Promise<Array<{ row: OrderRow; agent: string }>> {
  const rows = await db
    .select({ row: orders, agent: users.username })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(orderWhere(agencyId, f))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(EXPORT_MAX_ROWS)
  return rows.map(({ row, agent }) => ({ row, agent: agent ?? '' }))
}

/** Distinct guest names of the agency's recent orders, newest first (guest_history). */
export async function guestHistory(db: Db, agencyId: number, keyword: string, now: Date): Promise<Array<{ firstName: string; lastName: string; lastUsed: string }>> {
  const since = new Date(now.getTime() - 365 * 86_400_000)
  const where = [eq(orders.agencyId, agencyId), gte(orders.createdAt, since)]
  if (keyword) where.push(sql`${orders.guestSearch} ilike ${containsPattern(keyword.toLowerCase())}`)
  const rows = await db
    .select({ roomInfos: orders.roomInfos, createdAt: orders.createdAt })
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.createdAt))
    .limit(200)
  const seen = new Map<string, { firstName: string; lastName: string; lastUsed: string }>()
  const k = keyword.toLowerCase()
  for (const r of rows) {
    for (const g of r.roomInfos.flatMap((x) => x.clientInfos)) {
      const key = `${g.firstName}\u0000${g.lastName}`.toLowerCase()
      const text = `${g.firstName} ${g.lastName}|${g.lastName} ${g.firstName}|${g.lastName}${g.firstName}`.toLowerCase()
      if (seen.has(key) || (k && !text.includes(k))) continue
      seen.set(key, { firstName: g.firstName, lastName: g.lastName, lastUsed: r.createdAt.toISOString() })
    }
  }
  return [...seen.values()].slice(0, 50)
}
