import { DELAYED_MIN_LEAD_MS } from '../../../src/contract/payment'

// §1/§9: a delayed-payment order is held until 23:00 Beijing time (Asia/Shanghai, UTC+8 all
// year, no daylight saving) on the day before check-in; unpaid then, it is cancelled.

const DAY_MS = 86_400_000

/** The hold's end for a check-in date (YYYY-MM-DD): 23:00 +08:00 the day before. */
export function delayedPaymentDeadline(checkIn: string): Date {
  const midnightUtc = Date.parse(`${checkIn}T00:00:00Z`)
  if (Number.isNaN(midnightUtc)) throw new Error(`bad check-in date ${checkIn}`)
  const dayBefore = new Date(midnightUtc - DAY_MS).toISOString().slice(0, 10)
  return new Date(`${dayBefore}T23:00:00+08:00`)
}

export type DelayedAvailability =
  | { available: true; deadline: Date }
  | { available: false; deadline: Date; reason: 'deadline_passed' | 'deadline_too_near' }

/** Available while at least DELAYED_MIN_LEAD_MS remain, so the agent has time to pay. */
export function delayedAvailability(checkIn: string, now: Date): DelayedAvailability {
  const deadline = delayedPaymentDeadline(checkIn)
  const left = deadline.getTime() - now.getTime()
  if (left <= 0) return { available: false, deadline, reason: 'deadline_passed' }
  if (left < DELAYED_MIN_LEAD_MS) return { available: false, deadline, reason: 'deadline_too_near' }
  return { available: true, deadline }
}
