import { Link, createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { OrderDetailView } from '../../../../../features/orders/components/order-detail-view'
import { ShareButton } from '../../../../../features/payment/components/share-button'
import type { Locale } from '../../../../../contract'
import { loadPayCatalog } from '../../../../../lib/i18n/i18n'

// §2 /order/detail/{id}: id = orderNum. Another agency's number answers 404 from the server.
export const Route = createFileRoute('/$locale/_leftnav/order/detail/$id')({
  // The payment texts (lib/i18n loadPayCatalog; #9: other pages do not load them).
  beforeLoad: ({ params }) => loadPayCatalog(params.locale as Locale),
  staticData: { name: 'order-detail-id', rules: { validate: ({ params }) => /^[A-Za-z0-9-]{1,32}$/.test(params.id ?? '') } },
  component: OrderDetailRoute,
})

function OrderDetailRoute() {
  const { t } = useLingui()
  const { locale, id } = Route.useParams()
  return (
    <OrderDetailView
      key={id}
      orderNum={id}
      payLink={
        <Link to="/$locale/book/confirm/$id" params={{ locale, id }}>
          {t`Pay now`}
        </Link>
      }
      backLink={
        <Link to="/$locale/order" params={{ locale }}>
          {t`Back to orders`}
        </Link>
      }
      share={<ShareButton orderNum={id} />}
    />
  )
}
