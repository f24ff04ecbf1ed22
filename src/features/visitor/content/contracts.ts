import { msg } from '@lingui/core/macro'
import type { PageContent } from '../components/marketing-page'

// /contracts: direct contracts with hotels.
export const contractsContent: PageContent = {
  eyebrow: msg`Direct contracts`,
  title: msg`Rates agreed directly with the hotels`,
  description: msg`For thousands of hotels we hold direct contracts, which means stable allotments, faster confirmations and better rates for our partners.`,
  sections: [
    {
      heading: msg`Why direct contracts matter`,
      body: [msg`A direct contract removes a link from the chain. The hotel confirms to us directly, name changes are made in minutes, and the rate you booked is the rate the hotel has on file.`],
    },
    {
      heading: msg`How to recognise them`,
      body: [msg`Direct-contract rates are marked in the room plans. They often include breakfast or flexible cancellation that other channels do not offer.`],
    },
    {
      heading: msg`For hotels`,
      body: [msg`Hotels can reach thousands of agencies through a single contract with us. Write to our hotel cooperation team to start.`],
    },
  ],
}
