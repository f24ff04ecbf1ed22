import { createFileRoute } from '@tanstack/react-router'
import { MarketingPage } from '../../../../../features/visitor/components/marketing-page'
import { solutionSuperappsContent } from '../../../../../features/visitor/content/solution-superapps'

export const Route = createFileRoute('/$locale/_intro/introduction/solution/superapps')({
  staticData: { name: 'introduction-solution-superapps' },
  component: () => <MarketingPage content={solutionSuperappsContent} />,
})
