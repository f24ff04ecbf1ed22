import { createFileRoute } from '@tanstack/react-router'
import { MarketingPage } from '../../../../../features/visitor/components/marketing-page'
import { solutionAgencyContent } from '../../../../../features/visitor/content/solution-agency'

export const Route = createFileRoute('/$locale/_intro/introduction/solution/agency')({
  staticData: { name: 'introduction-solution-agency' },
  component: () => <MarketingPage content={solutionAgencyContent} />,
})
