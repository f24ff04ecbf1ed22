import { Box, Flex, Grid, Heading, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, type ReactNode } from 'react'
import { Permission, nightsBetween, type HotelStatic, type Locale } from '../../../contract'
import { QueryError } from '../../../components/query-state'
import { OfflinePending, isPausedWithoutData } from '../../../components/pwa/offline-pending'
import { NewTabNote } from '../../../components/new-tab-note'
import { useOnline } from '../../../lib/pwa/online'
import { StarRating } from '../../../components/star-rating'
import { useDocumentTitle } from '../../../components/use-document-title'
import { beijingDate } from '../../../lib/dates'
import { useSessionState } from '../../../lib/session/session-store'
import { useSession } from '../../../lib/session/use-session'
import { addDays, stayFromSearch, staySearchOf, urlStayProblem, type StaySearch } from '../../../lib/stay-search'
import { useHotelStatic } from '../api/hotel-static'
import { hotelAddress, hotelName } from '../hotel-names'
import { HotelGallery } from './hotel-gallery'
import { MonthCalendar } from './month-calendar'
import { PopularHotels } from './popular-hotels'
import { HotelRates } from './hotel-rates'
import { StayDatesNotice } from './stay-dates-notice'
import { telHref } from '../../../lib/tel'

export interface HotelDetailViewProps {
  hotelId: number
  search: StaySearch
  locale: Locale
  onStayChange(patch: Partial<StaySearch>): void
  /** The favourite control (history feature), composed in by the route. */
  favourite?(hotel: HotelStatic): ReactNode
  /** Called once the hotel's facts are known (the route records the visit). */
  onHotelLoaded?(hotel: HotelStatic): void
}

/** §7 hotel detail: pictures, facts, room types with rate plans, calendar, popular nearby. */
export function HotelDetailView({ hotelId, search, locale, onStayChange, favourite, onHotelLoaded }: HotelDetailViewProps) {
  const { t } = useLingui()
  const currency = useSessionState((s) => s.currency)
  const session = useSession()
  const now = new Date()
  const stay = stayFromSearch(search, now)
  // §4/§9: dates the link gives but that cannot be searched are replaced by the defaults; say so.
  const datesProblem = urlStayProblem(search, now)
  const today = beijingDate(now)
  const nights = nightsBetween(stay.checkIn, stay.checkOut)
  const info = useHotelStatic(hotelId)
  const { reason: offlineReason } = useOnline()
  useDocumentTitle(info.data ? hotelName(info.data, locale) : t`Hotel`)
  const loaded = info.data
  useEffect(() => {
    if (loaded) onHotelLoaded?.(loaded)
  }, [loaded, onHotelLoaded])

  const blockedReason = !session.isLoggedIn
    ? t`Log in to book.`
    : !session.permissions.includes(Permission.PLACE_ORDER)
      ? t`Your account cannot place orders. The main account can grant this permission.`
      : // Booking starts with a live availability check (§7 check_available): not offline.
        offlineReason
  const stayLink = staySearchOf(stay, search.addressType && search.addressValue ? { type: search.addressType, value: search.addressValue, text: search.addressText } : undefined)

  if (info.isError && !info.data) return <QueryError error={info.error} onRetry={() => void info.refetch()} />
  // Offline, a hotel never opened on this device: one notice, not placeholders that never fill.
  if (isPausedWithoutData(info)) return <OfflinePending />
  const hotel = info.data

  return (
    <Stack gap="8">
      <Stack gap="3">
        {hotel ? (
          <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
            <Box minW="0">
              <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
                {hotelName(hotel, locale)}
              </Heading>
              <Flex gap="3" align="center" mt="1" wrap="wrap">
                <StarRating stars={hotel.starRating} />
                <Text color="fg.muted" textStyle="sm">
                  <bdi>{hotelAddress(hotel, locale)}</bdi>
                </Text>
              </Flex>
            </Box>
            {favourite?.(hotel)}
          </Flex>
        ) : (
          <Skeleton height="10" width="60%" />
        )}
        {hotel ? <HotelGallery images={hotel.images} name={hotelName(hotel, locale)} /> : <Skeleton height="64" />}
      </Stack>

      {hotel && (
        <Grid templateColumns={{ base: '1fr', md: 'repeat(4, 1fr)' }} gap="4" as="dl" borderWidth="1px" borderRadius="lg" p="4">
          <Box>
            <Text as="dt" textStyle="xs" color="fg.muted">{t`Check-in from`}</Text>
            <Text as="dd" fontWeight="medium">{hotel.checkInTime}</Text>
          </Box>
          <Box>
            <Text as="dt" textStyle="xs" color="fg.muted">{t`Check-out until`}</Text>
            <Text as="dd" fontWeight="medium">{hotel.checkOutTime}</Text>
          </Box>
          <Box>
            <Text as="dt" textStyle="xs" color="fg.muted">{t`Phone`}</Text>
            <Text as="dd" fontWeight="medium">
              {/* A link a phone can call; inline, so in ar it sits at the start like the other facts. */}
              <ChakraLink href={telHref(hotel.phone)} dir="ltr" unicodeBidi="isolate">
                {hotel.phone}
              </ChakraLink>
            </Text>
          </Box>
          <Box>
            <Text as="dt" textStyle="xs" color="fg.muted">{t`Location`}</Text>
            <Text as="dd" fontWeight="medium">
              <ChakraLink
                href={`https://www.openstreetmap.org/?mlat=${hotel.lat}&mlon=${hotel.lng}#map=16/${hotel.lat}/${hotel.lng}`}
                target="_blank"
                rel="noopener noreferrer"
                dir="ltr"
                unicodeBidi="isolate"
              >
                {hotel.lat.toFixed(5)}, {hotel.lng.toFixed(5)}
                <NewTabNote icon={false} />
              </ChakraLink>
            </Text>
          </Box>
        </Grid>
      )}

      <Grid templateColumns={{ base: '1fr', lg: '1fr 20rem' }} gap="6" alignItems="start">
        <Stack as="section" aria-labelledby="rooms-heading" gap="4" minW="0">
          {datesProblem && (
            <StayDatesNotice problem={datesProblem} given={{ checkIn: search.checkIn, checkOut: search.checkOut }} shown={stay} locale={locale} page="hotel" />
          )}
          <HotelRates
            hotelId={hotelId}
            stay={stay}
            nights={nights}
            currency={currency}
            locale={locale}
            mayQueryPrice={session.permissions.includes(Permission.QUERY_PRICE)}
            loggedOut={!session.isLoading && !session.user}
            blockedReason={blockedReason}
          />
        </Stack>
        <Stack gap="4" as="aside" aria-label={t`Price calendar`}>
          <MonthCalendar
            hotelId={hotelId}
            checkIn={stay.checkIn}
            today={today}
            adultNum={stay.adultNum}
            currency={currency}
            locale={locale}
            onPick={(date) => onStayChange({ checkIn: date, checkOut: addDays(date, Math.max(1, nights)) })}
          />
        </Stack>
      </Grid>

      <PopularHotels hotelId={hotelId} currency={currency} locale={locale} stay={stayLink} />
    </Stack>
  )
}
