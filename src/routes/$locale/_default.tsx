import { Outlet, createFileRoute } from '@tanstack/react-router'
import type { Locale } from '../../contract'
import { loadWorkCatalog } from '../../lib/i18n/i18n'
import { DefaultLayout } from '../../components/layouts/layouts'

export const Route = createFileRoute('/$locale/_default')({
  // The booking, orders and account texts (#9: the search, list and hotel pages do not load them).
  beforeLoad: ({ params }) => loadWorkCatalog(params.locale as Locale),
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
})
