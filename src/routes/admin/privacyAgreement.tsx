import { createFileRoute } from '@tanstack/react-router'
import { PrivacyAgreementPage } from '../../features/auth/components/privacy-agreement-page'

export const Route = createFileRoute('/admin/privacyAgreement')({
  component: PrivacyAgreementPage,
})
