import { msg } from '@lingui/core/macro'
import type { PageContent } from '../components/marketing-page'

// /english: for partners outside China.
export const englishContent: PageContent = {
  eyebrow: msg`International partners`,
  title: msg`Sell hotels in China and Asia from anywhere`,
  description: msg`Agencies outside China use our portal in their own language to book hotels in China and across Asia at trade prices.`,
  sections: [
    {
      heading: msg`Your language, your currency`,
      body: [msg`Use the portal in English, Japanese, Korean, Spanish or Arabic, and see prices in the reference currency your clients think in.`],
    },
    {
      heading: msg`Deadlines without confusion`,
      body: [msg`Every deadline, from free cancellation to delayed payment, is given in Beijing time, so your team and ours always mean the same moment.`],
    },
    {
      heading: msg`Paying from abroad`,
      body: [msg`Pay by card in your currency (a 3.5% card fee is shown before you pay) or settle a monthly bill by bank transfer.`],
    },
  ],
}
