import { Link, createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { BookingPage } from '../../../../features/booking/components/booking-page'

// §2 /book/{id}: the booking form of one draft (id = the draft's UUID, kept in IndexedDB).
// Login is required (guard); PLACE_ORDER is checked by the page so it can say why (§6).
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const Route = createFileRoute('/$locale/_default/book/$id')({
  staticData: { name: 'book-id', rules: { validate: ({ params }) => UUID_RE.test(params.id ?? '') } },
  component: BookRoute,
})

function BookRoute() {
  const { t } = useLingui()
  const { id, locale } = Route.useParams()
  const navigate = Route.useNavigate()
  // Next step: checkout (/book/confirm/{orderNum}, the payment pages).
  const onBooked = useCallback(
    (orderNum: string) => void navigate({ to: '/$locale/book/confirm/$id', params: { locale, id: orderNum } }),
    [navigate, locale],
  )
  const onDeleted = useCallback(() => void navigate({ to: '/$locale/order/drafts', params: { locale } }), [navigate, locale])
  return (
    <BookingPage
      draftId={id}
      onBooked={onBooked}
      onDeleted={onDeleted}
      draftsLink={
        <Link to="/$locale/order/drafts" params={{ locale }}>
          {t`My drafts`}
        </Link>
      }
      orderLink={(orderNum) => (
        <Link to="/$locale/order/detail/$id" params={{ locale, id: orderNum }}>
          {t`View order ${orderNum}`}
        </Link>
      )}
    />
  )
}
