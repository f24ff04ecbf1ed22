import { Outlet, createFileRoute } from '@tanstack/react-router'
import { IndexLayout } from '../../components/layouts/layouts'
import { useSession } from '../../lib/session/use-session'
import { VisitorShell } from './-visitor-shell'

// Home: logged-in users get the index layout (currency menu); visitors the §2 introduction
// layout, where "Why choose us" is the active tab.
export const Route = createFileRoute('/$locale/_index')({
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
