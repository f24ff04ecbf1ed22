import type { CancelPolicyInfo } from '../../contract'
import { dateTimeFormat, PORTAL_TIME_ZONE } from '../../lib/dates'

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
  const parts = dateTimeFormat('en-CA', {
    timeZone: PORTAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(d)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`
}
