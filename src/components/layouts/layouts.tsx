import { Box, Button, Flex, HStack, Spacer, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { DEFAULT_LOCALE } from '../../contract'
import { useSession } from '../../lib/session/use-session'
import { LogoMark } from './logo'
import { LEFT_NAV, visibleEntries } from './nav-config'
import { NavLink } from './nav-link'
import { PageShell, SiteFooter } from './page-shell'
import { PortalFrame } from './portal-frame'
import { SiteHeader } from './site-header'
import { useLocale } from '../../lib/i18n/use-locale'

// §2 layouts. Routes pick one; the introduction (marketing) layout comes with the marketing site.

/** Default: header and footer around a framed page. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <PageShell header={<SiteHeader />} footer={<SiteFooter />}>
      <PortalFrame py={{ base: '6', md: '10' }} flex="1">
        {children}
      </PortalFrame>
    </PageShell>
  )
}

/** §2 /book/confirm: the default layout without the language switcher. */
export function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <PageShell header={<SiteHeader languageMenu={false} />} footer={<SiteFooter />}>
      <PortalFrame py={{ base: '6', md: '10' }} flex="1">
        {children}
      </PortalFrame>
    </PageShell>
  )
}

/** Reference-currency menu in the header; `headerActions` holds the §2 history drawer trigger. */
export function CurrencyLayout({ children, headerActions }: { children: ReactNode; headerActions?: ReactNode }) {
  return (
    <PageShell header={<SiteHeader currencyMenu actions={headerActions} />} footer={<SiteFooter />}>
      <PortalFrame py={{ base: '6', md: '10' }} flex="1">
        {children}
      </PortalFrame>
    </PageShell>
  )
}

/** Home: the page draws its own full-width bands. */
export function IndexLayout({ children }: { children: ReactNode }) {
  return (
    <PageShell header={<SiteHeader currencyMenu />} footer={<SiteFooter />}>
      {children}
    </PageShell>
  )
}

/** Bare: no header or footer (login, shared mobile pages). */
export function BareLayout({ children }: { children: ReactNode }) {
  return <PageShell>{children}</PageShell>
}

/** §2 mobile share layout is bare. */
export const MobileShareLayout = BareLayout

/** §2 left-nav layout: hotel reservation (and order management, for logged-in users). */
export function LeftNavLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const { user } = useSession()
  return (
    <PageShell header={<SiteHeader />} footer={<SiteFooter />}>
      <PortalFrame py={{ base: '6', md: '10' }} flex="1">
        <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '8' }} align="flex-start">
          {/* Below lg a logged-in agent has the bottom navigation with the same three entries: a
              second row of them (and the page's own tabs under it) pushed the orders down. */}
          <Stack as="nav" aria-label={t`Section`} minW={{ md: '48' }} gap="1" direction={{ base: 'row', md: 'column' }} wrap="wrap" hideBelow={user ? 'lg' : undefined}>
            {visibleEntries(LEFT_NAV, user).map((entry) => (
              <NavLink key={entry.id} entry={entry} px="3" py="2" minH="11" display="inline-flex" alignItems="center" borderRadius="md" css={{ '&[aria-current]': { bg: 'brand.subtle', color: 'brand.fg' } }} />
            ))}
          </Stack>
          <Box flex="1" minW="0" width="full">
            {children}
          </Box>
        </Flex>
      </PortalFrame>
    </PageShell>
  )
}

/** §2 admin layout: a lite header on /admin/* (no locale prefix there). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const locale = useLocale() ?? DEFAULT_LOCALE
  return (
    <PageShell
      header={
        <Box as="header" bg="gray.900" color="white">
          <PortalFrame display="flex" alignItems="center" minHeight="12" gap="3">
            <HStack gap="2">
              <LogoMark size="6" />
              <Text fontWeight="semibold">{t`Administration`}</Text>
            </HStack>
            <Spacer />
            <Button asChild size="xs" variant="outline" color="white" borderColor="whiteAlpha.500" _hover={{ bg: 'whiteAlpha.200' }}>
              <Link to="/$locale" params={{ locale }}>
                {t`Back to the portal`}
              </Link>
            </Button>
          </PortalFrame>
        </Box>
      }
    >
      <PortalFrame py={{ base: '6', md: '10' }} flex="1">
        {children}
      </PortalFrame>
    </PageShell>
  )
}
