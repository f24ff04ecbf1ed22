import { createFileRoute } from '@tanstack/react-router'
import { MarketingPage } from '../../../../../features/visitor/components/marketing-page'
import { solutionApiContent } from '../../../../../features/visitor/content/solution-api'

export const Route = createFileRoute('/$locale/_intro/introduction/solution/api')({
  staticData: { name: 'introduction-solution-api' },
  component: () => <MarketingPage content={solutionApiContent} />,
})
