import { Box } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { Permission, hotelListResponseSchema } from '../../../../contract'
import { hotelListInputOf, hotelListQueryOptions } from '../../../../features/hotel/api/hotel-list'
import { HotelListView } from '../../../../features/hotel/components/hotel-list-view'
import { regionDetailQueryOptions } from '../../../../features/search/api/region-detail'
import { SearchForm } from '../../../../features/search/components/search-form'
import { useDestinationLabel } from '../../../../features/search/hooks/use-destination-label'
import { useLocale } from '../../../../lib/i18n/use-locale'
import { seedFromFirstPaint } from '../../../../lib/query/first-paint-data'
import { getSession } from '../../../../lib/session/session-store'
import { useSession } from '../../../../lib/session/use-session'
import { hotelListSearchSchema, stayFromSearch, withoutPriceParts, type HotelListSearch } from '../../../../lib/stay-search'
import { mayHaveSession, userHas, userInfoQueryOptions } from '../../../../lib/session/queries'
import { useGoToSearch } from './-search-nav'

// §2 /hotel/list: the whole search lives in the URL (shareable; back works), pageNum included.
export const Route = createFileRoute('/$locale/_currency/hotel/list')({
  staticData: { name: 'hotel-list' },
  validateSearch: hotelListSearchSchema,
  // #9 LCP: the list's request starts as soon as the route matches, not when the page has
  // rendered (the page mounts in a transition, after the app's first commit).
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (deps.addressType && deps.addressValue) {
      // The view asks without price parts for a user who cannot see prices (§6); so does this.
      const user = mayHaveSession() ? context.queryClient.getQueryData(userInfoQueryOptions().queryKey) : null
      const search = user !== undefined && !userHas(user, Permission.QUERY_PRICE) ? withoutPriceParts(deps) : deps
      const list = hotelListQueryOptions(hotelListInputOf(search, getSession().currency, new Date()))
      // Opened by URL: the answer the server painted the page from, when it is this list.
      seedFromFirstPaint(context.queryClient, list, hotelListResponseSchema)
      void context.queryClient.prefetchQuery(list)
    }
    // A shared link without the region's name: ask for it now too, so that it is there when the
    // page first renders instead of arriving after and rendering the whole page again.
    if (deps.addressType === 'region' && deps.addressValue && !deps.addressText) void context.queryClient.prefetchQuery(regionDetailQueryOptions(deps.addressValue))
  },
  component: HotelListPage,
})

function HotelListPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const locale = useLocale()
  const session = useSession()
  const goToSearch = useGoToSearch(locale)
  const stay = stayFromSearch(search, new Date())
  // A shared link may carry only the region id: name it in the reader's language.
  const destinationText = useDestinationLabel(search.addressType, search.addressValue, search.addressText, locale)
  const current =
    search.addressType && search.addressValue
      ? {
          destination: { type: search.addressType, value: String(search.addressValue), text: destinationText },
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          adultNum: stay.adultNum,
          roomNum: stay.roomNum,
          childrenAges: stay.childrenAges,
          nation: stay.nation,
        }
      : undefined
  const update = (patch: Partial<HotelListSearch>, resetPage = true) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, ...(resetPage ? { pageNum: undefined } : {}) }) })

  return (
    <>
      <Box borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} mb="6" bg="bg.panel">
        <SearchForm onSearch={goToSearch} loggedIn={session.isLoggedIn} current={current} showRecent={false} />
      </Box>
      <HotelListView search={destinationText && !search.addressText ? { ...search, addressText: destinationText } : search} onSearchChange={update} />
    </>
  )
}
