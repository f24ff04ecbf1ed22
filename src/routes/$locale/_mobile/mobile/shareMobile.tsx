import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import * as z from 'zod/mini'
import { ShareMobile } from '../../../../features/payment/components/share-mobile'
import { statusLabel, statusPalette } from '../../../../features/orders/status-labels'

// §2 /mobile/shareMobile?token=…: a read-only signed share page (public by name).
export const Route = createFileRoute('/$locale/_mobile/mobile/shareMobile')({
  staticData: { name: 'mobile-shareMobile' },
  validateSearch: z.object({ token: z.catch(z.string().check(z.maxLength(600)), '') }),
  component: ShareRoute,
})

function ShareRoute() {
  const { i18n } = useLingui()
  return <ShareMobile token={Route.useSearch().token} statusLabel={(s) => i18n._(statusLabel(s))} statusPalette={statusPalette} />
}
