import { COUPON_REDEEM_MESSAGES, PaymentErrorCode, type CouponRedeemRejection } from '../../contract'
import { isApiError } from '../../lib/api'

/**
 * Why coupon/redeem refused a code (§8 "Redemption failed", made specific): the server answers
 * 422 COUPON_REJECTED with one of COUPON_REDEEM_MESSAGES (and data { reason }); the client only
 * sees the message, as payment/messages.ts does for order coupons. 'network' when there was no
 * answer; null for anything else (the §8 'Redemption failed').
 */
export function redeemRejection(error: unknown): CouponRedeemRejection | 'network' | null {
  if (!isApiError(error)) return null
  if (error.kind === 'network' || error.kind === 'timeout') return 'network'
  if (error.code !== PaymentErrorCode.COUPON_REJECTED) return null
  const reasons = Object.keys(COUPON_REDEEM_MESSAGES) as CouponRedeemRejection[]
  return reasons.find((r) => COUPON_REDEEM_MESSAGES[r] === error.serverMessage) ?? null
}

/**
 * A typed or pasted code as the server knows it: full-width characters from a Chinese or
 * Japanese input method (ＳＡＶＥ１００) as plain ones, spaces anywhere dropped (codes have
 * none; "SAVE 100" is pasted from mails), typographic dashes as '-', upper case.
 */
export function normalizeCouponCode(input: string): string {
  return input.normalize('NFKC').replace(/\s+/g, '').replace(/[\u2010-\u2015\u2212]/g, '-').toUpperCase()
}
