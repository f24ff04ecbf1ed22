import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { OrderTabs } from '../../../../features/orders/components/order-tabs'

/** The /order tabs as router links (features do not know the route tree). */
export function OrderTabLinks({ current, locale }: { current: 'orders' | 'drafts'; locale: string }) {
  const { t } = useLingui()
  return (
    <OrderTabs
      current={current}
      ordersLink={
        <Link to="/$locale/order" params={{ locale }} activeOptions={{ exact: true, includeSearch: false }}>
          {t`Orders`}
        </Link>
      }
      draftsLink={
        <Link to="/$locale/order/drafts" params={{ locale }}>
          {t`Drafts`}
        </Link>
      }
    />
  )
}
