import type { FieldError } from '../../src/contract/envelope'

// §9: the default timezone is Asia/Shanghai (UTC+8 all year, no daylight saving), so
// "today" for check-in rules and "Beijing time" deadlines are computed with a fixed offset.

const BEIJING_OFFSET_MS = 8 * 3_600_000
const DAY_MS = 86_400_000

/** Today's date in Beijing, YYYY-MM-DD. */
export function beijingToday(now: Date = new Date()): string {
  return new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10)
}

/** The Beijing calendar date of an instant. */
export function beijingDate(instant: Date): string {
  return beijingToday(instant)
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The nights of a stay: checkIn, checkIn+1, …, checkOut-1. */
export function stayDates(checkIn: string, nights: number): string[] {
  const start = Date.parse(`${checkIn}T00:00:00Z`)
  return Array.from({ length: nights }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10))
}

/** 23:59:59 Beijing time on `date`, as an instant. */
export function endOfBeijingDay(date: string): Date {
  return new Date(`${date}T23:59:59+08:00`)
}

/** How far ahead a stay may start (§7 search; suppliers load rates a year ahead). */
export const MAX_DAYS_AHEAD = 365

/**
 * Check-in may be today (Beijing) up to MAX_DAYS_AHEAD days ahead. Returned as a field
 * error for the validate helper's 400 envelope, or null when fine.
 */
export function checkInWindowError(checkIn: string, now: Date = new Date(), field = 'checkIn'): FieldError | null {
  const today = beijingToday(now)
  if (checkIn < today) return { field, message: `must not be in the past (today is ${today} in Beijing)` }
  if (checkIn > addDays(today, MAX_DAYS_AHEAD)) return { field, message: `must be within ${MAX_DAYS_AHEAD} days from today` }
  return null
}
