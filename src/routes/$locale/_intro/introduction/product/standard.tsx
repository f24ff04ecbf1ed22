import { createFileRoute } from '@tanstack/react-router'
import { MarketingPage } from '../../../../../features/visitor/components/marketing-page'
import { productStandardContent } from '../../../../../features/visitor/content/product-standard'

export const Route = createFileRoute('/$locale/_intro/introduction/product/standard')({
  staticData: { name: 'introduction-product-standard' },
  component: () => <MarketingPage content={productStandardContent} />,
})
