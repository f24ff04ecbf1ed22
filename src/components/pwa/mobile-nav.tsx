import { Box, Flex, Icon, Link as ChakraLink, Text, type IconProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useRouter, useRouterState } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { useLocale } from '../../lib/i18n/use-locale'
import { useSession } from '../../lib/session/use-session'
import { DocumentIcon, SearchIcon, UserIcon } from '../icons/icons'

// Phones and tablets in portrait (< lg), logged-in agents: the four things done on the road, one
// thumb away at the bottom of the screen (issue 7). The desktop header stays as §2 describes.

function DraftIcon(props: IconProps) {
  return (
    <Icon aria-hidden="true" boxSize="1.1em" {...props} asChild>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />
      </svg>
    </Icon>
  )
}

interface Item {
  id: MobileNavTab
  label: string
  /** Route path (router fullPath) that must exist for the item to show. */
  route: string
  href: string
  icon: ReactNode
}

export type MobileNavTab = 'search' | 'orders' | 'drafts' | 'account'

/**
 * The bar item a page belongs to. A booking form (/book/{id}) is a draft until it is placed; the
 * pages of a placed order (/book/confirm, /pay/…) belong to the orders.
 */
export function mobileNavTabOf(pathname: string, locale: string): MobileNavTab | null {
  const base = `/${locale}`
  const under = (path: string) => pathname === `${base}${path}` || pathname.startsWith(`${base}${path}/`)
  if (pathname === base || pathname === `${base}/` || under('/hotel')) return 'search'
  if (under('/order/drafts')) return 'drafts'
  if (under('/order') || under('/book/confirm') || under('/pay')) return 'orders'
  if (under('/book')) return 'drafts'
  if (under('/user')) return 'account'
  return null
}

/** Height the fixed bar takes; the page shell pads its bottom by this much on phones. */
export const MOBILE_NAV_HEIGHT = '4rem'

type Bottom = { base: string; md: string }

/**
 * `bottom` of a fixed control (chat button, back to top) `gap` above the screen's edge, raised
 * above the bar where the bar shows (logged in, below lg) so it never covers a bar item.
 */
export function useBottomAboveMobileNav(gap: Bottom): Bottom & { lg?: string } {
  const { user } = useSession()
  if (!user) return gap
  const bar = `${MOBILE_NAV_HEIGHT} + env(safe-area-inset-bottom)`
  return { base: `calc(${bar} + ${gap.base})`, md: `calc(${bar} + ${gap.md})`, lg: gap.md }
}

export function MobileNav() {
  const { t } = useLingui()
  const { user } = useSession()
  const locale = useLocale()
  const router = useRouter()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  if (!user) return null
  const base = `/${locale}`
  const items: Item[] = [
    { id: 'search', label: t`Search`, route: '/$locale', href: `${base}/`, icon: <SearchIcon /> },
    { id: 'orders', label: t`My orders`, route: '/$locale/order', href: `${base}/order`, icon: <DocumentIcon /> },
    { id: 'drafts', label: t`Drafts`, route: '/$locale/order/drafts', href: `${base}/order/drafts`, icon: <DraftIcon /> },
    { id: 'account', label: t`Account`, route: '/$locale/user/home', href: `${base}/user/home`, icon: <UserIcon /> },
  ]
  const activeTab = mobileNavTabOf(pathname, locale)
  // Routes that other issues add (orders, drafts) appear here as soon as they exist.
  const routes = router.routesByPath as unknown as Record<string, unknown>
  const visible = items.filter((item) => item.route in routes)
  const go = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    void router.navigate({ href })
  }

  return (
    <Box
      as="nav"
      aria-label={t`Quick navigation`}
      hideFrom="lg"
      position="fixed"
      insetInline="0"
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      pb="env(safe-area-inset-bottom)"
      data-testid="mobile-nav"
    >
      <Flex as="ul" listStyleType="none" m="0" p="0" h={MOBILE_NAV_HEIGHT}>
        {visible.map((item) => {
          const current = item.id === activeTab
          return (
            <Box as="li" key={item.id} flex="1" minW="0">
              <ChakraLink
                href={item.href}
                onClick={(e) => go(e, item.href)}
                aria-current={current ? 'page' : undefined}
                display="flex"
                flexDirection="column"
                alignItems="center"
                justifyContent="center"
                gap="0.5"
                h="full"
                minH="11"
                color={current ? 'brand.fg' : 'fg.muted'}
                fontWeight={current ? 'semibold' : 'normal'}
                textDecoration="none"
                _hover={{ textDecoration: 'none', color: 'brand.fg' }}
              >
                <Box fontSize="xl">{item.icon}</Box>
                <Text as="span" textStyle="xs" truncate maxW="full" px="1">
                  {item.label}
                </Text>
              </ChakraLink>
            </Box>
          )
        })}
      </Flex>
    </Box>
  )
}
