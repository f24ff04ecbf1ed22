import { msg } from '@lingui/core/macro'
import type { PageContent } from '../components/marketing-page'

// /introduction/solution/whitelabel: the portal under a partner's brand (§1).
export const solutionWhiteLabelContent: PageContent = {
  eyebrow: msg`White label`,
  title: msg`Your own hotel portal, under your brand`,
  description: msg`Offer this portal to your sub-agents and corporate clients with your logo, colours, domain and contact details, and set your own margins.`,
  sections: [
    {
      heading: msg`Your brand everywhere`,
      body: [msg`Logo, colours, domain name, email sender and the contact details in the footer are yours. Your clients never see our name.`],
    },
    {
      heading: msg`Your prices and your clients`,
      body: [msg`Add a margin per market or per client group. Your clients book on the credit you give them, and you settle with us on your own terms.`],
    },
    {
      heading: msg`Nothing to host`,
      body: [msg`We run the portal, its updates and its support line; it works on computers and phones and can be installed like an app.`],
    },
  ],
}
