import { msg } from '@lingui/core/macro'
import type { PageContent } from '../components/marketing-page'

// /introduction/solution/api: API integration (§1).
export const solutionApiContent: PageContent = {
  eyebrow: msg`API integration`,
  title: msg`Connect your booking system to our hotels`,
  description: msg`The same JSON API that runs this portal is open to partners: search, rates, availability, orders, cancellations and bills.`,
  sections: [
    {
      heading: msg`What the API covers`,
      body: [msg`Every call the portal makes is available to your system, with the same data and the same rules.`],
      points: [
        msg`Destination and hotel lookup, static hotel content and images`,
        msg`Rates and availability per hotel, and a final availability check`,
        msg`Order creation, status, detail, cancellation and export`,
        msg`Credit balance, bills and payment-slip upload`,
      ],
    },
    {
      heading: msg`How it works`,
      body: [
        msg`Requests are HTTPS with JSON bodies. Authenticate with a bearer token issued to your integration account; every answer carries a status header with a code and a message.`,
        msg`Order creation is idempotent: send your own key with each order and a retried request never books twice.`,
      ],
    },
    {
      heading: msg`From test to live`,
      body: [msg`You start on a sandbox with test hotels and a sandbox payment gateway. When your flows pass our checklist, we switch your account to live inventory.`],
    },
  ],
}
