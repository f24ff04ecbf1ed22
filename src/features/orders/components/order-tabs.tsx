import { HStack, Link } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactElement } from 'react'

/** "Orders" / "Drafts" tabs of /order (§2; drafts: booking issue). Links so each has a URL. */
export function OrderTabs({ current, ordersLink, draftsLink }: { current: 'orders' | 'drafts'; ordersLink: ReactElement; draftsLink: ReactElement }) {
  const { t } = useLingui()
  const tab = (active: boolean, link: ReactElement) => (
    <Link
      asChild
      px="4"
      minH="11"
      display="inline-flex"
      alignItems="center"
      borderBottomWidth="2px"
      borderColor={active ? 'brand.solid' : 'transparent'}
      fontWeight={active ? 'semibold' : 'normal'}
      color={active ? 'brand.fg' : 'fg'}
      textDecoration="none"
      aria-current={active ? 'page' : undefined}
    >
      {link}
    </Link>
  )
  return (
    <HStack as="nav" aria-label={t`Order management`} gap="0" borderBottomWidth="1px" mb="4">
      {tab(current === 'orders', ordersLink)}
      {tab(current === 'drafts', draftsLink)}
    </HStack>
  )
}
