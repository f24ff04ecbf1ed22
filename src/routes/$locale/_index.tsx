import { Outlet, createFileRoute } from '@tanstack/react-router'
import { IndexLayout } from '../../components/layouts/layouts'

export const Route = createFileRoute('/$locale/_index')({
  component: () => (
    <IndexLayout>
      <Outlet />
    </IndexLayout>
  ),
})
