import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LineIcon } from '../icons/icons'
import {
  BedIcon, BookIcon, BriefcaseIcon, BrushIcon, CodeIcon, ConvertIcon, HandshakeIcon, HeadsetIcon, NewsIcon, PhoneAppIcon,
  RoomIcon, SparkIcon, StopIcon, ToolIcon,
} from '../icons/intro-icons'

// §2 introduction layout: five tabs, three of which open a popover of grouped items (icon,
// name, sub-name). The visitor footer's Product/Solution/Partners columns list the same items.
// Paths are locale-less; the active tab is derived from the path (activeIntroTab).

export type IntroTabId = 'why' | 'product' | 'solution' | 'resource' | 'about'

export interface IntroItem {
  id: string
  name: MessageDescriptor
  subName: MessageDescriptor
  icon: LineIcon
  /** Locale-less path, optionally with a #hash. */
  path: string
}

export interface IntroGroup {
  id: string
  title: MessageDescriptor
  items: IntroItem[]
}

export interface IntroTab {
  id: IntroTabId
  label: MessageDescriptor
  /** Tabs with a path are links; the others open their groups in a popover. */
  path?: string
  groups?: IntroGroup[]
}

export const INTRO_TABS: readonly IntroTab[] = [
  { id: 'why', label: msg`Why choose us`, path: '/' },
  {
    id: 'product',
    label: msg`Product`,
    groups: [
      {
        id: 'platform',
        title: msg`Booking platform`,
        items: [
          { id: 'standard', name: msg`Standard edition`, subName: msg`Search, book and settle in one portal`, icon: BedIcon, path: '/introduction/product/standard' },
          { id: 'ai', name: msg`AI edition`, subName: msg`Search hotels by describing the trip`, icon: SparkIcon, path: '/introduction/product/ai' },
        ],
      },
      {
        id: 'revenue',
        title: msg`Sell more`,
        items: [
          { id: 'stop-sell', name: msg`Smart stop-sell`, subName: msg`Stop selling before a hotel runs out`, icon: StopIcon, path: '/introduction/tools#smart-stop-sell' },
          { id: 'themeroom', name: msg`Theme rooms`, subName: msg`Rooms with a story, sold at a premium`, icon: RoomIcon, path: '/themeroom' },
          { id: 'contracts', name: msg`Direct contracts`, subName: msg`Rates agreed with hotels directly`, icon: HandshakeIcon, path: '/contracts' },
        ],
      },
    ],
  },
  {
    id: 'solution',
    label: msg`Solution`,
    groups: [
      {
        id: 'customers',
        title: msg`By business`,
        items: [
          { id: 'agency', name: msg`Travel agencies`, subName: msg`Wholesale rates and credit for agents`, icon: BriefcaseIcon, path: '/introduction/solution/agency' },
          { id: 'superapps', name: msg`Super apps`, subName: msg`Hotels inside your app or mini-program`, icon: PhoneAppIcon, path: '/introduction/solution/superapps' },
          { id: 'businesstravel', name: msg`Business travel`, subName: msg`Policy-compliant stays for companies`, icon: BriefcaseIcon, path: '/introduction/solution/businesstravel' },
        ],
      },
      {
        id: 'integration',
        title: msg`Integration`,
        items: [
          { id: 'api', name: msg`API integration`, subName: msg`Connect your system to our inventory`, icon: CodeIcon, path: '/introduction/solution/api' },
          { id: 'whitelabel', name: msg`White label`, subName: msg`The portal under your own brand`, icon: BrushIcon, path: '/introduction/solution/whitelabel' },
        ],
      },
    ],
  },
  {
    id: 'resource',
    label: msg`Partners`,
    groups: [
      {
        id: 'learn',
        title: msg`Resources`,
        items: [
          { id: 'resource', name: msg`Resource center`, subName: msg`Guides, price lists and training`, icon: BookIcon, path: '/introduction/resource' },
          { id: 'news', name: msg`News and insights`, subName: msg`Market notes from our team`, icon: NewsIcon, path: '/news' },
          { id: 'convert', name: msg`Switch to us`, subName: msg`Move your bookings in a week`, icon: ConvertIcon, path: '/convert' },
        ],
      },
      {
        id: 'support',
        title: msg`Support`,
        items: [
          { id: 'customerService', name: msg`Customer service`, subName: msg`People on call every day`, icon: HeadsetIcon, path: '/introduction/customerService' },
          { id: 'tools', name: msg`Agent tools`, subName: msg`Calculators, exports and alerts`, icon: ToolIcon, path: '/introduction/tools' },
          { id: 'english', name: msg`International partners`, subName: msg`Working with us from abroad`, icon: HandshakeIcon, path: '/english' },
        ],
      },
    ],
  },
  { id: 'about', label: msg`About us`, path: '/introduction/aboutus' },
]

/** Locale-less path prefixes that belong to each tab (longest match wins; home otherwise). */
const TAB_PREFIXES: Array<[string, IntroTabId]> = [
  ['/introduction/product', 'product'],
  ['/introduction/tools', 'product'],
  ['/themeroom', 'product'],
  ['/contracts', 'product'],
  ['/introduction/solution', 'solution'],
  ['/introduction/resource', 'resource'],
  ['/introduction/customerService', 'resource'],
  ['/news', 'resource'],
  ['/convert', 'resource'],
  ['/english', 'resource'],
  ['/introduction/aboutus', 'about'],
  ['/introduction/contact', 'about'],
  ['/about', 'about'],
  ['/credit', 'about'],
]

/** §2: exactly one tab is active, derived from the route. `path` is locale-less. */
export function activeIntroTab(path: string): IntroTabId {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/'
  let best: [string, IntroTabId] | undefined
  for (const entry of TAB_PREFIXES) {
    const [prefix] = entry
    if ((clean === prefix || clean.startsWith(`${prefix}/`)) && (!best || prefix.length > best[0].length)) best = entry
  }
  return best ? best[1] : 'why'
}
