import { createFileRoute } from '@tanstack/react-router'
import { MarketingPage } from '../../../../../features/visitor/components/marketing-page'
import { solutionBusinessTravelContent } from '../../../../../features/visitor/content/solution-businesstravel'

export const Route = createFileRoute('/$locale/_intro/introduction/solution/businesstravel')({
  staticData: { name: 'introduction-solution-businesstravel' },
  component: () => <MarketingPage content={solutionBusinessTravelContent} />,
})
