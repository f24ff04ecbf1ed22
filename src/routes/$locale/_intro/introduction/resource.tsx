import { createFileRoute } from '@tanstack/react-router'
import { MarketingPage } from '../../../../features/visitor/components/marketing-page'
import { resourceContent } from '../../../../features/visitor/content/resource'

export const Route = createFileRoute('/$locale/_intro/introduction/resource')({
  staticData: { name: 'introduction-resource' },
  component: () => <MarketingPage content={resourceContent} />,
})
