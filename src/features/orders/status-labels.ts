import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ORDER_STATUSES, type CancelStatus, type OrderStatus, type PaymentRoute } from '../../contract'

// §4 status labels. PENDING is "Confirming with the hotel" and the label of any status this
// client does not know (a newer server may add some). UNPAID reads "Not paid": the rooms are
// held but the hotel has not been asked yet.
export const STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  PRECREATE: msg`Being created`,
  UNPAID: msg`Not paid`,
  PENDING: msg`Confirming with the hotel`,
  CONFIRMED: msg`Confirmed`,
  COMPLETED: msg`Completed`,
  CONFIRM_FAILED: msg`Not confirmed (refunded)`,
  CANCELLED: msg`Cancelled`,
  FAILED: msg`Failed`,
}

export function statusLabel(status: string): MessageDescriptor {
  return (ORDER_STATUSES as readonly string[]).includes(status) ? STATUS_LABELS[status as OrderStatus] : STATUS_LABELS.PENDING
}

export const STATUS_PALETTE: Record<OrderStatus, string> = {
  PRECREATE: 'gray',
  UNPAID: 'orange',
  PENDING: 'blue',
  CONFIRMED: 'green',
  COMPLETED: 'teal',
  CONFIRM_FAILED: 'red',
  CANCELLED: 'gray',
  FAILED: 'red',
}
export const statusPalette = (status: string) => STATUS_PALETTE[status as OrderStatus] ?? STATUS_PALETTE.PENDING

/** §4 cancellation progress. */
export const CANCEL_LABELS: Record<CancelStatus, MessageDescriptor> = {
  WAITING: msg`Waiting`,
  IN_PROGRESS: msg`In Progress`,
  SUCCESS: msg`Success`,
  FAILURE: msg`Failure`,
}

export const PAYMENT_ROUTE_LABELS: Record<PaymentRoute, MessageDescriptor> = {
  credit: msg`Credit balance`,
  delayed_credit: msg`Delayed-payment credit`,
  card: msg`Card`,
  qr: msg`QR-code payment`,
}

export const PAYMENT_STATUS_LABELS: Record<string, MessageDescriptor> = {
  unpaid: msg`Unpaid`,
  paid: msg`Paid`,
  refunded: msg`Refunded`,
  partially_refunded: msg`Partially refunded`,
}
