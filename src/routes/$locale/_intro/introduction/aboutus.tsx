import { createFileRoute } from '@tanstack/react-router'
import { MarketingPage } from '../../../../features/visitor/components/marketing-page'
import { aboutUsContent } from '../../../../features/visitor/content/about-us'

export const Route = createFileRoute('/$locale/_intro/introduction/aboutus')({
  staticData: { name: 'introduction-aboutus' },
  component: () => <MarketingPage content={aboutUsContent} />,
})
