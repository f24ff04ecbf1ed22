import { Outlet, createFileRoute } from '@tanstack/react-router'
import { DefaultLayout } from '../../components/layouts/layouts'

export const Route = createFileRoute('/$locale/_default')({
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
})
