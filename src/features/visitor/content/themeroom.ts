import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PageContent } from '../components/marketing-page'

// /themeroom: theme rooms, sold at a 10-30% premium (§1, §9).
export const themeRoomContent: PageContent = {
  eyebrow: msg`Theme rooms`,
  title: msg`Rooms with a story, for clients who want more than a bed`,
  description: msg`Theme rooms are designed around an idea, from anime to tea culture. They cost 10-30% more than a standard room of the same hotel and sell out early.`,
  sections: [
    {
      heading: msg`Why the 10-30% premium`,
      body: [
        msg`A theme room costs the hotel more to build and to keep: custom furniture, decoration, props and extra housekeeping. Hotels have only a few of them, so demand is higher than supply.`,
        msg`That is why a theme room is priced 10-30% above a standard room of the same size in the same hotel. The premium is part of the rate you see; there is no extra charge at the hotel.`,
      ],
    },
    {
      heading: msg`Who books them`,
      body: [msg`Couples on an anniversary, families with children, and fans travelling for an event. A theme room turns a hotel night into part of the trip, and clients remember the agent who found it.`],
    },
  ],
}

export interface ThemeRoom {
  id: string
  name: MessageDescriptor
  city: MessageDescriptor
  text: MessageDescriptor
  premium: number
  /** Two colours for the illustration (no photos to license). */
  colors: [string, string]
}

export const THEME_ROOMS: ThemeRoom[] = [
  { id: 'tea', name: msg`Tea house suite`, city: msg`Hangzhou`, text: msg`Tatami, a tea table with a view of the hills and a private tea ceremony in the morning.`, premium: 15, colors: ['#3f6212', '#a3e635'] },
  { id: 'space', name: msg`Space station room`, city: msg`Shanghai`, text: msg`Bunk beds in capsules, a starry ceiling and a window that shows the Earth from orbit.`, premium: 25, colors: ['#1e1b4b', '#6366f1'] },
  { id: 'anime', name: msg`Anime studio room`, city: msg`Tokyo`, text: msg`Original sketches on the walls, a drawing desk and a figure collection for fans.`, premium: 30, colors: ['#9d174d', '#f472b6'] },
  { id: 'ocean', name: msg`Ocean cabin`, city: msg`Sanya`, text: msg`A ship's cabin with porthole windows, hammocks for children and a balcony over the sea.`, premium: 20, colors: ['#075985', '#38bdf8'] },
  { id: 'hanok', name: msg`Hanok heritage room`, city: msg`Seoul`, text: msg`Floor heating, paper doors and a courtyard garden in a restored traditional house.`, premium: 10, colors: ['#78350f', '#f59e0b'] },
]
