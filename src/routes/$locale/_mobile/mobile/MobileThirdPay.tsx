import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { MobileThirdPay } from '../../../../features/payment/components/mobile-third-pay'

// §2 /mobile/MobileThirdPay?token=…: no login (public by name); the signed token is the key.
export const Route = createFileRoute('/$locale/_mobile/mobile/MobileThirdPay')({
  staticData: { name: 'mobile-MobileThirdPay' },
  validateSearch: z.object({ token: z.string().max(600).catch('') }),
  component: MobileThirdPayRoute,
})

function MobileThirdPayRoute() {
  return <MobileThirdPay token={Route.useSearch().token} />
}
