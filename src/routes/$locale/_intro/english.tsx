import { createFileRoute } from '@tanstack/react-router'
import { MarketingPage } from '../../../features/visitor/components/marketing-page'
import { englishContent } from '../../../features/visitor/content/english'

export const Route = createFileRoute('/$locale/_intro/english')({
  staticData: { name: 'english' },
  component: () => <MarketingPage content={englishContent} />,
})
