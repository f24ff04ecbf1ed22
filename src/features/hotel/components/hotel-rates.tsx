import { Alert, Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import type { Currency, Locale } from '../../../contract'
import { QueryError } from '../../../components/query-state'
import { OfflinePending, isPausedWithoutData } from '../../../components/pwa/offline-pending'
import { PricesAsOf } from '../../../components/pwa/prices-as-of'
import { formatDate } from '../../../lib/dates'
import type { StayParams } from '../../../lib/stay-search'
import { useTransitionAnswer } from '../../../lib/use-transition-value'
import { useRateSearch } from '../api/rate-search'
import type { BookContext } from './book-button'
import { RoomTypeCard } from './room-type-card'

export interface HotelRatesProps {
  hotelId: number
  stay: StayParams
  nights: number
  currency: Currency
  locale: Locale
  /** §6: without QUERY_PRICE the prices are withheld; the rates' answer says so too. */
  mayQueryPrice: boolean
  /** What to say when prices are withheld: a visitor is asked to log in. */
  loggedOut: boolean
  /** Why this user cannot book (BookContext.blockedReason). */
  blockedReason: string | null
}

/**
 * The hotel page's "Rooms and rates" (§7 room_rate search): the stay's heading, then a card per
 * room type with its rate plans.
 *
 * #9 TBT: only this component reads the rates' query. TanStack Query's store updates render
 * synchronously, so when the rates arrived with the whole page subscribed, React re-rendered the
 * page and mounted every room type and rate plan in one task it could not split (33-35 ms of a
 * 52-54 ms task in profiles here, ×8 on Lighthouse's phone). Now the answer's arrival re-renders
 * this component alone, and the cards mount in a time-sliced transition (useTransitionAnswer),
 * the skeleton staying until then.
 */
export function HotelRates({ hotelId, stay, nights, currency, locale, mayQueryPrice, loggedOut, blockedReason }: HotelRatesProps) {
  const { t } = useLingui()
  const input = { ...stay, currency }
  const rates = useRateSearch(hotelId, input)
  // Only the answer for this hotel and stay: the route keeps this component from one to the next.
  const shown = useTransitionAnswer([hotelId, input], rates.data)
  const pricesHidden = shown?.pricesHidden ?? !mayQueryPrice
  const book: BookContext = { stay, currency, locale, pricesHidden, blockedReason }
  const { roomNum, adultNum, childNum } = stay

  return (
    <>
      <Box>
        <Heading as="h2" size="lg" id="rooms-heading">
          {t`Rooms and rates`}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {formatDate(stay.checkIn, locale)} – {formatDate(stay.checkOut, locale)} · <Plural value={nights} one="# night" other="# nights" /> ·{' '}
          <Plural value={roomNum} one="# room" other="# rooms" /> · <Plural value={adultNum} one="# adult per room" other="# adults per room" />
          {childNum > 0 && (
            <>
              {' · '}
              <Plural value={childNum} one="# child per room" other="# children per room" />
            </>
          )}
        </Text>
        {pricesHidden && (
          <Text textStyle="sm" color="fg.muted" mt="1">
            {loggedOut ? t`Log in to see prices.` : t`Your account cannot view prices. The main account can grant this permission.`}
          </Text>
        )}
        {shown && <PricesAsOf quotedAt={shown.quotedAt} refreshFailed={rates.isRefetchError} mt="1" />}
      </Box>
      {rates.isError && !rates.data ? (
        <QueryError error={rates.error} onRetry={() => void rates.refetch()} />
      ) : isPausedWithoutData(rates) ? (
        <OfflinePending />
      ) : !shown ? (
        <Stack gap="3" aria-busy="true" aria-label={t`Loading rates`}>
          <Skeleton height="32" />
          <Skeleton height="32" />
        </Stack>
      ) : shown.roomTypes.length === 0 ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t`No rooms are offered for these dates. Try other dates in the calendar.`}</Alert.Title>
        </Alert.Root>
      ) : (
        shown.roomTypes.map((room) => <RoomTypeCard key={room.roomTypeCode} room={room} locale={locale} nights={shown.nights} pricesHidden={pricesHidden} book={book} />)
      )}
    </>
  )
}
