import { Link, createFileRoute } from '@tanstack/react-router'
import { OrdersPage } from '../../../../features/orders/components/orders-page'
import { orderSearchSchema } from '../../../../features/orders/order-search'
import { OrderTabLinks } from './-tabs'

// §2 /order (logged in only): the agency's orders with filters and pageNum in the URL.
export const Route = createFileRoute('/$locale/_leftnav/order/')({
  staticData: { name: 'order' },
  validateSearch: orderSearchSchema,
  component: OrdersRoute,
})

function OrdersRoute() {
  const { locale } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <OrdersPage
      search={search}
      onSearch={(next) => void navigate({ search: next })}
      tabs={<OrderTabLinks current="orders" locale={locale} />}
      detailLink={(o) => (
        <Link to="/$locale/order/detail/$id" params={{ locale, id: o.orderNum }}>
          {o.orderNum}
        </Link>
      )}
    />
  )
}
