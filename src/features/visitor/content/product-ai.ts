import { msg } from '@lingui/core/macro'
import type { PageContent } from '../components/marketing-page'

// /introduction/product/ai: AI hotel search, translation and keyword suggestions (§1).
export const productAiContent: PageContent = {
  eyebrow: msg`AI edition`,
  title: msg`Describe the trip, get the hotels`,
  description: msg`The AI edition turns a client's request, in any of our six languages, into a hotel search with the right area, dates, guests and budget.`,
  sections: [
    {
      heading: msg`Search in plain words`,
      body: [msg`Write "four nights in Osaka near Namba for a family of four, under 900 yuan a night" and the portal fills in the destination, dates, rooms and price range, then shows matching hotels with live rates.`],
    },
    {
      heading: msg`Suggestions while you type`,
      body: [msg`Recommended keywords help you narrow a search: neighbourhoods, landmarks, hotel brands and trip types that other agents book for the same city.`],
    },
    {
      heading: msg`Translation for messages to hotels`,
      body: [msg`Special requests can be translated into the hotel's language before they are sent, so a late arrival or a cot request is understood on the first try.`],
      points: [msg`Works with the same credit, payment and permissions as the standard edition`, msg`Every suggestion is checked against real availability before it is shown`],
    },
  ],
}
