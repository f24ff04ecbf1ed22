import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AccountSection } from '../../../../features/account/components/account-section'

export const Route = createFileRoute('/$locale/_currency/user')({
  staticData: { name: 'user' },
  component: () => (
    <AccountSection>
      <Outlet />
    </AccountSection>
  ),
})
