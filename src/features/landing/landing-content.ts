import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CoinsIcon, CreditIcon, DocumentIcon, LanguageIcon, PlugIcon, QrIcon, SearchIcon, TeamIcon, type LineIcon } from '../../components/icons/icons'

// The visitor home's copy (§1), shared by the React page (installed app, client navigation)
// and the static home the server sends to first-time visitors (static/).

export const HOME_META = {
  title: msg`Hotel booking portal for travel agencies`,
  description: msg`Trade hotel rates, instant booking, credit and delayed payment for travel agencies, in six languages and sixteen reference currencies.`,
}

export const OFFER_ITEMS: ReadonlyArray<{ icon: LineIcon; title: MessageDescriptor; text: MessageDescriptor }> = [
  {
    icon: SearchIcon,
    title: msg`Hotel search with live rates`,
    text: msg`Look up a city, region or hotel by name, then compare room plans with current rates, meal plans, cancellation terms and availability.`,
  },
  {
    icon: CoinsIcon,
    title: msg`Credit and delayed payment`,
    text: msg`Book against your agency's credit line, including temporary credit for busy seasons, and see the available balance at any time.`,
  },
  {
    icon: CreditIcon,
    title: msg`Card and QR-code payment`,
    text: msg`Pay by card or with a QR-code payment app. The 3.5% card fee is included in the total you see before paying.`,
  },
  {
    icon: TeamIcon,
    title: msg`Sub-accounts and permissions`,
    text: msg`The main account creates sub-accounts and decides who may see prices, place orders, and view or use credit.`,
  },
  {
    icon: DocumentIcon,
    title: msg`Orders and bills`,
    text: msg`Follow every order from confirmation to check-out, export order lists, and settle bills with payment-slip upload.`,
  },
  {
    icon: LanguageIcon,
    title: msg`Built for international teams`,
    text: msg`Switch language at any time; amounts always show two decimals and the currency code, and deadlines are given in Beijing time.`,
  },
  {
    icon: PlugIcon,
    title: msg`API and white label`,
    text: msg`Connect your booking system through the same API the portal uses, or offer the portal to your partners under your own brand.`,
  },
  {
    icon: QrIcon,
    title: msg`Works on any device`,
    text: msg`Install the portal on your phone or computer and open it like an app; the layout adapts to any screen size.`,
  },
]

export const START_STEPS: ReadonlyArray<{ title: MessageDescriptor; text: MessageDescriptor }> = [
  { title: msg`Register your agency`, text: msg`Tell us about your company and who will use the account.` },
  { title: msg`We review your application`, text: msg`Our team checks the company details and sets up your credit terms.` },
  { title: msg`Log in and book`, text: msg`Search, book and pay; add sub-accounts for colleagues when you need them.` },
]
