import type { Credit } from '../../contract'
import { beijingDate, daysBetween, parseApiDate } from '../../lib/dates'
import { roundHalfAwayFromZero } from '../../lib/money'

// §1: available credit = fixed credit + temporary credit + cumulative top-up − cumulative
// consumption; temporary credit counts as zero once expired. The credit endpoint reports the
// available total, the fixed and temporary parts and the expiry, so the top-up/consumption
// balance is the remainder.

export interface CreditBreakdown {
  fixed: number
  /** Temporary credit as granted. */
  temporaryGranted: number
  /** Temporary credit as counted (0 when expired). */
  temporary: number
  temporaryExpired: boolean
  /** Beijing date (YYYY-MM-DD) of the expiry, when there is one. */
  temporaryExpiresOn: string | undefined
  /**
   * The expiry instant when the API gives a timestamp (not a bare date): the credit stops
   * counting at that minute, not at the end of the day, so the page must show the time too.
   */
  temporaryExpiresAt: string | undefined
  /** Whole days left before the temporary credit expires (0 = expires today). */
  temporaryDaysLeft: number | undefined
  /** Cumulative top-up minus cumulative consumption. */
  netTopUpMinusConsumption: number
  available: number
}

export function creditBreakdown(credit: Credit, now: Date): CreditBreakdown {
  const raw = credit.tempCreditExpireDate
  const expiry = raw ? parseApiDate(raw) : undefined
  const today = beijingDate(now)
  const bareDate = Boolean(raw && /^\d{4}-\d{2}-\d{2}$/.test(raw))
  const expiresOn = raw && bareDate ? raw : expiry ? beijingDate(expiry) : undefined
  // A bare date is valid through that whole Beijing day; a timestamp until that instant.
  const expired = raw && bareDate ? raw < today : expiry ? expiry.getTime() <= now.getTime() : false
  const temporary = expired ? 0 : credit.tempCredit
  return {
    fixed: credit.fixedCredit,
    temporaryGranted: credit.tempCredit,
    temporary,
    temporaryExpired: Boolean(expired),
    temporaryExpiresOn: expiresOn,
    temporaryExpiresAt: raw && !bareDate && expiry ? raw : undefined,
    temporaryDaysLeft: expiresOn && !expired ? Math.max(0, daysBetween(today, expiresOn)) : undefined,
    netTopUpMinusConsumption: roundHalfAwayFromZero(credit.availCredit - credit.fixedCredit - temporary),
    available: credit.availCredit,
  }
}
