import { Outlet, createFileRoute } from '@tanstack/react-router'
import { VisitorShell } from './-visitor-shell'

// Marketing pages (issue 8): the §2 introduction layout for visitors; logged-in users get the
// standard header and footer inside it.
export const Route = createFileRoute('/$locale/_intro')({
  component: () => (
    <VisitorShell>
      <Outlet />
    </VisitorShell>
  ),
})
