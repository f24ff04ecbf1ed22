import type { CancelStatus, OrderDetail } from '../../contract'

// Which orders have a hotel voucher (a document the guest presents at check-in). §4 and the
// order lifecycle (machines/order-lifecycle.machine.ts): only CONFIRMED means the hotel has
// confirmed the stay (PENDING ─SUPPLIER_CONFIRMED→ CONFIRMED, with supplier and confirmation
// numbers). Every other status is refused:
//   PRECREATE, UNPAID (rooms held, hotel not asked yet: "Not paid", delayed payment included),
//   PENDING ("Confirming with the hotel"), CONFIRM_FAILED (hotel refused, refunded),
//   CANCELLED and FAILED (ended), COMPLETED (checked out: nothing left to check in to).
// A CONFIRMED order whose cancellation is under way or done (§4 cancellation progress WAITING,
// IN_PROGRESS, SUCCESS) is refused too; after FAILURE the booking stands and the voucher is valid.
export type VoucherRefusal = 'status' | 'cancelling' | 'no-confirmation'

/** null when the order has a valid check-in voucher, else why it has none. */
export function voucherRefusal(order: Pick<OrderDetail, 'status' | 'confirmationNum' | 'cancelStatus'>, cancelStatus: CancelStatus | null = order.cancelStatus): VoucherRefusal | null {
  if (order.status !== 'CONFIRMED') return 'status'
  if (cancelStatus === 'WAITING' || cancelStatus === 'IN_PROGRESS' || cancelStatus === 'SUCCESS') return 'cancelling'
  // A confirmation without the hotel's number cannot be checked at the front desk.
  if (!order.confirmationNum?.trim()) return 'no-confirmation'
  return null
}

export const hasValidVoucher = (order: Pick<OrderDetail, 'status' | 'confirmationNum' | 'cancelStatus'>, cancelStatus?: CancelStatus | null) =>
  voucherRefusal(order, cancelStatus === undefined ? order.cancelStatus : cancelStatus) === null
