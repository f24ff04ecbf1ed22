import { createFileRoute } from '@tanstack/react-router'
import { AccountOverview } from '../../../../features/account/components/account-overview'

export const Route = createFileRoute('/$locale/_currency/user/home')({
  staticData: { name: 'user-index-home' },
  component: AccountOverview,
})
