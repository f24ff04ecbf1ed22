import { startTransition, useEffect, useState } from 'react'

/**
 * How many of `total` items to render: `first` at once, then `step` more in a transition after
 * each commit, until all are shown.
 *
 * Why: React commits a render in one task that cannot yield. Twenty hotel cards with their
 * runtime styles made the hotel list's largest commit, a long task on a slow phone (#9 TBT).
 * In slices, the first cards (the ones on screen) commit as before, and the rest follow in
 * small commits that leave the main thread free for input in between.
 *
 * The count only grows: a later list (new prices, another page) renders as far as the count
 * already reached, so a refetch never shortens the list under the reader's scroll position.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [reached, setReached] = useState(first)
  useEffect(() => {
    if (reached >= total) return
    startTransition(() => setReached(reached + step))
  }, [reached, total, step])
  return Math.min(total, reached)
}
