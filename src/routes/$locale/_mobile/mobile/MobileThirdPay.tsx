import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { MobileThirdPay } from '../../../../features/payment/components/mobile-third-pay'
import type { Locale } from '../../../../contract'
import { loadPayCatalog } from '../../../../lib/i18n/i18n'

// §2 /mobile/MobileThirdPay?token=…: no login (public by name); the signed token is the key.
export const Route = createFileRoute('/$locale/_mobile/mobile/MobileThirdPay')({
  // The payment texts (lib/i18n loadPayCatalog; #9: other pages do not load them).
  beforeLoad: ({ params }) => loadPayCatalog(params.locale as Locale),
  staticData: { name: 'mobile-MobileThirdPay' },
  validateSearch: z.object({ token: z.catch(z.string().check(z.maxLength(600)), '') }),
  component: MobileThirdPayRoute,
})

function MobileThirdPayRoute() {
  return <MobileThirdPay token={Route.useSearch().token} />
}
