import { Permission, hasPermissions } from '../../../src/contract/permissions'
import type { PaymentOption, PaymentSupport } from '../../../src/contract/payment'
import type { Currency } from '../../../src/contract/currencies'
import type { Db } from '../../db/client'
import type { AuthUser } from '../../http/types'
import { getRates } from '../catalogue'
import { agencyCredit } from '../credit'
import { convert } from '../rates'
import type { OrderRow } from '../orders/transition'
import { delayedAvailability } from './deadline'
import { fromCents, routeTotalCents, toCents } from './money'

// payment/support: every §1 route with its real cost, computed here so the page never does
// money arithmetic of its own. Reasons are codes; the client translates them.

/** UNPAID, nothing paid, and the pay deadline (if any) still ahead. */
export function isPayable(order: Pick<OrderRow, 'status' | 'paymentStatus' | 'payDeadline'>, now: Date): boolean {
  if (order.status !== 'UNPAID' || order.paymentStatus !== 'unpaid') return false
  return order.payDeadline === null || order.payDeadline.getTime() > now.getTime()
}

/** Amount to charge on a route, in the order currency (cents). */
export function chargeFor(order: Pick<OrderRow, 'baseTotal' | 'couponDiscount' | 'currency'>, route: string): { fee: number; total: number } {
  return routeTotalCents(toCents(order.baseTotal), toCents(order.couponDiscount), route, order.currency)
}

export async function paymentSupport(db: Db, user: AuthUser, order: OrderRow, now = new Date()): Promise<PaymentSupport> {
  const payable = isPayable(order, now)
  const canUse = hasPermissions(user.permissions, [Permission.USE_CREDIT])
  const canView = hasPermissions(user.permissions, [Permission.VIEW_CREDIT])
  const credit = order.agencyId ? await agencyCredit(db, order.agencyId, now) : null
  const rates = await getRates(db)

  const option = (route: PaymentOption['route']): PaymentOption => {
    const { fee, total } = chargeFor(order, route)
    return {
      route,
      available: payable,
      reason: payable ? null : 'not_payable',
      fee: fromCents(fee),
      total: fromCents(total),
      availableCredit: null,
      creditAmount: null,
      creditCurrency: null,
      deadline: null,
    }
  }

  const creditOption = (route: 'credit' | 'delayed_credit'): PaymentOption => {
    const o = option(route)
    if (credit) {
      o.creditCurrency = credit.currency as Currency
      o.creditAmount = convert(o.total, order.currency, credit.currency, rates)
      if (canView) o.availableCredit = credit.available
    }
    if (!o.available) return o
    const refuse = (reason: PaymentOption['reason']) => ({ ...o, available: false, reason })
    if (!canUse) return refuse('no_permission')
    if (!credit) return refuse('no_credit_account')
    if (route === 'credit' && toCents(credit.available) < toCents(o.creditAmount ?? 0)) return refuse('insufficient_credit')
    return o
  }

  const delayed = creditOption('delayed_credit')
  const hold = delayedAvailability(order.checkIn, now)
  delayed.deadline = hold.deadline.toISOString()
  const delayedOption = delayed.available && !hold.available ? { ...delayed, available: false, reason: hold.reason } : delayed

  return {
    orderNum: order.orderNum,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentRoute: order.paymentRoute,
    payDeadline: order.payDeadline?.toISOString() ?? null,
    currencyCode: order.currency as Currency,
    baseTotal: fromCents(toCents(order.baseTotal)),
    couponCode: order.couponCode,
    couponDiscount: fromCents(toCents(order.couponDiscount)),
    totalPrice: fromCents(toCents(order.totalPrice)),
    checkIn: order.checkIn,
    options: [creditOption('credit'), delayedOption, option('card'), option('qr')],
  }
}
