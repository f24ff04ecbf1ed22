import { msg } from '@lingui/core/macro'
import type { PageContent } from '../components/marketing-page'

// /introduction/contact: contact details and the demo request.
export const contactContent: PageContent = {
  eyebrow: msg`Contact`,
  title: msg`Talk to our partner team`,
  description: msg`Ask about rates in your market, credit terms, the API or white label, or book a demo with a partner manager.`,
  sections: [
    {
      heading: msg`Partnerships`,
      body: [msg`New agencies and app partners: book a demo with the button below, or write to our business team. We answer within one working day.`],
    },
    {
      heading: msg`Hotels`,
      body: [msg`Hotels that want to sell through our partners can write to our hotel cooperation team with the property name and city.`],
    },
  ],
}
