import { Box, Button, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../lib/i18n/use-locale'
import { useLogout } from '../../lib/session/use-logout'
import type { SessionView } from '../../lib/session/use-session'
import { ChevronDownIcon, LogoutIcon, UserIcon } from '../icons/icons'
import { Menu, MenuItem, MenuSeparator } from '../menu'
import { NewTabNote } from '../new-tab-note'
import { useMediaQuery, XL_SCREEN } from '../../lib/use-media-query'
import { ACCOUNT_NAV, COMPANY_NAV, HEADER_NAV, ROUTE_TO, visibleEntries, type NavEntry } from './nav-config'
import { UserSummary } from './user-summary'
import { InstallMenuItem } from '../pwa/install-button'
import { StorageStatus } from '../pwa/storage-status'

/** §2 user menu: username, available credit (dashes without VIEW_CREDIT), account links, Quit. */
export function UserMenu({ session }: { session: SessionView }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const logout = useLogout()
  const roomy = useMediaQuery(XL_SCREEN)
  const user = session.user
  if (!user) return null
  const entries = visibleEntries(ACCOUNT_NAV, user)
  // The header row's links that have no room there below xl (the back office).
  const company = [...visibleEntries(COMPANY_NAV, user), ...(roomy ? [] : visibleEntries(HEADER_NAV, user).filter((e) => e.rowFromXl))]
  const item = (entry: NavEntry) => (
    <MenuItem
      key={entry.id}
      render={
        entry.href ? (
          <a href={entry.href} target={entry.newTab ? '_blank' : undefined} rel={entry.newTab ? 'noopener' : undefined}>
            {i18n._(entry.label)}
            {entry.newTab && <NewTabNote />}
          </a>
        ) : (
          <Link to={ROUTE_TO[entry.to ?? '/']} params={{ locale }}>
            {i18n._(entry.label)}
          </Link>
        )
      }
    />
  )
  const username = user.username
  return (
    <Menu
      minW="64"
      trigger={
        <Button variant="outline" size="sm" aria-label={t`Account menu for ${username}`} maxW="48">
          <UserIcon />
          <Text as="span" truncate>
            {user.username}
          </Text>
          <ChevronDownIcon />
        </Button>
      }
    >
      <Box px="3" py="2">
        <UserSummary user={user} gap="3" />
        <StorageStatus mt="3" maxW="64" />
      </Box>
      <MenuSeparator />
      {entries.map(item)}
      <InstallMenuItem />
      <MenuSeparator />
      {company.map(item)}
      <MenuSeparator />
      <MenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
        <LogoutIcon />
        {logout.isPending ? t`Signing out…` : t`Quit`}
      </MenuItem>
    </Menu>
  )
}
