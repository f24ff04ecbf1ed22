import { createFileRoute } from '@tanstack/react-router'
import { MarketingPage } from '../../../features/visitor/components/marketing-page'
import { aboutContent } from '../../../features/visitor/content/about'

export const Route = createFileRoute('/$locale/_intro/about')({
  staticData: { name: 'about' },
  component: () => <MarketingPage content={aboutContent} />,
})
