import { msg } from '@lingui/core/macro'
import type { PageContent } from '../components/marketing-page'

// /introduction/solution/businesstravel: travel management companies and corporate travel.
export const solutionBusinessTravelContent: PageContent = {
  eyebrow: msg`For business travel`,
  title: msg`Hotel stays that follow your travel policy`,
  description: msg`Travel managers book stays for employees with negotiated rates, per-person permissions and one monthly bill for the whole company.`,
  sections: [
    {
      heading: msg`Control without paperwork`,
      body: [msg`Give each travel coordinator a sub-account. Decide who may see prices, who may book and who may use the company's credit.`],
    },
    {
      heading: msg`One bill per period`,
      body: [msg`Every stay is charged to the company's credit and collected in a bill for the settlement period you choose. Export orders to a spreadsheet for your expense system.`],
    },
    {
      heading: msg`Clear cancellation terms`,
      body: [msg`Each room plan shows whether it is refundable and until when, in Beijing time, so plans can change without surprise charges.`],
    },
  ],
}
