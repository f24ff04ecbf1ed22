import { createFileRoute } from '@tanstack/react-router'
import { MarketingPage } from '../../../features/visitor/components/marketing-page'
import { convertContent } from '../../../features/visitor/content/convert'

export const Route = createFileRoute('/$locale/_intro/convert')({
  staticData: { name: 'convert' },
  component: () => <MarketingPage content={convertContent} />,
})
