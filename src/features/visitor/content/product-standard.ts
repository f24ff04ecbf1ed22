import { msg } from '@lingui/core/macro'
import type { PageContent } from '../components/marketing-page'

// /introduction/product/standard: the core portal, what an agency gets day to day.
export const productStandardContent: PageContent = {
  eyebrow: msg`Standard edition`,
  title: msg`Search, book and settle hotel stays in one portal`,
  description: msg`The standard edition gives your agency live hotel rates, instant confirmation, credit and four ways to pay, with sub-accounts for every colleague.`,
  facts: [
    { value: '6', label: msg`interface languages` },
    { value: '16', label: msg`reference currencies` },
    { value: '3.5%', label: msg`card fee, shown before you pay` },
    { value: '23:00', label: msg`delayed-payment deadline, Beijing time` },
  ],
  sections: [
    {
      heading: msg`Find the right room quickly`,
      body: [msg`Type a city, a district or part of a hotel name; the search corrects typos and understands Chinese and English names. Results show the lowest current rate, stars and location, and you can filter and sort them.`],
      points: [
        msg`Room plans with meal type, bed type and the cancellation deadline in Beijing time`,
        msg`Availability is checked again just before you book`,
        msg`Browsing history and favourites follow you across devices`,
      ],
    },
    {
      heading: msg`Book for your clients in a minute`,
      body: [msg`Enter the guest names per room, review the total with taxes and fees, and confirm. The order appears in your order list at once, with its status, confirmation number and the hotel's own reference when it arrives.`],
    },
    {
      heading: msg`Pay the way that suits the booking`,
      body: [msg`Use your agency's credit line, book now and pay later, pay by card, or scan a QR code with a payment app. Delayed-payment orders are held until 23:00 Beijing time on the day before check-in; if they are not paid by then, they are released.`],
    },
    {
      heading: msg`Keep your team under control`,
      body: [msg`The main account creates sub-accounts and decides, person by person, who may see prices, place orders, view credit or use it. Bills list every order of the period and accept an uploaded payment slip.`],
    },
  ],
}
