import { Box, Button, Flex, Grid, Heading, IconButton, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { Currency, Locale } from '../../../contract'
import { dateTimeFormat } from '../../../lib/dates'
import { HIDDEN_AMOUNT } from '../../../lib/money'
import { useTransitionAnswer } from '../../../lib/use-transition-value'
import { useMonthLowest } from '../api/month-lowest'
import { OfflinePending, isPausedWithoutData } from '../../../components/pwa/offline-pending'

function monthOf(date: string): string {
  return date.slice(0, 7)
}
function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const d = new Date(Date.UTC(y, m - 1 + by, 1))
  return d.toISOString().slice(0, 7)
}
/** Monday-first column (0-6) of the 1st of the month. */
function firstColumn(month: string): number {
  return (new Date(`${month}-01T00:00:00Z`).getUTCDay() + 6) % 7
}

/**
 * Monthly lowest-price calendar (§7 month/lowest_price): the cheapest one-night price per
 * check-in date; picking a day moves the stay there (same number of nights).
 */
export function MonthCalendar({
  hotelId,
  checkIn,
  today,
  adultNum,
  currency,
  locale,
  onPick,
}: {
  hotelId: number
  checkIn: string
  today: string
  adultNum: number
  currency: Currency
  locale: Locale
  onPick(date: string): void
}) {
  const { t } = useLingui()
  const [month, setMonth] = useState(monthOf(checkIn))
  const query = useMonthLowest({ hotelId, month, adultNum, currency })
  // #9 TBT: a month's prices arrive through TanStack Query's store, whose updates render
  // synchronously: the grid of ~40 day buttons was one 20-40 ms task (×8 on a slow phone).
  // It now catches up in a time-sliced transition, and only the answer for this hotel and month
  // is shown (the route keeps this component from one hotel to the next).
  const current = useTransitionAnswer([hotelId, month, adultNum, currency], query.data)
  const title = dateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))
  const { weekdays, compact, full, dayName } = useMemo(() => {
    const weekday = dateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' })
    return {
      weekdays: Array.from({ length: 7 }, (_, i) => weekday.format(new Date(Date.UTC(2024, 0, 1 + i)))),
      compact: new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1, numberingSystem: 'latn' }),
      full: new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code', numberingSystem: 'latn' }),
      dayName: dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
    }
  }, [locale, currency])
  const days = current?.days ?? []
  const hidden = current?.pricesHidden ?? false
  const offset = firstColumn(month)

  return (
    <Box borderWidth="1px" borderRadius="lg" p="4" aria-busy={query.isFetching || undefined}>
      <Flex align="center" justify="space-between" mb="3" gap="2">
        <IconButton variant="ghost" minW="11" minH="11" aria-label={t`Previous month`} disabled={month <= monthOf(today)} onClick={() => setMonth((m) => shiftMonth(m, -1))}>
          <Box as="span" aria-hidden="true" display="inline-block" _rtl={{ transform: 'scaleX(-1)' }}>
            ‹
          </Box>
        </IconButton>
        <Heading as="h3" size="sm" aria-live="polite">
          {title}
        </Heading>
        <IconButton variant="ghost" minW="11" minH="11" aria-label={t`Next month`} onClick={() => setMonth((m) => shiftMonth(m, 1))}>
          <Box as="span" aria-hidden="true" display="inline-block" _rtl={{ transform: 'scaleX(-1)' }}>
            ›
          </Box>
        </IconButton>
      </Flex>
      <Text textStyle="xs" color="fg.muted" mb="2">
        {t`Lowest price for one night, in ${currency}`}
      </Text>
      {query.isError ? (
        <Text color="fg.error" textStyle="sm">
          {t`Prices could not be loaded.`}{' '}
          <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
            {t`Retry`}
          </Button>
        </Text>
      ) : isPausedWithoutData(query) ? (
        // Offline, a month not saved before: say so rather than a grid of weekday letters only.
        <OfflinePending />
      ) : (
        // A group of day buttons, each named by its full date and price; the weekday letters
        // are visual only (no grid role: it would promise arrow-key navigation).
        <Grid templateColumns="repeat(7, minmax(0, 1fr))" gap="1" role="group" aria-label={title}>
          {weekdays.map((w, i) => (
            <Text key={i} textAlign="center" textStyle="xs" color="fg.muted" aria-hidden="true">
              {w}
            </Text>
          ))}
          {Array.from({ length: offset }, (_, i) => (
            <Box key={`pad-${i}`} />
          ))}
          {days.map((d) => {
            const past = d.date < today
            const price = hidden ? HIDDEN_AMOUNT : d.lowestPrice === null ? '–' : compact.format(d.lowestPrice)
            const selected = d.date === checkIn
            return (
              <Button
                key={d.date}
                variant={selected ? 'solid' : 'ghost'}
                disabled={past}
                onClick={() => onPick(d.date)}
                height="auto"
                minH="11"
                minW="0"
                px="0"
                py="1"
                flexDirection="column"
                gap="0"
                aria-pressed={selected}
                aria-label={`${dayName.format(new Date(`${d.date}T00:00:00Z`))} ${hidden || d.lowestPrice === null ? price : full.format(d.lowestPrice)}`}
                title={hidden || d.lowestPrice === null ? undefined : full.format(d.lowestPrice)}
              >
                <Text as="span" textStyle="sm" fontWeight="semibold">
                  {Number(d.date.slice(8))}
                </Text>
                <Text as="span" fontSize="2xs" color={selected ? undefined : 'fg.muted'} truncate maxW="full">
                  {price}
                </Text>
              </Button>
            )
          })}
        </Grid>
      )}
    </Box>
  )
}
