import { createFileRoute } from '@tanstack/react-router'
import { HotelDetailView } from '../../../../../features/hotel/components/hotel-detail-view'
import { FavouriteToggle } from '../../../../../features/history/components/favourite-toggle'
import { useRecordVisit } from '../../../../../features/history/hooks/use-record-visit'
import { useLocale } from '../../../../../lib/i18n/use-locale'
import { useSession } from '../../../../../lib/session/use-session'
import { staySearchSchema } from '../../../../../lib/stay-search'

// §2 /hotel/info/{id} with the stay in the query (checkIn, checkOut, addressType, addressValue,
// adult, room, nation, children). A non-numeric id is a 404 (§2 route validation).
export const Route = createFileRoute('/$locale/_currency/hotel/info/$id')({
  staticData: {
    name: 'hotel-info-id',
    rules: { validate: ({ params }) => /^[1-9]\d{0,9}$/.test(params.id ?? '') },
  },
  validateSearch: staySearchSchema,
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
