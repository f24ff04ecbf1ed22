import { msg } from '@lingui/core/macro'
import type { PageContent } from '../components/marketing-page'

// /introduction/solution/superapps: hotels inside a partner's app or mini-program.
export const solutionSuperappsContent: PageContent = {
  eyebrow: msg`For super apps`,
  title: msg`Add hotel booking to your app`,
  description: msg`Payment, ride-hailing and lifestyle apps use our inventory to offer hotel stays to their users without building a travel business from scratch.`,
  sections: [
    {
      heading: msg`Inventory and pricing`,
      body: [msg`You get search, rates, availability and booking through our API, with prices in the currency your users pay in. We handle supplier contracts, confirmations and changes with the hotels.`],
    },
    {
      heading: msg`Payment that fits your wallet`,
      body: [msg`Orders can be paid from your own wallet and settled with us on credit, so your users never leave your app. QR-code payment and card payment are available when you need them.`],
    },
    {
      heading: msg`Launch in weeks`,
      body: [msg`Start with the white-label portal inside a web view, then move screen by screen to your own interface on top of the API.`],
    },
  ],
}
