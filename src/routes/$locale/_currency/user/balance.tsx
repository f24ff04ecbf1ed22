import { createFileRoute } from '@tanstack/react-router'
import { Permission } from '../../../../contract'
import { CreditBalance } from '../../../../features/account/components/credit-balance'

// §2: balance needs VIEW_CREDIT; without it the account details page is the closest useful one.
export const Route = createFileRoute('/$locale/_currency/user/balance')({
  staticData: {
    name: 'user-index-balance',
    rules: { permissions: [Permission.VIEW_CREDIT], permissionRedirect: '/user/home' },
  },
  component: CreditBalance,
})
