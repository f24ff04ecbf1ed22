import { useLingui } from '@lingui/react/macro'
import { COUPON_REJECTION_MESSAGES, PaymentErrorCode, type CouponRejection, type PaymentRoute, type RouteUnavailableReason } from '../../contract'
import { isApiError } from '../../lib/api'

// Server codes and reason ids of the payment calls as text in the active language.
export function usePaymentMessages() {
  const { t } = useLingui()

  const routeName = (route: PaymentRoute): string =>
    ({
      credit: t`Credit balance`,
      delayed_credit: t`Delayed-payment credit`,
      card: t`Card`,
      qr: t`QR payment app`,
    })[route]

  const unavailable = (reason: RouteUnavailableReason | null): string => {
    switch (reason) {
      case 'no_permission':
        return t`Your account may not use the agency's credit. Ask your main account for the "use credit" permission.`
      case 'insufficient_credit':
        return t`Not enough available credit for this order.`
      case 'no_credit_account':
        return t`Your agency has no credit account.`
      case 'deadline_passed':
        return t`The delayed-payment deadline (23:00 Beijing time the day before check-in) has passed.`
      case 'deadline_too_near':
        return t`Less than an hour is left before the delayed-payment deadline.`
      case 'not_payable':
        return t`This order cannot be paid in its current state.`
      default:
        return ''
    }
  }

  const couponRejection = (reason: CouponRejection): string =>
    ({
      unknown: t`This coupon code is not one of your agency's coupons.`,
      expired: t`This coupon has expired.`,
      not_yet_valid: t`This coupon is not valid yet.`,
      used: t`This coupon has already been used on another order.`,
      below_minimum: t`The order is below this coupon's minimum order amount.`,
      other_hotel: t`This coupon does not apply to this hotel.`,
      order_not_unpaid: t`Coupons can only be changed before the order is paid.`,
    })[reason]

  /** A failed coupon call: the rejection reason when the server gave one. */
  const couponError = (error: unknown): string => {
    if (isApiError(error) && error.code === PaymentErrorCode.COUPON_REJECTED) {
      const reason = (Object.keys(COUPON_REJECTION_MESSAGES) as CouponRejection[]).find((r) => COUPON_REJECTION_MESSAGES[r] === error.serverMessage)
      if (reason) return couponRejection(reason)
    }
    return payError(error)
  }

  /** Failure reasons of a card or QR payment (from the provider, or our checks). */
  const failureReason = (reason: string | null | undefined): string => {
    switch (reason) {
      case 'declined':
        return t`The card or payment app declined the payment.`
      case 'challenge_failed':
        return t`The security code was wrong, so the bank refused the payment.`
      case 'challenge_cancelled':
      case 'cancelled':
        return t`The payment was cancelled.`
      case 'order_not_payable':
        return t`The order could no longer be paid (it may already be paid or cancelled). Nothing was charged.`
      case 'amount_mismatch':
        return t`The order total changed during payment. Nothing was charged; please pay again.`
      case 'expired':
        return t`The payment link has expired.`
      case 'invalid':
        return t`This payment link is not valid.`
      default:
        return t`Payment Failed`
    }
  }

  const payError = (error: unknown): string => {
    if (isApiError(error)) {
      switch (error.code) {
        case PaymentErrorCode.INSUFFICIENT_CREDIT:
          return t`Not enough available credit for this order.`
        case PaymentErrorCode.NOT_PAYABLE:
          return t`This order cannot be paid in its current state.`
        case PaymentErrorCode.TOTAL_CHANGED:
          return t`The total has changed. Please check the new amount and pay again.`
        case PaymentErrorCode.DEADLINE_UNAVAILABLE:
          return t`Delayed payment is no longer available for this order.`
      }
      if (error.fallback === 'network') return t`network error, please try later`
      if (error.fallback === 'timeout') return t`request timed out, please retry`
      if (error.serverMessage) return error.serverMessage
    }
    return t`operation failed, please retry later`
  }

  return { routeName, unavailable, couponRejection, couponError, failureReason, payError }
}
