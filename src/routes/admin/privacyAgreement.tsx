import { createFileRoute } from '@tanstack/react-router'
import { PrivacyAgreementPage } from '../../features/auth/components/privacy-agreement-page'
import { loadAuthCatalog } from '../../lib/i18n/i18n'

export const Route = createFileRoute('/admin/privacyAgreement')({
  beforeLoad: () => loadAuthCatalog(),
  component: PrivacyAgreementPage,
})
