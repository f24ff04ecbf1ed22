import { beijingWallClock } from '../../lib/dates'

/** "MM-DD" of an instant on the Beijing clock (§2 drawer groups by date MM-DD, §9 zone). */
export function monthDay(instant: string): string {
  const d = new Date(instant)
  if (Number.isNaN(d.getTime())) return '--'
  return beijingWallClock(d).slice(5, 10)
}

/** Groups in first-seen order (the lists come newest first). */
export function groupByDay<T>(items: readonly T[], instantOf: (item: T) => string): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = []
  for (const item of items) {
    const day = monthDay(instantOf(item))
    const last = groups[groups.length - 1]
    if (last && last.day === day) last.items.push(item)
    else groups.push({ day, items: [item] })
  }
  return groups
}
