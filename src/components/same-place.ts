/**
 * A state update for an overlay's position that keeps the current object when nothing moved
 * (same keys, same numbers): menus and popovers recompute their place on every scroll event of
 * the page, including scrolls inside their own list, and an equal new object re-rendered them.
 */
export function unlessSame<T extends object>(next: T): (current: T | null) => T {
  return (current) => {
    if (current === null) return next
    const a = current as Record<string, unknown>
    const b = next as Record<string, unknown>
    const keys = Object.keys(b)
    return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]) ? current : next
  }
}
