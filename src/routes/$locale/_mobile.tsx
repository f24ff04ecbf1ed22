import { Outlet, createFileRoute } from '@tanstack/react-router'
import type { Locale } from '../../contract'
import { loadWorkCatalog } from '../../lib/i18n/i18n'
import { MobileShareLayout } from '../../components/layouts/layouts'

// §2 mobile share layout (bare) for the phone pages opened from a QR code or a shared link.
export const Route = createFileRoute('/$locale/_mobile')({
  // The booking, orders and account texts (#9: the search, list and hotel pages do not load them).
  beforeLoad: ({ params }) => loadWorkCatalog(params.locale as Locale),
  component: () => (
    <MobileShareLayout>
      <Outlet />
    </MobileShareLayout>
  ),
})
