import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PageSection } from '../components/marketing-page'
import type { LegalType } from './legal-types'

// /credit?type=… (§2): terms and conditions, privacy, cancellation (return) and IP policies,
// written for this portal. Plain language; the signed partner agreement prevails.

export interface LegalDoc {
  title: MessageDescriptor
  description: MessageDescriptor
  sections: PageSection[]
}

export const LEGAL_DOCS: Record<LegalType, LegalDoc> = {
  termsAndConditions: {
    title: msg`Terms & Conditions`,
    description: msg`The rules for using the Harborline trade portal: accounts, bookings, prices, credit and payment.`,
    sections: [
      {
        heading: msg`1. Who may use the portal`,
        body: [msg`The portal is for registered travel businesses. The main account is responsible for its sub-accounts and for keeping passwords secret. We may suspend an account that is misused or whose bills are overdue.`],
      },
      {
        heading: msg`2. Bookings and prices`,
        body: [msg`A booking is binding once the portal shows it as confirmed. Prices are net trade prices in the currency shown at booking; taxes and fees included in the total are listed before you confirm. Reference-currency amounts are for information only.`],
      },
      {
        id: 'card-payment',
        heading: msg`3. Credit and payment`,
        body: [
          msg`Orders can be paid from the agency's available credit, by delayed payment, by card or by QR-code payment. Delayed-payment orders must be paid by 23:00 Beijing time on the day before check-in, or they are cancelled without charge.`,
          msg`Card payments carry a 3.5% fee, included in the total shown before payment. Card details are entered on the payment provider's page and never reach our servers.`,
        ],
      },
      {
        heading: msg`4. Liability`,
        body: [msg`Hotels are responsible for the accommodation they provide. We are responsible for passing on your booking correctly and for helping you resolve problems with the hotel.`],
      },
    ],
  },
  privacyPolicy: {
    title: msg`Privacy policy`,
    description: msg`What personal data the portal collects, why, how long we keep it and how to reach us about it.`,
    sections: [
      {
        heading: msg`Data we collect`,
        body: [msg`Account data of your staff (name, email, phone, login times), guest names and requests needed for a booking, and technical data such as the browser language. Demo requests store the email, name and phone you give us.`],
      },
      {
        heading: msg`Why we use it`,
        body: [msg`To run your account, deliver bookings to hotels, send verification codes and bills, prevent fraud and answer your questions. We do not sell personal data and do not use guest data for advertising.`],
      },
      {
        heading: msg`How long we keep it`,
        body: [msg`Booking records are kept as long as accounting law requires. Demo requests are deleted after two years without contact. Login sessions expire after two days.`],
      },
      {
        heading: msg`Your rights`,
        body: [msg`You may ask to see, correct or delete personal data by writing to our customer service. The main account can correct staff data directly under sub-account management.`],
      },
    ],
  },
  returnPolicy: {
    title: msg`Cancellation Policy`,
    description: msg`How cancellations, refunds and no-shows work for bookings made on the portal.`,
    sections: [
      {
        heading: msg`Free cancellation`,
        body: [msg`Each room plan shows its free-cancellation deadline in Beijing time. Cancel before it and you pay nothing; afterwards the full room fee is charged.`],
      },
      {
        heading: msg`Non-refundable rates`,
        body: [msg`Rates marked non-refundable cannot be cancelled or changed without charge. We will still ask the hotel for a waiver in cases of illness or travel restrictions, but cannot promise one.`],
      },
      {
        heading: msg`Refunds`,
        body: [msg`Refunds go back the way the order was paid: to your credit line at once, or to the card or payment app within 7 to 14 days. Card fees are refunded with the order.`],
      },
    ],
  },
  intellectualPropertyRights: {
    title: msg`Intellectual Property Rights`,
    description: msg`Who owns the content and software of the portal, and how partners may use hotel content.`,
    sections: [
      {
        heading: msg`Our rights`,
        body: [msg`The portal software, its design, the Harborline name and logo belong to Harborline Travel Technology Limited. Hotel photos and descriptions belong to the hotels or their licensors.`],
      },
      {
        heading: msg`What partners may do`,
        body: [msg`Partners may show hotel names, photos and descriptions to their own clients to sell stays booked through us. Copying content in bulk, scraping the portal or reselling our content is not allowed.`],
      },
      {
        heading: msg`Reporting a problem`,
        body: [msg`If you believe content on the portal infringes your rights, write to our customer service with the page address and your proof of ownership.`],
      },
    ],
  },
}
