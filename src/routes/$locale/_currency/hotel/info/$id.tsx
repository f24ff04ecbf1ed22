import { createFileRoute } from '@tanstack/react-router'
import { hotelStaticSchema } from '../../../../../contract'
import { hotelStaticQueryOptions } from '../../../../../features/hotel/api/hotel-static'
import { rateSearchQueryOptions } from '../../../../../features/hotel/api/rate-search'
import { HotelDetailView } from '../../../../../features/hotel/components/hotel-detail-view'
import { FavouriteToggle } from '../../../../../features/history/components/favourite-toggle'
import { useRecordVisit } from '../../../../../features/history/hooks/use-record-visit'
import { useLocale } from '../../../../../lib/i18n/use-locale'
import { seedFromFirstPaint } from '../../../../../lib/query/first-paint-data'
import { getSession } from '../../../../../lib/session/session-store'
import { useSession } from '../../../../../lib/session/use-session'
import { staySearchSchema, stayFromSearch } from '../../../../../lib/stay-search'

const HOTEL_ID = /^[1-9]\d{0,9}$/

// §2 /hotel/info/{id} with the stay in the query (checkIn, checkOut, addressType, addressValue,
// adult, room, nation, children). A non-numeric id is a 404 (§2 route validation).
export const Route = createFileRoute('/$locale/_currency/hotel/info/$id')({
  staticData: {
    name: 'hotel-info-id',
    rules: { validate: ({ params }) => HOTEL_ID.test(params.id ?? '') },
  },
  validateSearch: staySearchSchema,
  // #9 LCP: the hotel's facts and rates are asked for as soon as the route matches, not
  // when the page has rendered (the page mounts in a transition, after the app's first commit).
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    if (!HOTEL_ID.test(params.id)) return
    const hotelId = Number(params.id)
    const facts = hotelStaticQueryOptions(hotelId)
    // Opened by URL: the facts the server painted the page from.
    seedFromFirstPaint(context.queryClient, facts, hotelStaticSchema)
    void context.queryClient.prefetchQuery(facts)
    // The rates are asked for in a task of their own: together with the facts' request, the check
    // of the painted facts and the page's chunk preloads they made one task of up to ~200 ms on
    // an 8x phone (#9 TBT). If the page renders first, its own query starts the request and this
    // one shares it.
    const rates = rateSearchQueryOptions(hotelId, { ...stayFromSearch(deps, new Date()), currency: getSession().currency })
    setTimeout(() => void context.queryClient.prefetchQuery(rates), 0)
  },
  component: HotelInfoPage,
})

function HotelInfoPage() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const locale = useLocale()
  const { isLoggedIn, user } = useSession()
  const hotelId = Number(id)
  // §7: a visit is recorded (view_history records_add) for logged-in agents.
  const recordVisit = useRecordVisit(user?.username)
  return (
    <HotelDetailView
      hotelId={hotelId}
      search={search}
      locale={locale}
      onStayChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
      onHotelLoaded={recordVisit}
      favourite={(hotel) => (isLoggedIn ? <FavouriteToggle hotel={hotel} /> : null)}
    />
  )
}
