import { asc, eq, getTableColumns, inArray } from 'drizzle-orm'
import type { MealType } from '../../../src/contract/hotel'
import type { Currency } from '../../../src/contract/currencies'
import type { OrderDetail, OrderListItem } from '../../../src/contract/order'
import type { Db } from '../../db/client'
import { preparedRows, type PreparedStatement } from '../../db/prepared'
import { orderEvents, orders, users } from '../../db/schema'
import { toAmount } from '../money'
import type { OrderRow } from './transition'

// Order rows → the contract's OrderDetail / OrderListItem (src/contract/order.ts).

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null)

export function guestNames(row: Pick<OrderRow, 'roomInfos'>): string {
  return row.roomInfos.flatMap((r) => r.clientInfos.map((g) => `${g.firstName} ${g.lastName}`)).join(', ')
}

/** The columns a list item shows (order_list reads only these, #9). */
export const LIST_ITEM_COLUMNS = [
  'orderNum',
  'serialNumber',
  'confirmationNum',
  'status',
  'cancelStatus',
  'hotelId',
  'hotelNameEn',
  'hotelNameZh',
  'roomTypeNameEn',
  'roomTypeNameZh',
  'checkIn',
  'checkOut',
  'roomNum',
  'currency',
  'totalPrice',
  'paymentRoute',
  'paymentStatus',
  'payDeadline',
  'createdAt',
  'roomInfos',
] as const satisfies ReadonlyArray<keyof OrderRow>

export type ListItemRow = Pick<OrderRow, (typeof LIST_ITEM_COLUMNS)[number]>

export function toListItem(row: ListItemRow, agentUserName: string): OrderListItem {
  return {
    orderNum: row.orderNum,
    serialNumber: row.serialNumber,
    confirmationNum: row.confirmationNum,
    status: row.status,
    cancelStatus: row.cancelStatus,
    hotelId: row.hotelId,
    hotelName: row.hotelNameEn,
    hotelNameCN: row.hotelNameZh,
    roomTypeName: row.roomTypeNameEn,
    roomTypeNameCN: row.roomTypeNameZh,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    roomNum: row.roomNum,
    currencyCode: row.currency as Currency,
    totalPrice: toAmount(row.totalPrice),
    paymentRoute: row.paymentRoute,
    paymentStatus: row.paymentStatus,
    payDeadline: iso(row.payDeadline),
    scheduledTime: row.createdAt.toISOString(),
    agentUserName,
    guestNames: guestNames(row),
  }
}

export async function usernamesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r.username]))
}

export type HistoryEntry = { status: OrderRow['status']; at: Date; reason: string }

export async function toOrderDetail(db: Db, row: OrderRow): Promise<OrderDetail> {
  const [events, names] = await Promise.all([
    db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    usernamesOf(db, [row.userId]),
  ])
  return orderDetailOf(row, events, names.get(row.userId) ?? '')
}

const ORDER_COLUMNS = Object.entries(getTableColumns(orders))
const EVENT = getTableColumns(orderEvents)
const INSTANT_KEYS = ORDER_COLUMNS.filter(([, c]) => c.columnType === 'PgTimestamp').map(([k]) => k)

/**
 * A column of `orders` (alias `o`) as the order reads' prepared statements read it, the same
 * on both drivers: instants as epoch milliseconds, numeric and date as text.
 */
export function orderColumnValue({ name, columnType }: { name: string; columnType: string }): string {
  return columnType === 'PgTimestamp' ? `(extract(epoch from o.${name}) * 1000)::float8` : columnType === 'PgNumeric' || columnType === 'PgDateString' ? `o.${name}::text` : `o.${name}`
}

/** Turns the epoch milliseconds orderColumnValue reads for `orders`' instants back into Dates, in place. */
export function reviveInstants(row: Record<string, unknown>): void {
  for (const k of INSTANT_KEYS) if (k in row) row[k] = row[k] === null ? null : new Date(row[k] as number)
}

/** A column of the detail statement, named as OrderRow names it. */
function detailColumn([key, column]: (typeof ORDER_COLUMNS)[number]): string {
  return `${orderColumnValue(column)} as "${key}"`
}

/**
 * order_detail's read as ONE prepared statement (db/prepared.ts): the order of the agency with
 * that number as JSON, its agent and its history, where findAgencyOrder and toOrderDetail
 * send three queries that drizzle builds and the database plans each time (#9 bench,
 * order_detail with 200 orders). The 53 columns travel as one JSON text, which JSON.parse
 * reads faster than PGlite reads 53 fields.
 */
const DETAIL_BY_NUM: PreparedStatement = {
  name: 'b2b_order_detail_v1',
  types: ['int', 'text'],
  text:
    `select (select to_json(r) from (select ${ORDER_COLUMNS.map(detailColumn).join(', ')}) r)::text as "order", u.username as "agent", ` +
    `(select coalesce(json_agg(json_build_object('status', e.${EVENT.status.name}, 'at', (extract(epoch from e.${EVENT.at.name}) * 1000)::float8, 'reason', e.${EVENT.reason.name}) order by e.${EVENT.at.name}, e.${EVENT.id.name}), '[]') ` +
    `from order_events e where e.${EVENT.orderId.name} = o.id)::text as "events" ` +
    'from orders o left join users u on u.id = o.user_id where o.agency_id = $1 and o.order_num = $2 limit 1',
}

/** The detail of the agency's order `orderNum`, or null (none, or another agency's): what toOrderDetail(findAgencyOrder(…)) answers. */
export async function findOrderDetail(db: Db, agencyId: number | null, orderNum: string): Promise<OrderDetail | null> {
  if (agencyId === null) return null
  const [found] = await preparedRows<{ order: string; agent: string | null; events: string }>(db, DETAIL_BY_NUM, [agencyId, orderNum])
  if (!found) return null
  const row = JSON.parse(found.order) as Record<string, unknown>
  reviveInstants(row)
  const events = (JSON.parse(found.events) as Array<{ status: OrderRow['status']; at: number; reason: string }>).map((e) => ({ ...e, at: new Date(e.at) }))
  return orderDetailOf(row as OrderRow, events, found.agent ?? '')
}

/** The detail from rows already at hand (create_order knows the history it just wrote). */
export function orderDetailOf(row: OrderRow, events: HistoryEntry[], agentUserName: string): OrderDetail {
  return {
    orderNum: row.orderNum,
    serialNumber: row.serialNumber,
    supplierOrderNum: row.supplierOrderNum,
    confirmationNum: row.confirmationNum,
    status: row.status,
    cancelStatus: row.cancelStatus,
    hotelId: row.hotelId,
    hotelName: row.hotelNameEn,
    hotelNameCN: row.hotelNameZh,
    hotelAddress: row.hotelAddress,
    hotelAddressCN: row.hotelAddressZh,
    hotelPhone: row.hotelPhone,
    roomTypeId: row.roomTypeId,
    roomId: row.ratePlanId,
    roomTypeName: row.roomTypeNameEn,
    roomTypeNameCN: row.roomTypeNameZh,
    rateName: row.rateNameEn,
    rateNameCN: row.rateNameZh,
    mealInfo: { mealType: row.mealType as MealType, mealCount: row.mealCount },
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: row.nights,
    roomNum: row.roomNum,
    nation: row.nation,
    contactsInfo: row.contacts,
    roomInfos: row.roomInfos,
    specialRequests: row.specialRequests,
    currencyCode: row.currency as Currency,
    baseTotal: toAmount(row.baseTotal),
    totalTaxAndFee: toAmount(row.totalTaxAndFee),
    dailyPriceInfo: row.dailyPrices,
    couponCode: row.couponCode,
    couponDiscount: toAmount(row.couponDiscount),
    cardFee: toAmount(row.cardFee),
    totalPrice: toAmount(row.totalPrice),
    refundable: row.refundable,
    cancelPolicyInfos: row.cancelPolicy,
    cancelDeadline: iso(row.cancelDeadline),
    paymentRoute: row.paymentRoute,
    paymentStatus: row.paymentStatus,
    paidAmount: toAmount(row.paidAmount),
    refundedAmount: toAmount(row.refundedAmount),
    penaltyAmount: toAmount(row.penaltyAmount),
    payDeadline: iso(row.payDeadline),
    scheduledTime: row.createdAt.toISOString(),
    agentUserName,
    history: events.map((e) => ({ status: e.status, at: e.at.toISOString(), reason: e.reason })),
  }
}
