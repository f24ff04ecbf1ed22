import { Box, Flex, Heading, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ACCOUNT_NAV, visibleEntries } from '../../../components/layouts/nav-config'
import { NavLink } from '../../../components/layouts/nav-link'
import { useSession } from '../../../lib/session/use-session'

/** The account pages' frame: a section nav (links the user may use) beside the page. */
export function AccountSection({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const { user } = useSession()
  return (
    <Stack gap="6">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {t`My account`}
      </Heading>
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '8' }} align="stretch">
        <Stack
          as="nav"
          aria-label={t`My account`}
          direction={{ base: 'row', md: 'column' }}
          // Wrapped on phones: scrolled sideways, the last entries (Change password) and the
          // current page's highlight were off screen at 390 px.
          wrap={{ base: 'wrap', md: 'nowrap' }}
          gap="1"
          minW={{ md: '52' }}
          flexShrink={0}
        >
          {visibleEntries(ACCOUNT_NAV, user).map((entry) => (
            <NavLink
              key={entry.id}
              entry={entry}
              px="3"
              py="2"
              borderRadius="md"
              whiteSpace="nowrap"
              color="fg"
              _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }}
            />
          ))}
        </Stack>
        <Box flex="1" minW="0">
          {children}
        </Box>
      </Flex>
    </Stack>
  )
}
