import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { z } from 'zod'
import { ShareMobile } from '../../../../features/payment/components/share-mobile'
import { statusLabel } from '../../../../features/orders/status-labels'

// §2 /mobile/shareMobile?token=…: a read-only signed share page (public by name).
export const Route = createFileRoute('/$locale/_mobile/mobile/shareMobile')({
  staticData: { name: 'mobile-shareMobile' },
  validateSearch: z.object({ token: z.string().max(600).catch('') }),
  component: ShareRoute,
})

function ShareRoute() {
  const { i18n } = useLingui()
  return <ShareMobile token={Route.useSearch().token} statusLabel={(s) => i18n._(statusLabel(s))} />
}
