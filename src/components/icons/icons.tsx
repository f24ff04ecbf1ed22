import { Icon, type IconProps } from '@chakra-ui/react'
import type { ReactElement, ReactNode } from 'react'

// A handful of line icons drawn inline (no icon font, no extra dependency). All are decorative:
// the control that holds one carries the accessible name.

/** A Chakra icon that also carries its SVG drawing, for markup rendered without Chakra (the static home). */
export type LineIcon = ((props: IconProps) => ReactElement) & { path: ReactNode; viewBox: string }

export function makeLineIcon(path: ReactNode, viewBox = '0 0 24 24'): LineIcon {
  function LineIcon(props: IconProps) {
    return (
      <Icon aria-hidden="true" focusable="false" boxSize="1.1em" flexShrink={0} {...props} asChild>
        <svg viewBox={viewBox} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          {path}
        </svg>
      </Icon>
    )
  }
  return Object.assign(LineIcon, { path, viewBox })
}

const make = makeLineIcon

export const MenuIcon = make(<path d="M4 6h16M4 12h16M4 18h16" />)
export const GlobeIcon = make(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </>,
)
export const ChevronDownIcon = make(<path d="M6 9l6 6 6-6" />)
export const CheckIcon = make(<path d="M5 12.5l4.5 4.5L19 7.5" />)
export const CopyIcon = make(
  <>
    <rect x="8" y="8" width="13" height="13" rx="2" />
    <path d="M16 8V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h3" />
  </>,
)
export const UserIcon = make(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </>,
)
export const CoinsIcon = make(
  <>
    <ellipse cx="12" cy="6" rx="7" ry="3" />
    <path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6" />
  </>,
)
export const ExternalIcon = make(<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />)
export const LogoutIcon = make(<path d="M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 17l5-5-5-5M15 12H4" />)
export const SearchIcon = make(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </>,
)
export const CreditIcon = make(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 10h18M7 15h4" />
  </>,
)
export const QrIcon = make(<path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 14h2v2M14 18h2v2M18 18h2v2" />)
export const TeamIcon = make(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2.2.6 3.5 2.7 3.5 6" />
  </>,
)
export const DocumentIcon = make(<path d="M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6" />)
export const LanguageIcon = make(<path d="M4 5h9M8.5 3v2M6 5c.8 3.5 3 6 6 7.5M11 5c-.8 3.5-3 6-6.5 7.5M13 21l4-9 4 9M14.5 18h5" />)
export const PlugIcon = make(<path d="M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0zM12 17v4" />)
export const LinkedInIcon = make(
  <>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
  </>,
)
export const MailIcon = make(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
)
export const PhoneIcon = make(<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />)
