import { Box, Grid, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react'
import { useLingui as useLinguiMacro } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PortalFrame } from '../../../components/layouts/portal-frame'
import { usePageMeta } from '../../../components/use-document-title'
import { useLocale } from '../../../lib/i18n/use-locale'
import { LEGAL_DOCS } from '../content/legal'
import { LEGAL_TYPES, type LegalType } from '../content/legal-types'

/** /credit?type= (§2): one of the four policies, with links to the others. */
export function LegalPage({ type }: { type: LegalType }) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const locale = useLocale()
  const doc = LEGAL_DOCS[type]
  usePageMeta({ title: i18n._(doc.title), description: i18n._(doc.description) })
  return (
    <PortalFrame py={{ base: '8', md: '12' }}>
      <Grid templateColumns={{ base: '1fr', md: '14rem 1fr' }} gap={{ base: '6', md: '10' }} alignItems="start">
        <Stack as="nav" aria-label={t`Policies`} gap="1" position={{ md: 'sticky' }} top={{ md: '24' }}>
          {LEGAL_TYPES.map((other) => (
            <ChakraLink
              key={other}
              asChild
              px="3"
              py="2"
              borderRadius="md"
              fontWeight={other === type ? 'semibold' : 'normal'}
              bg={other === type ? 'brand.subtle' : undefined}
              color={other === type ? 'brand.fg' : 'fg'}
            >
              <Link to="/$locale/credit" params={{ locale }} search={{ type: other }} aria-current={other === type ? 'page' : undefined}>
                {i18n._(LEGAL_DOCS[other].title)}
              </Link>
            </ChakraLink>
          ))}
        </Stack>
        <Box as="article" bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '8' }} minW="0">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="2">
            {i18n._(doc.title)}
          </Heading>
          <Text color="fg.muted" mb="6">
            {i18n._(doc.description)}
          </Text>
          <Stack gap="6">
            {doc.sections.map((section, index) => (
              <Box as="section" key={index} id={section.id} scrollMarginTop="24">
                <Heading as="h2" size="md" mb="2">
                  {i18n._(section.heading)}
                </Heading>
                {section.body.map((p, i) => (
                  <Text key={i} mb="2">
                    {i18n._(p)}
                  </Text>
                ))}
              </Box>
            ))}
          </Stack>
          <Text textStyle="sm" color="fg.muted" mt="8">
            {t`Last updated 1 November 2026. If this page and your signed partner agreement differ, the agreement applies.`}
          </Text>
        </Box>
      </Grid>
    </PortalFrame>
  )
}
