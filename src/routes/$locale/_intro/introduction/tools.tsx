import { createFileRoute } from '@tanstack/react-router'
import { MarketingPage } from '../../../../features/visitor/components/marketing-page'
import { toolsContent } from '../../../../features/visitor/content/tools'

export const Route = createFileRoute('/$locale/_intro/introduction/tools')({
  staticData: { name: 'introduction-tools' },
  component: () => <MarketingPage content={toolsContent} />,
})
