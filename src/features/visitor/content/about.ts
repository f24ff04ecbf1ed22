import { msg } from '@lingui/core/macro'
import type { PageContent } from '../components/marketing-page'

// /about: the short company page linked from the logged-in footer.
export const aboutContent: PageContent = {
  eyebrow: msg`Company`,
  title: msg`About Harborline`,
  description: msg`Harborline Travel Technology runs a business-to-business hotel portal for travel agencies, travel management companies and app partners.`,
  sections: [
    {
      heading: msg`Our service`,
      body: [msg`We contract hotels directly and through trusted suppliers, publish net rates to registered partners, and confirm bookings in real time.`],
    },
    {
      heading: msg`Our partners`,
      body: [msg`Our partners are licensed travel businesses. Each partner account is reviewed before it opens, and each has a named partner manager.`],
    },
    {
      heading: msg`Our commitments`,
      body: [msg`Prices you see are the prices you pay, card fees are shown before payment, and your clients' personal data is used only to deliver their stay.`],
    },
  ],
}
