import { Badge, type BadgeProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useOnline } from '../../lib/pwa/online'

/** Older than this, a price on screen is labelled with its time even online. */
export const PRICE_FRESH_MS = 5 * 60 * 1000

/**
 * When saved figures were loaded: the 24-hour time, with the day when it is not today (the saved
 * cache is kept for days: "as of 23:40" from yesterday read as tonight) and the year when it is
 * not this year.
 */
export function formatClock(at: Date, locale: string, now = new Date()): string {
  const today = at.getFullYear() === now.getFullYear() && at.getMonth() === now.getMonth() && at.getDate() === now.getDate()
  const day: Intl.DateTimeFormatOptions = today ? {} : { month: 'short', day: 'numeric', year: at.getFullYear() === now.getFullYear() ? undefined : 'numeric' }
  // -u-nu-latn: Western digits in Arabic too, like the money formatter.
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : locale, { ...day, hour: '2-digit', minute: '2-digit', hour12: false }).format(at)
}

/**
 * Whether prices quoted at `quotedAt` need a "prices as of" label: offline, older than a few
 * minutes, or their refresh just failed (the server unreachable while the device is online).
 */
export function needsPriceTime(quotedAt: number, online: boolean, now = Date.now(), refreshFailed = false): boolean {
  return !online || refreshFailed || now - quotedAt > PRICE_FRESH_MS
}

/**
 * "Prices as of HH:MM" (issue 7): shown when the prices on screen come from the saved cache,
 * i.e. while offline, when they are older than a few minutes, or when asking again failed. `quotedAt` is the server's
 * quote time when the answer has one, else when the data was fetched.
 */
export function PricesAsOf({ quotedAt, refreshFailed = false, ...props }: { quotedAt: string | number | undefined; refreshFailed?: boolean } & BadgeProps) {
  const { t, i18n } = useLingui()
  const { online } = useOnline()
  const at = typeof quotedAt === 'string' ? Date.parse(quotedAt) : quotedAt
  if (at === undefined || !Number.isFinite(at) || at <= 0 || !needsPriceTime(at, online, Date.now(), refreshFailed)) return null
  const time = formatClock(new Date(at), i18n.locale)
  return (
    <Badge colorPalette="orange" variant="subtle" data-testid="prices-as-of" {...props}>
      {t`Prices as of ${time}`}
    </Badge>
  )
}
