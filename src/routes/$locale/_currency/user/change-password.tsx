import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordPage } from '../../../../features/auth/components/change-password-page'

export const Route = createFileRoute('/$locale/_currency/user/change-password')({
  staticData: { name: 'user-index-change-password' },
  component: ChangePasswordPage,
})
