import { isRtl, type Locale } from '../contract'

// §9 / architecture.md Time: deadlines and "Beijing time" texts use Asia/Shanghai whatever the
// device's zone is.
export const PORTAL_TIME_ZONE = 'Asia/Shanghai'

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * One Intl.DateTimeFormat per locale and options. Building one costs far more than formatting
 * with it, and lists format a date per row on every render (#9 profile of the hotel list).
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    formats.set(key, format)
  }
  return format
}

/**
 * `instant` as "YYYY-MM-DDTHH:MM" on the Beijing clock. Asia/Shanghai has kept UTC+8 all year
 * since 1991 (no daylight saving), so its wall clock is UTC plus eight hours. This needs no
 * Intl time-zone data: building the first zoned Intl.DateTimeFormat took ~35 ms on a desktop
 * (four times that on a throttled phone) on every page load (#9 profile of the hotel list).
 */
export function beijingWallClock(instant: Date): string {
  const t = instant.getTime()
  if (Number.isNaN(t)) throw new RangeError('Invalid time value')
  return new Date(t + 8 * 3_600_000).toISOString().slice(0, 16)
}

/** The calendar date (YYYY-MM-DD) in Beijing at `instant`. */
export function beijingDate(instant: Date): string {
  return beijingWallClock(instant).slice(0, 10)
}

/** Parses an API date or timestamp; a bare date means that day in Beijing. */
export function parseApiDate(value: string): Date | undefined {
  const iso = DATE_ONLY.test(value) ? `${value}T00:00:00+08:00` : value
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? undefined : d
}

/** Whole days from Beijing date `from` to Beijing date `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  const a = Date.parse(`${from}T00:00:00Z`)
  const b = Date.parse(`${to}T00:00:00Z`)
  return Math.round((b - a) / 86_400_000)
}

/**
 * `d`'s Beijing wall clock as an instant to format in UTC. Formatting it with timeZone 'UTC'
 * gives what Asia/Shanghai would (UTC+8 all year, see beijingWallClock) without loading that
 * zone's data on the first screen; main.tsx warms the UTC formatter before the first render.
 */
function onBeijingClock(d: Date): Date {
  return new Date(d.getTime() + 8 * 3_600_000)
}

export function formatDate(value: string, locale: Locale): string {
  const d = parseApiDate(value)
  if (!d) return value
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC', numberingSystem: 'latn' }).format(onBeijingClock(d))
}

/**
 * The arrow between two things in reading order (check-in to check-out, old to new price): it
 * points the way the text runs, so in Arabic it points left (§1 ar is right to left).
 */
export function toArrow(locale: Locale): string {
  return isRtl(locale) ? '←' : '→'
}

export function formatDateTime(value: string, locale: Locale): string {
  const d = parseApiDate(value)
  if (!d) return value
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC', numberingSystem: 'latn' }).format(onBeijingClock(d))
}

/** Date in the page's language (the calendar day in Beijing time, §9 timezone). */
export function formatPostDate(iso: string, locale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(onBeijingClock(date))
}
