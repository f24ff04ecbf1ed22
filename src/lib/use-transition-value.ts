import { startTransition, useEffect, useMemo, useState } from 'react'

/**
 * `value`, caught up in a transition: after a commit that changed `value`, React renders the
 * new value in a time-sliced background render (5 ms slices that yield to input) and keeps
 * showing the previous one until it is done. The first render shows `initial`.
 *
 * Why not `useDeferredValue`: its background render is entangled with the update that spawned
 * it, and the updates that bring a page its data (the router's and TanStack Query's stores,
 * read with useSyncExternalStore) are synchronous, so the "deferred" render ran in one
 * blocking task anyway (#9: a trace of the hotel list had 880 ms of synchronous rendering at
 * 4x throttling, 9 ms concurrent). A transition started from an effect is not entangled.
 */
export function useTransitionValue<T>(value: T, initial: T): T {
  const [shown, setShown] = useState(initial)
  useEffect(() => {
    startTransition(() => setShown(() => value))
  }, [value])
  return shown
}

/**
 * A query's answer caught up in a transition (`useTransitionValue`), shown only while it answers
 * what is asked now: `asked` names the request (a component a route keeps from one hotel to the
 * next would otherwise show the previous hotel's answer until the transition). Undefined until
 * the answer for `asked` is shown.
 */
export function useTransitionAnswer<T>(asked: readonly unknown[], data: T | undefined): T | undefined {
  const key = JSON.stringify(asked)
  const answer = useMemo(() => ({ key, data }), [key, data])
  const shown = useTransitionValue(answer, answer)
  return shown.key === key ? shown.data : undefined
}
