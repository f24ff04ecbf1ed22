import { Badge, Box, Button, Card, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ACCOUNT_NAV, HEADER_NAV, ROUTE_TO, visibleEntries } from '../../../components/layouts/nav-config'
import { PortalFrame } from '../../../components/layouts/portal-frame'
import { NewTabNote } from '../../../components/new-tab-note'
import { useDocumentTitle } from '../../../components/use-document-title'
import { useLocale } from '../../../lib/i18n/use-locale'
import { WIDE_SCREEN, useMediaQuery } from '../../../lib/use-media-query'
import { useSessionState } from '../../../lib/session/session-store'
import { useSession } from '../../../lib/session/use-session'
import { HomeCredit } from './home-credit'

/** Logged-in home: welcome with agency and user, the hotel search (composed in by the route), credit, quick links. */
export function UserHome({ search }: { search?: ReactNode }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const session = useSession()
  const currency = useSessionState((s) => s.currency)
  const wide = useMediaQuery(WIDE_SCREEN)
  useDocumentTitle(t`Home`)
  const user = session.user
  if (!user) return null
  const username = user.username
  const agency = user.agentName
  const links = visibleEntries(ACCOUNT_NAV, user)
  const backOffice = visibleEntries(HEADER_NAV, user).find((e) => e.id === 'back-office')

  return (
    <>
      <Box bg="brand.subtle" borderBottomWidth="1px">
        <PortalFrame py={{ base: '8', md: '12' }}>
          <Text color="brand.fg" fontWeight="semibold" textStyle="sm">
            {/* Isolated: a Latin name ending in "Co., Ltd." kept its full stop at the start in Arabic. */}
            <bdi>{agency}</bdi>
          </Text>
          <Heading as="h1" size={{ base: 'xl', md: '3xl' }} mt="1">
            {t`Welcome back, ${username}`}
          </Heading>
          <Flex gap="2" mt="3" wrap="wrap">
            <Badge colorPalette={user.IsMainUser ? 'brand' : 'gray'}>{user.IsMainUser ? t`Main account` : t`Sub-account`}</Badge>
            {user.isSuperuser && <Badge colorPalette="purple">{t`Administrator`}</Badge>}
          </Flex>
          {search && (
            <Box mt={{ base: '5', md: '8' }} bg="bg.panel" borderRadius="lg" boxShadow="md" p={{ base: '3', md: '5' }}>
              {search}
            </Box>
          )}
        </PortalFrame>
      </Box>
      <PortalFrame py={{ base: '6', md: '10' }} flex="1">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="5">
          <Card.Root>
            <Card.Body gap="2">
              <HomeCredit />
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Body gap="2">
              <Text color="fg.muted" textStyle="sm">
                {t`Reference currency`}
              </Text>
              <Text fontSize="2xl" fontWeight="bold">
                {currency}
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {/* Below 64rem the currency menu sits in the header's menu button (site-header.tsx). */}
                {wide ? t`Change it from the currency menu at the top of the page.` : t`Change it from the menu button (☰) at the top of the page.`}
              </Text>
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Body gap="3">
              <Text color="fg.muted" textStyle="sm">
                {t`Quick links`}
              </Text>
              <Stack gap="2">
                {links.map((entry) => (
                  <Button key={entry.id} asChild variant="outline" justifyContent="flex-start">
                    <Link to={ROUTE_TO[entry.to ?? '/']} params={{ locale }}>
                      {i18n._(entry.label)}
                    </Link>
                  </Button>
                ))}
                {backOffice?.href && (
                  <Button asChild variant="outline" justifyContent="flex-start">
                    <a href={backOffice.href} target="_blank" rel="noopener">
                      {i18n._(backOffice.label)}
                      <NewTabNote />
                    </a>
                  </Button>
                )}
              </Stack>
            </Card.Body>
          </Card.Root>
        </Grid>
      </PortalFrame>
    </>
  )
}
