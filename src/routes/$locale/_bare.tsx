import { Outlet, createFileRoute } from '@tanstack/react-router'
import { BareLayout } from '../../components/layouts/layouts'

export const Route = createFileRoute('/$locale/_bare')({
  component: () => (
    <BareLayout>
      <Outlet />
    </BareLayout>
  ),
})
