import { msg } from '@lingui/core/macro'
import type { PageContent } from '../components/marketing-page'

// /introduction/tools, with the §2 smart-stop-sell anchor.
export const toolsContent: PageContent = {
  eyebrow: msg`Agent tools`,
  title: msg`Tools that save your team time`,
  description: msg`Smart stop-sell, order exports, price alerts and a currency reference help agents sell the right rooms at the right price.`,
  sections: [
    {
      id: 'smart-stop-sell',
      heading: msg`Smart stop-sell`,
      body: [
        msg`When a hotel's remaining rooms fall below a level you set, or a rate's cancellation deadline is about to pass, smart stop-sell stops offering it to your clients and sub-agents automatically.`,
        msg`You no longer sell a room that the hotel can no longer confirm, and no client books a rate whose free cancellation has already ended.`,
      ],
    },
    {
      id: 'exports',
      heading: msg`Order and bill exports`,
      body: [msg`Export the order list or a bill's details to a spreadsheet with one click, filtered by date, status or guest.`],
    },
    {
      id: 'currency',
      heading: msg`Reference currency`,
      body: [msg`Show prices in one of sixteen reference currencies to talk to clients in their money. Orders are still settled in your account currency.`],
    },
  ],
}
