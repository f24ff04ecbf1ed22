import { Box, Button, HStack, Skeleton, Spacer } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../lib/i18n/use-locale'
import { useSession } from '../../lib/session/use-session'
import { LoginPopover } from '../auth/login-popover'
import { CurrencyMenu } from './currency-menu'
import { LanguageMenu } from './language-menu'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { HEADER_NAV, visibleEntries } from './nav-config'
import { NavLink } from './nav-link'
import { PortalFrame } from './portal-frame'
import { UserMenu } from './user-menu'

export interface SiteHeaderProps {
  /** §2 currency-menu and index layouts show the reference-currency menu. */
  currencyMenu?: boolean
}

/** §2 headers: logged-in (nav, currency, language, user menu) or visitor (language, login popover). */
export function SiteHeader({ currencyMenu = false }: SiteHeaderProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const session = useSession()
  const user = session.user
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <PortalFrame display="flex" alignItems="center" gap={{ base: '2', md: '6' }} minHeight={{ base: '14', md: '16' }}>
        <Logo />
        {user && (
          <HStack as="nav" aria-label={t`Main`} gap="5" hideBelow="md">
            {visibleEntries(HEADER_NAV, user).map((entry) => (
              <NavLink key={entry.id} entry={entry} fontWeight="medium" color="fg" _currentPage={{ color: 'brand.fg' }} />
            ))}
          </HStack>
        )}
        <Spacer />
        {session.isLoading ? (
          <Skeleton height="8" width="40" />
        ) : user ? (
          <HStack gap="1" hideBelow="md">
            {currencyMenu && <CurrencyMenu />}
            <LanguageMenu loggedIn />
            <UserMenu session={session} />
          </HStack>
        ) : (
          <HStack gap="2" hideBelow="md">
            <LanguageMenu loggedIn={false} />
            <LoginPopover />
          </HStack>
        )}
        <HStack gap="1" hideFrom="md">
          {!user && !session.isLoading && (
            <Button asChild size="sm">
              <Link to="/$locale/login" params={{ locale }}>
                {t`Log in`}
              </Link>
            </Button>
          )}
          <MobileMenu session={session} currencyMenu={currencyMenu} />
        </HStack>
      </PortalFrame>
    </Box>
  )
}
