import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Permission, type PermissionId, type UserInfo } from '../../contract'
import { userHas } from '../../lib/session/queries'

// The one place navigation entries live (§2 headers, user menu, left nav). Only routes that
// exist are listed; the issues that add flight reservation… add their entries here.

/** Locale-less paths of routes that exist in src/routes/$locale, and their typed route ids. */
export const ROUTE_TO = {
  '/': '/$locale',
  '/login': '/$locale/login',
  '/user/home': '/$locale/user/home',
  '/user/balance': '/$locale/user/balance',
  '/user/coupon': '/$locale/user/coupon',
  '/user/change-password': '/$locale/user/change-password',
  '/order': '/$locale/order',
  '/order/drafts': '/$locale/order/drafts',
  '/about': '/$locale/about',
  '/contracts': '/$locale/contracts',
} as const
export type PortalPath = keyof typeof ROUTE_TO

export interface NavEntry {
  id: string
  label: MessageDescriptor
  /** In-app route (locale prefix added when rendered)… */
  to?: PortalPath
  /** …or a document URL outside the locale tree (e.g. the back office). */
  href?: string
  newTab?: boolean
  /** Shown only to logged-in users. */
  loggedInOnly?: boolean
  /** §6: all of these must be held. */
  permissions?: readonly PermissionId[]
  /** §2: back office is for superusers only. */
  superuserOnly?: boolean
  /** Active only on exactly this path (a parent of another entry, e.g. /order and /order/drafts). */
  exact?: boolean
  /**
   * Header row only from Chakra's xl (80rem) up; narrower, it is in the user menu. A superuser's
   * third link did not fit beside the four menus at 1,024 px (Spanish overflowed by 134 px).
   */
  rowFromXl?: boolean
  /** Locale-less path prefixes of the pages this entry leads into: the entry is current there too. */
  section?: readonly string[]
}

/** Logged-in header row (§2): hotel reservation, order management, back office. */
export const HEADER_NAV: readonly NavEntry[] = [
  // The hotel list, a hotel's page and the booking pages are where a search from home leads.
  { id: 'hotel', label: msg`Hotel reservation`, to: '/', loggedInOnly: true, section: ['/hotel/', '/book/'] },
  { id: 'order', label: msg`Order management`, to: '/order', loggedInOnly: true },
  { id: 'back-office', label: msg`Back office`, href: '/admin/admin', newTab: true, superuserOnly: true, loggedInOnly: true, rowFromXl: true },
]

/**
 * The logged-in header's other two links (§2): about and direct contracts. They are in the
 * header's user menu and the phone menu, not the row: with them the row needed ~700 px of links
 * in Spanish and wrapped each into three lines at 1,200 px.
 */
export const COMPANY_NAV: readonly NavEntry[] = [
  { id: 'about', label: msg`About us`, to: '/about', loggedInOnly: true },
  { id: 'contracts', label: msg`Direct contracts`, to: '/contracts', loggedInOnly: true },
]

/** Account section (user menu and the account pages' side navigation). */
export const ACCOUNT_NAV: readonly NavEntry[] = [
  { id: 'account', label: msg`Account details`, to: '/user/home', loggedInOnly: true },
  { id: 'balance', label: msg`Credit balance`, to: '/user/balance', loggedInOnly: true, permissions: [Permission.VIEW_CREDIT] },
  { id: 'coupon', label: msg`Coupons`, to: '/user/coupon', loggedInOnly: true },
  // §2 /user/change-password: every logged-in user may change their own password.
  { id: 'password', label: msg`Change password`, to: '/user/change-password', loggedInOnly: true },
]

/** §2 left-nav layout: hotel reservation to home (order management joins with the order pages). */
export const LEFT_NAV: readonly NavEntry[] = [
  { id: 'hotel', label: msg`Hotel reservation`, to: '/' },
  // Booking issue: "My orders" and the device's booking drafts, for logged-in users only (§2).
  { id: 'order', label: msg`My orders`, to: '/order', loggedInOnly: true, exact: true, section: ['/order/detail/'] },
  { id: 'drafts', label: msg`Drafts`, to: '/order/drafts', loggedInOnly: true },
]

export function visibleEntries(entries: readonly NavEntry[], user: UserInfo | null): NavEntry[] {
  return entries.filter((entry) => {
    if (entry.loggedInOnly && !user) return false
    if (entry.superuserOnly && !user?.isSuperuser) return false
    if (entry.permissions?.length && !userHas(user, ...entry.permissions)) return false
    return true
  })
}
