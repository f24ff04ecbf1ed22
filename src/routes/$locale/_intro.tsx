import { Outlet, createFileRoute } from '@tanstack/react-router'
import type { Locale } from '../../contract'
import { loadMarketingCatalog } from '../../lib/i18n/i18n'
import { VisitorShell } from './-visitor-shell'

// Marketing pages (issue 8): the §2 introduction layout for visitors; logged-in users get the
// standard header and footer inside it. Their texts are a catalog of their own (#9), loaded
// here before any of them renders ($locale has checked the locale already).
export const Route = createFileRoute('/$locale/_intro')({
  beforeLoad: ({ params }) => loadMarketingCatalog(params.locale as Locale),
  component: () => (
    <VisitorShell>
      <Outlet />
    </VisitorShell>
  ),
})
