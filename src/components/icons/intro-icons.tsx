import { makeLineIcon } from './icons'

// Line icons for the introduction menus (§2 "icon, name, sub-name"); decorative like icons.tsx.
const make = makeLineIcon

export const BedIcon = make(<path d="M3 18V7M3 14h18v4M21 14v-3a3 3 0 0 0-3-3h-7v6M7 11.5a1.5 1.5 0 1 0 0-.01" />)
export const SparkIcon = make(<path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.7 2 2 .7-2 .7-.7 2-.7-2-2-.7 2-.7z" />)
export const StopIcon = make(<path d="M8 3h8l5 5v8l-5 5H8l-5-5V8zM8 12h8" />)
export const RoomIcon = make(<path d="M4 21V5l8-2 8 2v16M9 21v-5h6v5M8 9h2M14 9h2M8 13h2M14 13h2" />)
export const BriefcaseIcon = make(<path d="M4 8h16v11H4zM9 8V5h6v3M4 13h16" />)
export const PhoneAppIcon = make(<path d="M7 3h10v18H7zM11 18h2M10 7h4v4h-4z" />)
export const CodeIcon = make(<path d="M8 8l-4 4 4 4M16 8l4 4-4 4M13 5l-2 14" />)
export const BrushIcon = make(<path d="M14 4l6 6-8 8-3-3zM9 15l-2.5 2.5a2 2 0 0 1-3 0M3 21c2 0 4-1 4-3" />)
export const BookIcon = make(<path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7" />)
export const NewsIcon = make(<path d="M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5M8 16h3" />)
export const HandshakeIcon = make(<path d="M3 11l4-4 4 2 3-2 7 5-4 4-4-3-2 2-3-2zM3 11v4l3 2" />)
export const HeadsetIcon = make(<path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2-5 2" />)
export const ToolIcon = make(<path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />)
export const ArrowUpIcon = make(<path d="M12 19V5M5 12l7-7 7 7" />)
export const ChatIcon = make(<path d="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" />)
export const CloseIcon = make(<path d="M6 6l12 12M18 6L6 18" />)
export const ConvertIcon = make(<path d="M4 8h13l-3-3M20 16H7l3 3" />)
