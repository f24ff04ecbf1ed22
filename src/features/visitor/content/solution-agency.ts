import { msg } from '@lingui/core/macro'
import type { PageContent } from '../components/marketing-page'

// /introduction/solution/agency: what a travel agency gets.
export const solutionAgencyContent: PageContent = {
  eyebrow: msg`For travel agencies`,
  title: msg`Wholesale hotel rates and credit for your agency`,
  description: msg`Sell hotel stays at trade prices, book on credit and settle once per period, with a partner manager who knows your market.`,
  sections: [
    {
      heading: msg`What your agency gets`,
      body: [msg`A trade account with net rates from hotels and suppliers across Asia, Europe and the Middle East, a credit line sized to your volume, and a team account for everyone who books.`],
      points: [
        msg`Net rates you can mark up freely for your clients`,
        msg`A fixed credit line, plus temporary credit for peak seasons`,
        msg`Settlement daily, weekly, every two weeks or monthly`,
      ],
    },
    {
      heading: msg`How credit works`,
      body: [
        msg`Your available credit is your fixed credit plus any temporary credit plus what you have topped up, minus what you have already used. Temporary credit counts only until its expiry date.`,
        msg`Each booking paid on credit reduces the available amount at once; settling your bill restores it.`,
      ],
    },
    {
      heading: msg`Getting started`,
      body: [msg`Register your company online. We check the company details, agree your credit terms and open the main account, usually within two working days.`],
    },
  ],
}
