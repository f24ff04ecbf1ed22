import { createFileRoute } from '@tanstack/react-router'
import { MarketingPage } from '../../../../features/visitor/components/marketing-page'
import { customerServiceContent } from '../../../../features/visitor/content/customer-service'

export const Route = createFileRoute('/$locale/_intro/introduction/customerService')({
  staticData: { name: 'introduction-customerService' },
  component: () => <MarketingPage content={customerServiceContent} />,
})
