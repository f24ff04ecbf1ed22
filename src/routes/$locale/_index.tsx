import { Outlet, createFileRoute } from '@tanstack/react-router'
import { IndexLayout } from '../../components/layouts/layouts'
import type { Locale } from '../../contract'
import { loadMarketingCatalog } from '../../lib/i18n/i18n'
import { useSession } from '../../lib/session/use-session'
import { VisitorShell } from './-visitor-shell'

// Home: logged-in users get the index layout (currency menu); visitors the §2 introduction
// layout, where "Why choose us" is the active tab, with the visitor pages' texts (marketing.po).
export const Route = createFileRoute('/$locale/_index')({
  beforeLoad: ({ context, params }) => (context.user ? undefined : loadMarketingCatalog(params.locale as Locale)),
  component: function IndexShell() {
    const { user } = useSession()
    if (user) {
      return (
        <IndexLayout>
          <Outlet />
        </IndexLayout>
      )
    }
    return (
      <VisitorShell>
        <Outlet />
      </VisitorShell>
    )
  },
})
