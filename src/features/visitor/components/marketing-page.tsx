import { Box, Button, Flex, Grid, Heading, List, Stack, Text } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useLingui as useLinguiMacro } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { SignupLink } from '../../../components/auth/signup-link'
import { PortalFrame } from '../../../components/layouts/portal-frame'
import { usePageMeta } from '../../../components/use-document-title'
import { useLocale } from '../../../lib/i18n/use-locale'
import { useSession } from '../../../lib/session/use-session'
import { BookDemoButton } from './contact-modal-context'

/** A page of the marketing site: texts are Lingui descriptors kept in content/<page>.ts. */
export interface PageSection {
  /** Anchor id (e.g. the §2 smart-stop-sell anchor on /introduction/tools). */
  id?: string
  heading: MessageDescriptor
  body: MessageDescriptor[]
  points?: MessageDescriptor[]
}

export interface PageContent {
  eyebrow: MessageDescriptor
  title: MessageDescriptor
  /** Meta description and the lead paragraph under the title. */
  description: MessageDescriptor
  facts?: Array<{ value: string; label: MessageDescriptor }>
  sections: PageSection[]
}

export function MarketingPage({ content, children }: { content: PageContent; children?: ReactNode }) {
  const { i18n } = useLingui()
  // A logged-in agent reaches these pages from the user menu and the footer (§2 about, direct
  // contracts): the demo, sign-up and log-in prompts are for visitors; the agent's band leads
  // back to their own work instead.
  const agent = Boolean(useSession().user)
  usePageMeta({ title: i18n._(content.title), description: i18n._(content.description) })
  return (
    <>
      <PageHero eyebrow={i18n._(content.eyebrow)} title={i18n._(content.title)} lead={i18n._(content.description)} demo={!agent} />
      {content.facts && <Facts facts={content.facts} />}
      <PortalFrame py={{ base: '8', md: '14' }}>
        <Stack gap={{ base: '8', md: '12' }}>
          {content.sections.map((section, index) => (
            <Section key={section.id ?? index} section={section} />
          ))}
        </Stack>
      </PortalFrame>
      {children}
      {agent ? <AgentBand /> : <CtaBand />}
    </>
  )
}

export function PageHero({ eyebrow, title, lead, demo = true }: { eyebrow: string; title: string; lead: string; demo?: boolean }) {
  const { t } = useLinguiMacro()
  return (
    <Box bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.600" color="white">
      <PortalFrame py={{ base: '10', md: '16' }}>
        <Stack gap="4" maxW="3xl">
          <Text textStyle="sm" fontWeight="semibold" color="brand.100" textTransform="uppercase" letterSpacing="wide">
            {eyebrow}
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="shorter">
            {title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
            {lead}
          </Text>
          {demo && (
            <Flex gap="3" wrap="wrap" pt="2">
              <BookDemoButton size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
                {t`Book a demo`}
              </BookDemoButton>
            </Flex>
          )}
        </Stack>
      </PortalFrame>
    </Box>
  )
}

function Facts({ facts }: { facts: NonNullable<PageContent['facts']> }) {
  const { i18n } = useLingui()
  return (
    <Box bg="bg" borderBottomWidth="1px">
      <PortalFrame py="6">
        <Grid as="ul" listStyleType="none" templateColumns={{ base: 'repeat(2, 1fr)', md: `repeat(${facts.length}, 1fr)` }} gap="4">
          {facts.map((fact) => (
            <Box as="li" key={fact.value}>
              <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="brand.fg" dir="ltr" textAlign="start">
                {fact.value}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {i18n._(fact.label)}
              </Text>
            </Box>
          ))}
        </Grid>
      </PortalFrame>
    </Box>
  )
}

function Section({ section }: { section: PageSection }) {
  const { i18n } = useLingui()
  return (
    <Grid as="section" id={section.id} templateColumns={{ base: '1fr', md: '1fr 1.6fr' }} gap={{ base: '3', md: '10' }} scrollMarginTop="24">
      <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
        {i18n._(section.heading)}
      </Heading>
      <Stack gap="3">
        {section.body.map((p, i) => (
          <Text key={i} color="fg.muted">
            {i18n._(p)}
          </Text>
        ))}
        {section.points && (
          <List.Root gap="2" ps="5">
            {section.points.map((p, i) => (
              <List.Item key={i}>{i18n._(p)}</List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </Grid>
  )
}

export function CtaBand() {
  const { t } = useLinguiMacro()
  return (
    <ClosingBand heading={t`See the portal with your own destinations`} text={t`A partner manager walks you through search, booking and credit in 30 minutes.`}>
      <BookDemoButton>{t`Book a demo`}</BookDemoButton>
      <Button asChild variant="outline">
        <SignupLink _hover={{ textDecoration: 'none' }}>{t`Register your agency`}</SignupLink>
      </Button>
    </ClosingBand>
  )
}

/** The logged-in agent's closing band: the §2 header's hotel reservation and order management. */
function AgentBand() {
  const { t } = useLinguiMacro()
  const locale = useLocale()
  return (
    <ClosingBand heading={t`Ready for your next booking?`}>
      <Button asChild>
        <Link to="/$locale" params={{ locale }}>
          {t`Search hotels`}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/$locale/order" params={{ locale }}>
          {t`Order management`}
        </Link>
      </Button>
    </ClosingBand>
  )
}

function ClosingBand({ heading, text, children }: { heading: string; text?: string; children: ReactNode }) {
  return (
    <Box bg="brand.subtle">
      <PortalFrame py={{ base: '8', md: '12' }}>
        <Flex gap="4" wrap="wrap" align="center" justify="space-between">
          <Stack gap="1" maxW="2xl">
            <Heading as="h2" size="lg">
              {heading}
            </Heading>
            {text && <Text color="fg.muted">{text}</Text>}
          </Stack>
          {/* The floating customer-service button (§2, chat-widget.tsx: 44 px, 16/24 px from the
              inline end) sits over the frame's last 44 px up to a window of about 1,300 px: the
              buttons keep that column free, so it covers none of them at any scroll position. */}
          <Flex gap="3" wrap="wrap" pe="14">
            {children}
          </Flex>
        </Flex>
      </PortalFrame>
    </Box>
  )
}
