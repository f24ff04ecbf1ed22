import { Outlet, createFileRoute } from '@tanstack/react-router'
import type { Locale } from '../../contract'
import { loadWorkCatalog } from '../../lib/i18n/i18n'
import { LeftNavLayout } from '../../components/layouts/layouts'

// §2 left-nav layout (hotel reservation; order management for logged-in users): order pages.
export const Route = createFileRoute('/$locale/_leftnav')({
  // The booking, orders and account texts (#9: the search, list and hotel pages do not load them).
  beforeLoad: ({ params }) => loadWorkCatalog(params.locale as Locale),
  component: () => (
    <LeftNavLayout>
      <Outlet />
    </LeftNavLayout>
  ),
})
