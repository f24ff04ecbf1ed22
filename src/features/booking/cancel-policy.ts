import type { CancelPolicyInfo } from '../../contract'

// §3 cancel policy → the last free-cancellation instant (the first non-refundable start),
// shown in Beijing time (§9). null: not refundable at all.
export function freeCancellationUntil(refundable: boolean, policies: readonly CancelPolicyInfo[]): string | null {
  if (!refundable) return null
  const firstPaid = [...policies].sort((a, b) => Date.parse(a.startDateTime) - Date.parse(b.startDateTime)).find((p) => !p.refundable)
  return firstPaid ? firstPaid.startDateTime : null
}
