import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import * as z from 'zod/mini'
import { ShareMobile } from '../../../../features/payment/components/share-mobile'
import { statusLabel, statusPalette } from '../../../../features/orders/status-labels'
import type { Locale } from '../../../../contract'
import { loadPayCatalog } from '../../../../lib/i18n/i18n'

// §2 /mobile/shareMobile?token=…: a read-only signed share page (public by name).
export const Route = createFileRoute('/$locale/_mobile/mobile/shareMobile')({
  // The payment texts (lib/i18n loadPayCatalog; #9: other pages do not load them).
  beforeLoad: ({ params }) => loadPayCatalog(params.locale as Locale),
  staticData: { name: 'mobile-shareMobile' },
  validateSearch: z.object({ token: z.catch(z.string().check(z.maxLength(600)), '') }),
  component: ShareRoute,
})

function ShareRoute() {
  const { i18n } = useLingui()
  return <ShareMobile token={Route.useSearch().token} statusLabel={(s) => i18n._(statusLabel(s))} statusPalette={statusPalette} />
}
