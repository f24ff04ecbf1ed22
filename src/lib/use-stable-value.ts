import { useRef } from 'react'

/**
 * `value`, or the object returned last time when it has the same JSON: props built afresh on
 * every render keep their identity, so memoised children skip re-rendering.
 */
export function useStableValue<T>(value: T): T {
  const ref = useRef<{ key: string; value: T } | null>(null)
  const key = JSON.stringify(value)
  if (ref.current?.key !== key) ref.current = { key, value }
  return ref.current.value
}
