import { Box, Button, Flex, HStack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react'
import { useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { LoginModalButton, LoginPopover } from '../../features/auth/flow/auth-flow'
import { stripLocale } from '../../lib/i18n/locale-path'
import { SignupLink } from '../auth/signup-link'
import { LanguageMenu } from './language-menu'
import { Logo } from './logo'
import { INTRO_TABS, activeIntroTab, type IntroTabId } from './intro-nav'
import { IntroLink } from './intro-link'
import { IntroTabPopover, tabStyle } from './intro-tab-popover'
import { PortalFrame } from './portal-frame'

/**
 * §2 introduction layout header (visitors): five tabs, exactly one active (from the route);
 * Product, Solution and Partners open a popover, at most one at a time. Right side: login and
 * sign-up (the header login popover, or the login modal and a sign-up link on phones) and the
 * visitor language menu (no ar). On phones the tabs take a second row.
 */
export function IntroHeader() {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const active = activeIntroTab(stripLocale(pathname))
  const [openTab, setOpenTab] = useState<IntroTabId | null>(null)
  return (
    // Sticky on larger screens only: on phones the header takes two rows, too much to pin.
    <Box as="header" bg="bg" borderBottomWidth="1px" position={{ base: 'relative', md: 'sticky' }} top="0" zIndex="sticky">
      {/* Below xl the gaps and tab paddings are tighter, so the long words of es (and en-US on a
          1024 px tablet) keep the header on one row; what still does not fit wraps with the
          controls at the end. */}
      <PortalFrame display="flex" flexWrap="wrap" alignItems="center" columnGap={{ base: '2', md: '3', xl: '6' }} minHeight={{ base: '14', md: '16' }}>
        <Box py="2">
          <Logo />
        </Box>
        <Flex
          as="nav"
          aria-label={t`Introduction`}
          order={{ base: 3, md: 0 }}
          width={{ base: 'full', md: 'auto' }}
          justify={{ base: 'space-between', md: 'flex-start' }}
          gap={{ base: '0', xl: '1' }}
          alignSelf="stretch"
          align="stretch"
          whiteSpace="nowrap"
          // Narrow phones and long words (es): the tabs wrap rather than widen the page.
          flexWrap={{ base: 'wrap', md: 'nowrap' }}
          rowGap="1"
        >
          {INTRO_TABS.map((tab) =>
            tab.groups ? (
              <IntroTabPopover
                key={tab.id}
                tab={tab}
                active={active === tab.id}
                open={openTab === tab.id}
                onOpenChange={(open) => setOpenTab((current) => (open ? tab.id : current === tab.id ? null : current))}
              />
            ) : (
              <IntroLink
                key={tab.id}
                path={tab.path ?? '/'}
                aria-current={active === tab.id ? 'page' : undefined}
                data-testid={`intro-tab-${tab.id}`}
                display="inline-flex"
                alignItems="center"
                textStyle={{ base: 'xs', md: 'sm' }}
                minH={{ base: '8', md: '9' }}
                _hover={{ textDecoration: 'none', bg: 'bg.muted' }}
                {...tabStyle(active === tab.id)}
              >
                {i18n._(tab.label)}
              </IntroLink>
            ),
          )}
        </Flex>
        <HStack gap={{ base: '1', md: '2' }} py="2" flexWrap="wrap" minW="0" marginInlineStart="auto">
          <LanguageMenu loggedIn={false} nameFrom="xl" />
          {/* §2 visitor header: the login/sign-up popover on larger screens, the login modal on phones. */}
          <Box hideBelow="md">
            <LoginPopover />
          </Box>
          <LoginModalButton size="xs" variant="ghost" hideFrom="md">
            {t`Log in`}
          </LoginModalButton>
          <Button asChild size="xs" hideFrom="md">
            <SignupLink _hover={{ textDecoration: 'none' }}>{t`Sign up`}</SignupLink>
          </Button>
        </HStack>
      </PortalFrame>
    </Box>
  )
}
