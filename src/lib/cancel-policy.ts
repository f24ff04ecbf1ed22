import type { CancelPolicyInfo } from '../contract'

// §3 cancel policy → the free-cancellation deadline: the first instant from which the stay is
// no longer refundable. null: not refundable at all, or refundable until check-in. Shown with
// formatDateTime (§9 Beijing time), the same on the hotel page, the booking form and the order.
export function freeCancellationDeadline(refundable: boolean, policies: readonly CancelPolicyInfo[]): string | null {
  if (!refundable) return null
  const firstPaid = [...policies].sort((a, b) => Date.parse(a.startDateTime) - Date.parse(b.startDateTime)).find((p) => !p.refundable)
  return firstPaid ? firstPaid.startDateTime : null
}
