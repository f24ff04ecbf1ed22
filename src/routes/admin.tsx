import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AdminLayout } from '../components/layouts/layouts'

// §2: /admin* has no locale prefix and skips the guard; the admin sub-app gets the lite header.
export const Route = createFileRoute('/admin')({
  component: () => (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  ),
})
