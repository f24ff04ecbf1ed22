import { startTransition, useEffect, useState } from 'react'

/**
 * How many of `total` items to render: `first` at once, then `step` more in a transition after
 * each commit, until all are shown. A new `list` (another page of results) starts again at
 * `first`.
 *
 * Why: React commits a render in one task that cannot yield. Twenty hotel cards with their
 * runtime styles made the hotel list's largest commit, a long task on a slow phone (#9 TBT).
 * In slices, the first cards (the ones on screen) commit as before, and the rest follow in
 * small commits that leave the main thread free for input in between.
 */
export function useProgressiveCount(total: number, first: number, step: number, list: unknown): number {
  const [state, setState] = useState({ list, count: first })
  const count = Math.min(total, state.list === list ? state.count : first)
  useEffect(() => {
    if (count >= total) return
    startTransition(() => setState({ list, count: count + step }))
  }, [count, total, step, list])
  return count
}
