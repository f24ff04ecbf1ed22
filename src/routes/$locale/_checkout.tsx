import { Outlet, createFileRoute } from '@tanstack/react-router'
import { CheckoutLayout } from '../../components/layouts/layouts'

// §2 /book/confirm: the language switcher is hidden during checkout.
export const Route = createFileRoute('/$locale/_checkout')({
  component: () => (
    <CheckoutLayout>
      <Outlet />
    </CheckoutLayout>
  ),
})
