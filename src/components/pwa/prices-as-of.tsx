import { Badge, type BadgeProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useOnline } from '../../lib/pwa/online'

/** Older than this, a price on screen is labelled with its time even online. */
export const PRICE_FRESH_MS = 5 * 60 * 1000

export function formatClock(at: Date, locale: string): string {
  // -u-nu-latn: Western digits in Arabic too, like the money formatter.
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : locale, { hour: '2-digit', minute: '2-digit', hour12: false }).format(at)
}

/** Whether prices quoted at `quotedAt` need a "prices as of" label. */
export function needsPriceTime(quotedAt: number, online: boolean, now = Date.now()): boolean {
  return !online || now - quotedAt > PRICE_FRESH_MS
}

/**
 * "Prices as of HH:MM" (issue 7): shown when the prices on screen come from the saved cache,
 * i.e. while offline or when they are older than a few minutes. `quotedAt` is the server's
 * quote time when the answer has one, else when the data was fetched.
 */
export function PricesAsOf({ quotedAt, ...props }: { quotedAt: string | number | undefined } & BadgeProps) {
  const { t, i18n } = useLingui()
  const { online } = useOnline()
  const at = typeof quotedAt === 'string' ? Date.parse(quotedAt) : quotedAt
  if (at === undefined || !Number.isFinite(at) || at <= 0 || !needsPriceTime(at, online)) return null
  const time = formatClock(new Date(at), i18n.locale)
  return (
    <Badge colorPalette="orange" variant="subtle" data-testid="prices-as-of" {...props}>
      {t`Prices as of ${time}`}
    </Badge>
  )
}
