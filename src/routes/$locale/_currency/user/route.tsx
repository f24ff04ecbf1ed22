import { Outlet, createFileRoute } from '@tanstack/react-router'
import type { Locale } from '../../../../contract'
import { loadWorkCatalog } from '../../../../lib/i18n/i18n'
import { AccountSection } from '../../../../features/account/components/account-section'

export const Route = createFileRoute('/$locale/_currency/user')({
  // The booking, orders and account texts (#9: the search, list and hotel pages do not load them).
  beforeLoad: ({ params }) => loadWorkCatalog(params.locale as Locale),
  staticData: { name: 'user' },
  component: () => (
    <AccountSection>
      <Outlet />
    </AccountSection>
  ),
})
