import { Outlet, createFileRoute } from '@tanstack/react-router'
import { CheckoutLayout } from '../../components/layouts/layouts'
import type { Locale } from '../../contract'
import { loadPayCatalog } from '../../lib/i18n/i18n'

// §2 /book/confirm: the language switcher is hidden during checkout.
export const Route = createFileRoute('/$locale/_checkout')({
  // The payment texts (lib/i18n loadPayCatalog; #9: other pages do not load them).
  beforeLoad: ({ params }) => loadPayCatalog(params.locale as Locale),
  component: () => (
    <CheckoutLayout>
      <Outlet />
    </CheckoutLayout>
  ),
})
