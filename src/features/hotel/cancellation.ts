import type { CancelPolicyInfo } from '../../contract'
import { beijingWallClock } from '../../lib/dates'

// §3 cancel policy → the free-cancellation deadline: the first instant from which the stay is
// no longer refundable. §9: shown in Beijing time whatever the device's zone.

export function freeCancellationDeadline(refundable: boolean, policies: readonly CancelPolicyInfo[]): string | null {
  if (!refundable) return null
  const sorted = [...policies].sort((a, b) => Date.parse(a.startDateTime) - Date.parse(b.startDateTime))
  const firstPaid = sorted.find((p) => !p.refundable)
  return firstPaid ? firstPaid.startDateTime : null
}

/** "2026-12-23 18:00" on the Beijing clock (§9 text shows the time as Beijing time). */
export function beijingDateTime(instant: string): string {
  const d = new Date(instant)
  if (Number.isNaN(d.getTime())) return instant
  return beijingWallClock(d).replace('T', ' ')
}
