import { Link, createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { placeOrderRules } from '../../../../../features/booking/place-order-access'
import { CheckoutPage } from '../../../../../features/payment/components/checkout-page'

// §2 /book/confirm/{id}: checkout of one order (id = orderNum). Login and PLACE_ORDER required
// (guard, §6): the page asks payment/support and pays, which the server refuses without it.
const ORDER_NUM_RE = /^[A-Za-z0-9-]{4,32}$/

export const Route = createFileRoute('/$locale/_checkout/book/confirm/$id')({
  staticData: { name: 'book-confirm-id', rules: { ...placeOrderRules, validate: ({ params }) => ORDER_NUM_RE.test(params.id ?? '') } },
  component: ConfirmRoute,
})

function ConfirmRoute() {
  const { t } = useLingui()
  const { id, locale } = Route.useParams()
  const navigate = Route.useNavigate()
  const onPaid = useCallback((orderNum: string) => void navigate({ to: '/$locale/pay/succeed', params: { locale }, search: { orderNum } }), [navigate, locale])
  const onHeld = useCallback((orderNum: string) => void navigate({ to: '/$locale/pay/succeed.1', params: { locale }, search: { orderNum } }), [navigate, locale])
  return (
    <CheckoutPage
      key={id}
      orderNum={id}
      onPaid={onPaid}
      onHeld={onHeld}
      orderLink={
        <Link to="/$locale/order/detail/$id" params={{ locale, id }}>
          {t`Open the order`}
        </Link>
      }
    />
  )
}
