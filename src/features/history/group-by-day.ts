import { dateTimeFormat, PORTAL_TIME_ZONE } from '../../lib/dates'

/** "MM-DD" of an instant on the Beijing clock (§2 drawer groups by date MM-DD, §9 zone). */
export function monthDay(instant: string): string {
  const d = new Date(instant)
  if (Number.isNaN(d.getTime())) return '--'
  const parts = dateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE, month: '2-digit', day: '2-digit' }).formatToParts(d)
  return `${parts.find((p) => p.type === 'month')?.value}-${parts.find((p) => p.type === 'day')?.value}`
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
