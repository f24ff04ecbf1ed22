import { Link, createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { DraftsList } from '../../../../features/orders/components/drafts-list'
import { OrderTabLinks } from './-tabs'

// The "Drafts" tab of /order (booking issue): drafts live in this browser's IndexedDB. It shares
// the §2 route name of /order (same page, another tab), so the same login rule applies.
export const Route = createFileRoute('/$locale/_leftnav/order/drafts')({
  staticData: { name: 'order' },
  component: DraftsRoute,
})

function DraftsRoute() {
  const { t } = useLingui()
  const { locale } = Route.useParams()
  return (
    <DraftsList
      tabs={<OrderTabLinks current="drafts" locale={locale} />}
      resumeLink={(d) => (
        <Link to="/$locale/book/$id" params={{ locale, id: d.id }}>
          {d.state === 'needs_review' ? t`Review` : t`Resume`}
        </Link>
      )}
      orderLink={(orderNum) => (
        <Link to="/$locale/order/detail/$id" params={{ locale, id: orderNum }}>
          {t`View order`}
        </Link>
      )}
    />
  )
}
