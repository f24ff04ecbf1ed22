import { asc, eq, inArray } from 'drizzle-orm'
import type { MealType } from '../../../src/contract/hotel'
import type { Currency } from '../../../src/contract/currencies'
import type { OrderDetail, OrderListItem } from '../../../src/contract/order'
import type { Db } from '../../db/client'
import { orderEvents, users } from '../../db/schema'
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
