import { toAmount } from '../money'
import { guestNames } from './detail'
import type { OrderRow } from './transition'
import { xlsxWorkbook, type Cell } from './xlsx'

// order_export: the filtered order list as a spreadsheet. Column titles are English and
// Chinese (the two languages the portal's back office reads); times are Beijing time (§9).

const HEADER: Cell[] = [
  'Order No. 订单号', 'System No. 系统单号', 'Supplier No. 供应商单号', 'Confirmation No. 确认号', 'Status 状态',
  'Cancellation 取消进度', 'Hotel 酒店', 'Hotel (CN) 酒店中文名', 'Room 房型', 'Check-in 入住', 'Check-out 离店',
  'Nights 晚数', 'Rooms 间数', 'Guests 入住人', 'Currency 币种', 'Total 总价', 'Paid 已付', 'Refunded 已退',
  'Payment 支付方式', 'Booked (Beijing) 预订时间', 'Agent 下单人',
]

function beijing(d: Date): string {
  return new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')
}

/** `prices` false (no QUERY_PRICE, §6): the amount cells stay empty. */
export function orderSheet(rows: Array<{ row: OrderRow; agent: string }>, prices: boolean): Buffer {
  const amount = (value: string) => (prices ? toAmount(value) : null)
  const data: Cell[][] = rows.map(({ row, agent }) => [
    row.orderNum, row.serialNumber, row.supplierOrderNum, row.confirmationNum, row.status, row.cancelStatus,
    row.hotelNameEn, row.hotelNameZh, row.roomTypeNameEn, row.checkIn, row.checkOut, row.nights, row.roomNum,
    guestNames(row), row.currency, amount(row.totalPrice), amount(row.paidAmount), amount(row.refundedAmount),
    row.paymentRoute, beijing(row.createdAt), agent,
  ])
  return xlsxWorkbook('Orders', [HEADER, ...data])
}
