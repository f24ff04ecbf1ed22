import { createFileRoute } from '@tanstack/react-router'
import { MarketingPage } from '../../../../../features/visitor/components/marketing-page'
import { solutionWhiteLabelContent } from '../../../../../features/visitor/content/solution-whitelabel'

export const Route = createFileRoute('/$locale/_intro/introduction/solution/whitelabel')({
  staticData: { name: 'introduction-solution-whitelabel' },
  component: () => <MarketingPage content={solutionWhiteLabelContent} />,
})
