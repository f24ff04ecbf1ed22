import { msg } from '@lingui/core/macro'
import type { PageContent } from '../components/marketing-page'

// /introduction/aboutus: the company story.
export const aboutUsContent: PageContent = {
  eyebrow: msg`About us`,
  title: msg`A hotel wholesaler built for travel agents`,
  description: msg`Harborline connects travel agencies with hotels through one trade portal, fair credit terms and people who answer the phone.`,
  facts: [
    { value: '2016', label: msg`founded in Shanghai` },
    { value: '24/7', label: msg`urgent booking support` },
    { value: '6', label: msg`languages spoken by our team` },
  ],
  sections: [
    {
      heading: msg`Who we are`,
      body: [msg`We started as a small team booking hotels for tour operators in Shanghai. Today we work with agencies in more than thirty countries, and we still judge our work by one question: did the agent's client sleep well?`],
    },
    {
      heading: msg`What we believe`,
      body: [msg`Agents need honest prices, clear cancellation terms and credit they can rely on. We show every fee before you pay, give every deadline in one time zone, and never change a confirmed price.`],
    },
    {
      heading: msg`Where to find us`,
      body: [msg`Our head office is in Shanghai, with partner managers in Tokyo, Seoul, Madrid and Dubai.`],
    },
  ],
}
