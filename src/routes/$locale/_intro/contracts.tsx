import { createFileRoute } from '@tanstack/react-router'
import { MarketingPage } from '../../../features/visitor/components/marketing-page'
import { contractsContent } from '../../../features/visitor/content/contracts'

export const Route = createFileRoute('/$locale/_intro/contracts')({
  staticData: { name: 'contracts' },
  component: () => <MarketingPage content={contractsContent} />,
})
