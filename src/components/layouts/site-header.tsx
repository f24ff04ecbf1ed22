import { Box, HStack, Skeleton, Spacer } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSession } from '../../lib/session/use-session'
import { useMediaQuery, WIDE_SCREEN, XL_SCREEN } from '../../lib/use-media-query'
import { LoginModalButton, LoginPopover } from '../../features/auth/flow/auth-flow'
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
  /** Extra logged-in controls composed in by the layout route (e.g. the history drawer). */
  actions?: ReactNode
  /** §2 /book/confirm hides the language switcher (a payment in progress must not reload). */
  languageMenu?: boolean
}

/**
 * §2 headers: logged-in (nav, currency, language, user menu) or visitor (language, login popover).
 * Below lg (tablets in portrait, phones) the menu drawer replaces them: the full row needs ~900 px.
 * Only the row for the screen's width is built (a phone skipped the desktop menus, #9).
 */
export function SiteHeader({ currencyMenu = false, actions, languageMenu = true }: SiteHeaderProps) {
  const { t } = useLingui()
  const session = useSession()
  const user = session.user
  const wide = useMediaQuery(WIDE_SCREEN)
  const roomy = useMediaQuery(XL_SCREEN)
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <PortalFrame display="flex" alignItems="center" gap={{ base: '2', md: '6' }} minHeight={{ base: '14', md: '16' }}>
        <Logo />
        {user && wide && (
          <HStack as="nav" aria-label={t`Main`} gap="5">
            {visibleEntries(HEADER_NAV, user)
              .filter((entry) => roomy || !entry.rowFromXl)
              .map((entry) => (
                <NavLink key={entry.id} entry={entry} fontWeight="medium" color="fg" whiteSpace="nowrap" css={{ '&[aria-current]': { color: 'brand.fg' } }} />
              ))}
          </HStack>
        )}
        <Spacer />
        {!wide ? (
          <>
            {session.isLoading && <Skeleton height="8" width="40" />}
            <HStack gap="1">
              {user && actions}
              {!user && !session.isLoading && <LoginModalButton size="sm">{t`Log in`}</LoginModalButton>}
              <MobileMenu session={session} currencyMenu={currencyMenu} languageMenu={languageMenu} />
            </HStack>
          </>
        ) : session.isLoading ? (
          <Skeleton height="8" width="40" />
        ) : user ? (
          <HStack gap="1">
            {actions}
            {currencyMenu && <CurrencyMenu />}
            {/* Agents: the language's name from xl (Spanish overflowed 1,024 px by 21 px). A
                superuser's row also has the back office from xl: no name at any width. */}
            {languageMenu && <LanguageMenu loggedIn nameFrom={user.isSuperuser ? 'never' : 'xl'} />}
            <UserMenu session={session} />
          </HStack>
        ) : (
          <HStack gap="2">
            {languageMenu && <LanguageMenu loggedIn={false} />}
            <LoginPopover />
          </HStack>
        )}
      </PortalFrame>
    </Box>
  )
}
