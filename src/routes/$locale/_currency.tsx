import { Outlet, createFileRoute } from '@tanstack/react-router'
import { CurrencyLayout } from '../../components/layouts/layouts'
import { HistoryDrawer } from '../../features/history/components/history-drawer'
import { useHistorySync } from '../../features/history/hooks/use-history-sync'
import { useSession } from '../../lib/session/use-session'

// §2 layout with the reference-currency menu plus the history drawer plus footer. The header
// renders the drawer in two places (desktop and phone), so the offline replay of history and
// favourites is started here, once.
function CurrencyRoute() {
  useHistorySync(useSession().user?.username)
  return (
    <CurrencyLayout headerActions={<HistoryDrawer />}>
      <Outlet />
    </CurrencyLayout>
  )
}

export const Route = createFileRoute('/$locale/_currency')({ component: CurrencyRoute })
