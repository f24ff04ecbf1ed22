import { Alert, Badge, Box, Button, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { NativeSelect } from '../../../components/native-select'
import { Plural, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { HOTEL_SORTS, Permission, nightsBetween, type HotelSort } from '../../../contract'
import { PaginationNav } from '../../../components/pagination-nav'
import { Modal } from '../../../components/modal'
import { QueryError } from '../../../components/query-state'
import { OfflinePending, isPausedWithoutData } from '../../../components/pwa/offline-pending'
import { PricesAsOf } from '../../../components/pwa/prices-as-of'
import { useDocumentTitle } from '../../../components/use-document-title'
import { useLocale } from '../../../lib/i18n/use-locale'
import { useSessionState } from '../../../lib/session/session-store'
import { useSession } from '../../../lib/session/use-session'
import { filtersFromSearch, sortFromSearch, staySearchOf, stayFromSearch, urlStayProblem, withoutPriceParts, type HotelListSearch } from '../../../lib/stay-search'
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query'
import { useProgressiveCount } from '../../../lib/use-progressive-count'
import { useStableValue } from '../../../lib/use-stable-value'
import { useTransitionValue } from '../../../lib/use-transition-value'
import { LIST_PAGE_SIZE, hotelListInputOf, useHotelList } from '../api/hotel-list'
import { HotelCard } from './hotel-card'
import { ListFilters } from './list-filters'
import { StayDatesNotice } from './stay-dates-notice'

export interface HotelListViewProps {
  search: HotelListSearch
  /** Writes to the URL; filter and sort changes go back to page 1. */
  onSearchChange(patch: Partial<HotelListSearch>, resetPage?: boolean): void
}

function CardSkeleton() {
  return (
    <Flex borderWidth="1px" borderRadius="md" overflow="hidden" direction={{ base: 'column', sm: 'row' }}>
      <Skeleton width={{ base: 'full', sm: '60' }} height="40" />
      <Stack flex="1" p="4" gap="3">
        <Skeleton height="5" width="60%" />
        <Skeleton height="4" width="30%" />
        <Skeleton height="4" width="80%" />
      </Stack>
    </Flex>
  )
}

/** Cards in the first commit (a phone screen shows two, a desktop three) and in each later one. */
const FIRST_CARDS = 4
const MORE_CARDS = 4

/** §7 hotel list: results for the URL's search, filters, sort, pagination. */
export function HotelListView({ search: asked, onSearchChange }: HotelListViewProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const currency = useSessionState((s) => s.currency)
  const session = useSession()
  // §6: without QUERY_PRICE prices are withheld and the server ignores price filters and sorts,
  // so they are not offered (a permission removes what it does not allow), and a shared link's
  // are neither sent nor shown as applied. Unknown while the session loads: nothing changes then.
  const noPrices = !session.isLoading && !session.permissions.includes(Permission.QUERY_PRICE)
  const search = noPrices ? withoutPriceParts(asked) : asked
  const [filtersOpen, setFiltersOpen] = useState(false)
  // The filters are a column on wide screens and a drawer below lg; only one of them is built.
  const wide = useMediaQuery(WIDE_SCREEN)
  const place = search.addressText
  useDocumentTitle(place ? t`Hotels in ${place}` : t`Hotels`)

  const now = new Date()
  const stay = stayFromSearch(search, now)
  // §4/§9: dates the link gives but that cannot be searched are replaced by the defaults; say so.
  const datesProblem = urlStayProblem(search, now)
  const page = search.pageNum ?? 1
  const hasDestination = Boolean(search.addressType && search.addressValue)
  const query = useHotelList(hotelListInputOf(search, currency, now))
  // Offline with nothing saved for this search, also when the previous answer stays as the
  // placeholder (another page, filter or currency: it would pass for this one, 80 hotels in CNY
  // under a EUR menu): say it is not saved instead.
  const waitsOffline = isPausedWithoutData(query)
  // The cards render in an interruptible background render once the answer is in, so a slow
  // phone's main thread is not blocked while twenty cards are built (#9 TBT).
  const shown = useTransitionValue(query.data, query.data)
  const nights = nightsBetween(stay.checkIn, stay.checkOut)
  // Same object while the stay is the same, so the memoised cards do not re-render.
  const stayQuery = useStableValue(staySearchOf(stay, search.addressType && search.addressValue ? { type: search.addressType, value: search.addressValue, text: search.addressText } : undefined))
  // The first cards commit with the page; the rest follow a few at a time (#9 TBT).
  const cardCount = useProgressiveCount(shown?.hotels.length ?? 0, FIRST_CARDS, MORE_CARDS)
  // The server withholds prices without QUERY_PRICE (§6); the UI also knows from the session.
  const pricesHidden = query.data?.pricesHidden ?? noPrices

  const sortLabels: Record<HotelSort, string> = {
    recommended: t`Recommended`,
    price_asc: t`Price: low to high`,
    price_desc: t`Price: high to low`,
    stars_desc: t`Stars: high to low`,
  }
  const filters = <ListFilters key={JSON.stringify(filtersFromSearch(search))} search={search} currency={noPrices ? undefined : currency} onChange={(patch) => onSearchChange(patch)} />
  const activeFilters = Object.keys(filtersFromSearch(search)).length

  if (!hasDestination) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t`Choose a destination above to see hotels.`}</Alert.Title>
      </Alert.Root>
    )
  }

  const total = query.data?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE))
  return (
    <Grid templateColumns={{ base: '1fr', lg: '16rem 1fr' }} gap="6" alignItems="start">
      {wide && (
        <Box as="aside" aria-label={t`Filters`} borderWidth="1px" borderRadius="lg" p="4" position="sticky" top="20">
          <Heading as="h2" size="sm" mb="4">
            {t`Filters`}
          </Heading>
          {filters}
        </Box>
      )}
      <Stack gap="4" minW="0">
        {datesProblem && (
          <StayDatesNotice problem={datesProblem} given={{ checkIn: search.checkIn, checkOut: search.checkOut }} shown={stay} locale={locale} page="list" />
        )}
        <Flex gap="3" align={{ base: 'stretch', sm: 'center' }} justify="space-between" direction={{ base: 'column', sm: 'row' }}>
          <Heading as="h1" size="lg" aria-live="polite">
            {query.data && !waitsOffline ? (
              <Plural value={total} one="# hotel found" other="# hotels found" />
            ) : query.isError || query.fetchStatus === 'paused' ? (
              // Failed, or offline with nothing saved: not searching (the notice below says why).
              t`Hotels`
            ) : (
              t`Searching hotels…`
            )}
          </Heading>
          <Flex gap="2" align="center">
            {!wide && (
              <Modal
                open={filtersOpen}
                onOpenChange={setFiltersOpen}
                placement="start"
                size="xs"
                title={t`Filters`}
                closeLabel={t`Close filters`}
                trigger={
                  <Button variant="outline" minH="11">
                    {t`Filters`}
                    {activeFilters > 0 && <Badge colorPalette="brand">{activeFilters}</Badge>}
                  </Button>
                }
                footer={
                  <Button width="full" minH="11" onClick={() => setFiltersOpen(false)}>
                    {t`Show results`}
                  </Button>
                }
              >
                {filters}
              </Modal>
            )}
            <NativeSelect.Root size="md" width={{ base: 'full', sm: '56' }}>
              <NativeSelect.Field
                aria-label={t`Sort by`}
                minH="11"
                value={sortFromSearch(search)}
                onChange={(e) => onSearchChange({ sort: e.target.value === 'recommended' ? undefined : (e.target.value as HotelSort) })}
              >
                {HOTEL_SORTS.filter((s) => !noPrices || !s.startsWith('price')).map((s) => (
                  <option key={s} value={s}>
                    {sortLabels[s]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Flex>
        </Flex>
        {pricesHidden && (
          <Text textStyle="sm" color="fg.muted">
            {!session.isLoading && !session.user
              ? t`Log in to see prices, and to filter and sort hotels by price.`
              : noPrices
              ? t`Your account cannot view prices. The main account can grant this permission. Until then, hotels cannot be filtered or sorted by price.`
              : t`Your account cannot view prices. The main account can grant this permission.`}
          </Text>
        )}
        {query.data && !waitsOffline && <PricesAsOf quotedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} alignSelf="flex-start" />}
        {/* A refresh that failed, above the (older) cards it could not replace, not below twenty of them. */}
        {query.isError && query.data && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
        {query.isError && !query.data ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : waitsOffline ? (
          <OfflinePending />
        ) : query.isPending ? (
          <Stack gap="4" aria-busy="true" aria-label={t`Loading hotels`}>
            <CardSkeleton />
            <CardSkeleton />
            <CardSkeleton />
          </Stack>
        ) : query.data.hotels.length === 0 && total > 0 ? (
          // A page past the last (an old link, a hand-edited pageNum): the search itself is fine.
          <Stack align="center" textAlign="center" py="12" gap="3" borderWidth="1px" borderRadius="lg" borderStyle="dashed" data-testid="past-last-page">
            <Heading as="h2" size="md">
              {t`There is no page ${page} of these results`}
            </Heading>
            <Text color="fg.muted">
              <Plural value={pageCount} one="They fit on # page." other="They fit on # pages." />
            </Text>
            <Button variant="outline" onClick={() => onSearchChange({ pageNum: pageCount === 1 ? undefined : pageCount }, false)}>
              {t`Go to the last page`}
            </Button>
          </Stack>
        ) : query.data.hotels.length === 0 ? (
          <Stack align="center" textAlign="center" py="12" gap="3" borderWidth="1px" borderRadius="lg" borderStyle="dashed">
            <Heading as="h2" size="md">
              {t`No hotels match this search`}
            </Heading>
            <Text color="fg.muted">{t`Try other dates, fewer filters or another destination.`}</Text>
            {activeFilters > 0 && (
              <Button
                variant="outline"
                onClick={() => onSearchChange({ priceMin: undefined, priceMax: undefined, stars: undefined, meals: undefined, freeCancel: undefined, keyword: undefined })}
              >
                {t`Clear filters`}
              </Button>
            )}
          </Stack>
        ) : !shown ? (
          <Stack gap="4" aria-busy="true" aria-label={t`Loading hotels`}>
            <CardSkeleton />
            <CardSkeleton />
            <CardSkeleton />
          </Stack>
        ) : (
          <Stack gap="4" as="ul" listStyleType="none" data-testid="hotel-list" opacity={query.isPlaceholderData || shown !== query.data ? 0.6 : 1} aria-busy={query.isFetching || cardCount < shown.hotels.length || undefined}>
            {shown.hotels.slice(0, cardCount).map((hotel, index) => (
              <li key={hotel.hotelId}>
                <HotelCard hotel={hotel} locale={locale} nights={nights} pricesHidden={pricesHidden} stay={stayQuery} currency={shown.currency} eager={index < 2} />
              </li>
            ))}
          </Stack>
        )}
        <PaginationNav page={Math.min(page, pageCount)} pageCount={pageCount} onPage={(p) => onSearchChange({ pageNum: p === 1 ? undefined : p }, false)} />
      </Stack>
    </Grid>
  )
}
