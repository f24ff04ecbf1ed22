import { createFileRoute } from '@tanstack/react-router'
import type { Locale } from '../../../../contract'
import { ChangePasswordPage } from '../../../../features/auth/components/change-password-page'
import { loadAuthCatalog } from '../../../../lib/i18n/i18n'

export const Route = createFileRoute('/$locale/_currency/user/change-password')({
  staticData: { name: 'user-index-change-password' },
  beforeLoad: ({ params }) => loadAuthCatalog(params.locale as Locale),
  component: ChangePasswordPage,
})
