import type { LineIcon } from './icons'

// Icons for markup rendered to HTML on the server without Chakra (the static home, the pages
// the server paints first), and the brand mark the app's logo draws too.

export function StaticIcon({ icon, size = 20 }: { icon: LineIcon; size?: number }) {
  return (
    <svg
      className="ic"
      width={size}
      height={size}
      viewBox={icon.viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {icon.path}
    </svg>
  )
}

/** The brand mark, as plain SVG (components/layouts/logo.tsx sizes it to its box). */
export function StaticLogoMark({ size = '32' }: { size?: string }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f6b61" />
      <path d="M16 48V22l16-8 16 8v26" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
      <path d="M25 48V34h14v14" fill="none" stroke="#a6ecdb" strokeWidth="4" strokeLinejoin="round" />
      <circle cx="32" cy="25" r="3" fill="#fff" />
    </svg>
  )
}
