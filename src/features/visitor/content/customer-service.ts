import { msg } from '@lingui/core/macro'
import type { PageContent } from '../components/marketing-page'

// /introduction/customerService: how support works.
export const customerServiceContent: PageContent = {
  eyebrow: msg`Customer service`,
  title: msg`People on call when a stay does not go to plan`,
  description: msg`Our service team handles changes, special requests and problems at check-in, every day from 09:00 to 21:00 Beijing time, with an emergency line at night.`,
  sections: [
    {
      heading: msg`How to reach us`,
      body: [msg`Use the chat button at the bottom of any page, write to our support address, or call the number in the footer. Chats are answered within minutes during service hours.`],
    },
    {
      heading: msg`What we handle`,
      points: [
        msg`Name corrections and special requests to the hotel`,
        msg`Changes and cancellations within the hotel's terms`,
        msg`Guests who cannot find their reservation at check-in`,
        msg`Questions about bills, credit and payment`,
      ],
      body: [msg`Tell us the order number and we take it from there; you do not need to call the hotel yourself.`],
    },
  ],
}
