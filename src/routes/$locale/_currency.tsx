import { Outlet, createFileRoute } from '@tanstack/react-router'
import { CurrencyLayout } from '../../components/layouts/layouts'

export const Route = createFileRoute('/$locale/_currency')({
  component: () => (
    <CurrencyLayout>
      <Outlet />
    </CurrencyLayout>
  ),
})
