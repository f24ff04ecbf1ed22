import { msg } from '@lingui/core/macro'
import type { PageContent } from '../components/marketing-page'

// /convert: switching an agency's hotel business to us.
export const convertContent: PageContent = {
  eyebrow: msg`Switch to us`,
  title: msg`Move your hotel bookings to Harborline in a week`,
  description: msg`Switching from another supplier takes days, not months: we set up your account, credit and team, and help you move upcoming stays.`,
  sections: [
    {
      heading: msg`Day 1: account and credit`,
      body: [msg`We review your company, agree a credit line and open the main account. You add sub-accounts for your team.`],
    },
    {
      heading: msg`Days 2 to 5: training and first bookings`,
      body: [msg`Your partner manager trains your team online. You book new stays with us while existing bookings stay where they are.`],
    },
    {
      heading: msg`Day 7: one supplier for everything`,
      body: [msg`Compare our rates with your old supplier for your top hotels. Most partners move all new bookings within the first week.`],
    },
  ],
}
