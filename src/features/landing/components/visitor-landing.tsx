import { Badge, Box, Button, Flex, Grid, Heading, Icon, Stack, Text } from '@chakra-ui/react'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { CURRENCIES, LOCALES } from '../../../contract'
import { SignupLink } from '../../../components/auth/signup-link'
import { PortalFrame } from '../../../components/layouts/portal-frame'
import { usePageMeta } from '../../../components/use-document-title'
import { useLocale } from '../../../lib/i18n/use-locale'
import { HOME_META, OFFER_ITEMS, START_STEPS } from '../landing-content'

/**
 * Visitor home (§1): what the portal does for travel agencies, and the way in. The route
 * composes in the "Book a demo" action and the latest blog posts (other features).
 */
export function VisitorLanding({ heroAction, children }: { heroAction?: ReactNode; children?: ReactNode }) {
  const { i18n } = useLinguiRuntime()
  usePageMeta({ title: i18n._(HOME_META.title), description: i18n._(HOME_META.description) })
  return (
    <>
      <Hero action={heroAction} />
      <Offer />
      {children}
      <Steps />
    </>
  )
}

function Hero({ action }: { action?: ReactNode }) {
  const { t } = useLingui()
  const locale = useLocale()
  const languages = LOCALES.length
  const currencies = CURRENCIES.length
  return (
    <Box bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.600" color="white">
      <PortalFrame py={{ base: '10', md: '16' }}>
        <Grid templateColumns={{ base: '1fr', md: '1.5fr 1fr' }} gap={{ base: '8', md: '12' }} alignItems="center">
          <Stack gap="5">
            <Badge alignSelf="flex-start" bg="whiteAlpha.200" color="white" px="2" py="1">
              {t`For travel agencies and trade partners`}
            </Badge>
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="shorter">
              {t`Hotel rates, booking and credit in one trade portal`}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
              {t`Search hotels with live rates and availability, book for your clients, and settle on credit, by card or by QR code, with sub-accounts for your whole team.`}
            </Text>
            <Flex gap="3" wrap="wrap">
              <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
                <Link to="/$locale/login" params={{ locale }}>
                  {t`Log in`}
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
                <SignupLink _hover={{ textDecoration: 'none' }}>{t`Register your agency`}</SignupLink>
              </Button>
              {action}
            </Flex>
          </Stack>
          <Stack as="ul" listStyleType="none" gap="3" bg="whiteAlpha.100" borderRadius="xl" p={{ base: '5', md: '6' }} borderWidth="1px" borderColor="whiteAlpha.300">
            <Fact title={<Plural value={languages} one="# language" other="# languages" />} text={t`English, Chinese, Japanese, Korean, Spanish and Arabic`} />
            <Fact title={<Plural value={currencies} one="# currency" other="# reference currencies" />} text={t`See prices in the currency your clients think in`} />
            <Fact title={t`Pay later`} text={t`Delayed-payment orders are held until 23:00 (Beijing time) the day before check-in`} />
          </Stack>
        </Grid>
      </PortalFrame>
    </Box>
  )
}

function Fact({ title, text }: { title: ReactNode; text: string }) {
  return (
    <Box as="li">
      <Text fontWeight="bold" fontSize="lg">
        {title}
      </Text>
      <Text textStyle="sm" color="whiteAlpha.900">
        {text}
      </Text>
    </Box>
  )
}

function Offer() {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  return (
    <PortalFrame py={{ base: '10', md: '16' }}>
      <Stack gap="2" mb="8" maxW="2xl">
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
          {t`What the portal offers`}
        </Heading>
        <Text color="fg.muted">{t`Everything an agency needs to sell hotel stays, from the first search to the monthly bill.`}</Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="5" as="ul" listStyleType="none">
        {OFFER_ITEMS.map((item) => (
          <Stack as="li" key={item.title.id} gap="3" bg="bg" borderWidth="1px" borderRadius="lg" p="5">
            <Flex boxSize="10" align="center" justify="center" borderRadius="md" bg="brand.subtle" color="brand.fg">
              <Icon as={item.icon} boxSize="5" />
            </Flex>
            <Heading as="h3" size="md">
              {i18n._(item.title)}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {i18n._(item.text)}
            </Text>
          </Stack>
        ))}
      </Grid>
    </PortalFrame>
  )
}

function Steps() {
  const { t } = useLingui()
  const locale = useLocale()
  const { i18n } = useLinguiRuntime()
  return (
    <Box bg="bg" borderTopWidth="1px">
      <PortalFrame py={{ base: '10', md: '14' }}>
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }} mb="8">
          {t`How to get started`}
        </Heading>
        <Grid as="ol" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="6">
          {START_STEPS.map((step, index) => (
            <Flex as="li" key={step.title.id} gap="4" align="flex-start">
              <Flex boxSize="9" flexShrink={0} align="center" justify="center" borderRadius="full" bg="brand.solid" color="brand.contrast" fontWeight="bold">
                {index + 1}
              </Flex>
              <Box>
                <Text fontWeight="semibold">{i18n._(step.title)}</Text>
                <Text textStyle="sm" color="fg.muted">
                  {i18n._(step.text)}
                </Text>
              </Box>
            </Flex>
          ))}
        </Grid>
        {/* The page's last call to action: its inline end keeps clear of the floating
            customer-service button (§2), which sits over the frame's last 44 px below ~1,300 px. */}
        <Flex mt="10" gap="3" wrap="wrap" align="center" p="6" pe="14" borderRadius="lg" bg="brand.subtle">
          <Text fontWeight="semibold" flex="1" minW="60">
            {t`Already a partner? Log in to search rates and manage your bookings.`}
          </Text>
          <Button asChild>
            <Link to="/$locale/login" params={{ locale }}>
              {t`Log in`}
            </Link>
          </Button>
        </Flex>
      </PortalFrame>
    </Box>
  )
}
