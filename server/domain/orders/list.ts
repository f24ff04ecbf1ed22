import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { OrderFilters, OrderListItem } from '../../../src/contract/order'
import type { Db } from '../../db/client'
import { orders, users } from '../../db/schema'
import { addDays } from '../rates-dates'
import { preparedRows, type PreparedStatement, type PreparedValue } from '../../db/prepared'
import { LIST_ITEM_COLUMNS, orderColumnValue, reviveInstants, toListItem, type ListItemRow } from './detail'
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

/** A list column as a key and value of the page's json_build_object, named as ListItemRow names it. */
function pageField(k: (typeof LIST_ITEM_COLUMNS)[number]): string {
  return `'${k}', ${orderColumnValue(orders[k])}`
}

/**
 * The filters of orderWhere as a fixed text with one parameter each ($4…$11, NULL = not
 * asked), on the table alias `t`. Each request plans with its own values (a custom plan), so
 * the filters a request leaves out cost nothing.
 */
function filterText(t: string): string {
  return [
    `${t}.agency_id = $1`,
    `($4::text[] is null or ${t}.status = any($4))`,
    `($5::date is null or ${t}.check_in >= $5)`,
    `($6::date is null or ${t}.check_in <= $6)`,
    `($7::timestamptz is null or ${t}.created_at >= $7)`,
    `($8::timestamptz is null or ${t}.created_at < $8)`,
    `($9::text is null or ${t}.guest_search ilike $9)`,
    `($10::text is null or ${t}.order_num ilike $10 or ${t}.serial_number ilike $10 or ${t}.supplier_order_num ilike $10 or ${t}.confirmation_num ilike $10)`,
    `($11::text is null or ${t}.hotel_name_en ilike $11 or ${t}.hotel_name_zh ilike $11)`,
  ].join(' and ')
}

/**
 * One page of the list and the total, as ONE prepared statement (db/prepared.ts) that answers
 * one row: the page as a JSON array (`page`) and the count (`total`). Building the query in
 * drizzle and planning it cost about as much as running it on PGlite, and reading twenty rows
 * of twenty-one columns through PGlite's wire protocol cost more than the query: one text
 * field that JSON.parse reads is about 40 % cheaper (#9 bench, 200 orders). The count is a
 * subquery that carries no columns (a window count kept every matching row, columns and all,
 * until it had counted them), so a page past the end still tells the total. The page is
 * aggregated in its own order (not the subquery's, which SQL does not promise to keep).
 */
function pageStatement(filtered: boolean): PreparedStatement {
  const where = (t: string) => (filtered ? filterText(t) : `${t}.agency_id = $1`)
  return {
    name: filtered ? 'b2b_order_list_filtered_v2' : 'b2b_order_list_page_v2',
    types: ['int', 'int', 'int', ...(filtered ? ['text[]', 'date', 'date', 'timestamptz', 'timestamptz', 'text', 'text', 'text'] : [])],
    text:
      `select coalesce(json_agg(p.item order by p.at desc, p.id desc), '[]')::text as "page", (select count(*) from orders c where ${where('c')})::float8 as "total" ` +
      `from (select o.created_at as at, o.id, json_build_object(${LIST_ITEM_COLUMNS.map(pageField).join(', ')}, 'agent', u.username) as item ` +
      `from orders o left join users u on u.id = o.user_id where ${where('o')} order by o.created_at desc, o.id desc limit $2 offset $3) p`,
  }
}

const UNFILTERED_PAGE = pageStatement(false)
const FILTERED_PAGE = pageStatement(true)

/** A page's item: ListItemRow's fields, instants as epoch milliseconds, and the agent. */
type PageItem = Record<string, unknown> & { agent: string | null }

function fromPageItem(item: PageItem): { order: ListItemRow; agent: string | null } {
  const { agent, ...order } = item
  reviveInstants(order)
  return { order: order as ListItemRow, agent }
}

function unfiltered(f: OrderFilters): boolean {
  return !f.status?.length && !f.checkInFrom && !f.checkInTo && !f.createdFrom && !f.createdTo && !f.guestName && !f.orderNum && !f.hotelName
}

/** A text[] parameter's value: `{"A","B"}`, quotes and backslashes escaped. */
function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, (m) => `\\${m}`)}"`).join(',')}}`
}

/** FILTERED_PAGE's $4…$11: the same filters, in the same words, as orderWhere. */
function filterValues(f: OrderFilters): PreparedValue[] {
  return [
    f.status?.length ? textArray(f.status) : null,
    f.checkInFrom || null,
    f.checkInTo || null,
    f.createdFrom ? beijingMidnight(f.createdFrom) : null,
    f.createdTo ? beijingMidnight(addDays(f.createdTo, 1)) : null,
    f.guestName ? containsPattern(f.guestName.toLowerCase().replace(/\s+/g, ' ')) : null,
    f.orderNum ? containsPattern(f.orderNum) : null,
    f.hotelName ? containsPattern(f.hotelName) : null,
  ]
}

/**
 * One page of the agency's orders with the total and each order's agent, in one query (see
 * pageStatement): PGlite runs one query at a time, and the list was three (#9 bench,
 * order_list p95). It reads the twenty columns a list item shows, not the order's prices per
 * night, policies and contacts.
 */
export async function listOrders(
  db: Db,
  agencyId: number,
  f: OrderFilters & { pageNum: number; pageSize: number },
): Promise<{ list: OrderListItem[]; total: number }> {
  const paging = [agencyId, f.pageSize, (f.pageNum - 1) * f.pageSize]
  const [row] = unfiltered(f)
    ? await preparedRows<{ page: string; total: number }>(db, UNFILTERED_PAGE, paging)
    : await preparedRows<{ page: string; total: number }>(db, FILTERED_PAGE, [...paging, ...filterValues(f)])
  const items = (JSON.parse(row?.page ?? '[]') as PageItem[]).map(fromPageItem)
  return { list: items.map((r) => toListItem(r.order, r.agent ?? '')), total: row?.total ?? 0 }
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
