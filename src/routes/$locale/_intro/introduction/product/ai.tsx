import { createFileRoute } from '@tanstack/react-router'
import { MarketingPage } from '../../../../../features/visitor/components/marketing-page'
import { productAiContent } from '../../../../../features/visitor/content/product-ai'

export const Route = createFileRoute('/$locale/_intro/introduction/product/ai')({
  staticData: { name: 'introduction-product-ai' },
  component: () => <MarketingPage content={productAiContent} />,
})
