import { msg } from '@lingui/core/macro'
import type { PageContent } from '../components/marketing-page'

// /introduction/resource: partner resources.
export const resourceContent: PageContent = {
  eyebrow: msg`Resource center`,
  title: msg`Everything your team needs to sell hotels`,
  description: msg`Guides, training sessions and market notes for partners, from the first login to monthly settlement.`,
  sections: [
    {
      heading: msg`Guides`,
      body: [msg`Short guides show how to search, book for groups, pay an order, add sub-accounts and read a bill. Each takes five minutes.`],
    },
    {
      heading: msg`Training`,
      body: [msg`New partners get a live online session with their partner manager. We repeat it whenever your team grows.`],
    },
    {
      heading: msg`Market notes`,
      body: [msg`Our news page publishes notes on seasons, events and new hotels in the destinations our partners sell most.`],
    },
  ],
}
