import { Outlet, createFileRoute } from '@tanstack/react-router'
import { LeftNavLayout } from '../../components/layouts/layouts'

// §2 left-nav layout (hotel reservation; order management for logged-in users): order pages.
export const Route = createFileRoute('/$locale/_leftnav')({
  component: () => (
    <LeftNavLayout>
      <Outlet />
    </LeftNavLayout>
  ),
})
