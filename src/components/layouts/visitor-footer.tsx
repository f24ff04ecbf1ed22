import { Box, Button, Grid, HStack, IconButton, Image, Link, Stack, Text } from '@chakra-ui/react'
import { Field, Input } from '../field'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { EMAIL_RE } from '../../contract'
import { BRAND, businessPhoneFor } from '../../lib/brand'
import { useLocale } from '../../lib/i18n/use-locale'
import { setSession, useSessionState } from '../../lib/session/session-store'
import { LinkedInIcon } from '../icons/icons'
import { ContactBlock, CopyrightLine, FooterShell } from './footer-parts'
import { INTRO_TABS } from './intro-nav'
import { IntroLink } from './intro-link'
import { PortalFrame } from './portal-frame'

/** §2 visitor footer columns: Product, Solution and Partners, from the introduction menus. */
const COLUMNS = INTRO_TABS.filter((tab) => tab.groups)

/**
 * §2 visitor footer: email capture (stored, then on to company sign-up with it prefilled),
 * Product/Solution/Partners columns, contacts (business phone differs for Chinese), the
 * official-account QR code for zh-CN and LinkedIn otherwise, the copyright/filing line, and
 * the credit-card policy link.
 */
export function VisitorFooter() {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const locale = useLocale()
  const navigate = useNavigate()
  const saved = useSessionState((s) => s.homeEmail)
  const [email, setEmail] = useState(saved)
  const [error, setError] = useState<string | null>(null)
  const chinese = locale === 'zh-CN'
  const brand = BRAND.name

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!value) return setError(t`please enter your email address`)
    if (!EMAIL_RE.test(value)) return setError(t`email format incorrect, please re-enter`)
    setError(null)
    // The sign-up page reads session.homeEmail to prefill its email field.
    setSession({ homeEmail: value })
    void navigate({ to: '/admin/signup' })
  }

  return (
    <FooterShell>
      <PortalFrame>
        <Grid templateColumns={{ base: '1fr', md: '1.4fr repeat(3, 1fr)' }} gap={{ base: '6', md: '8' }} mb="8">
          <Stack gap="3" asChild>
            <form onSubmit={submit} noValidate aria-labelledby="footer-signup-title">
              <Text id="footer-signup-title" fontWeight="semibold">
                {t`Open a trade account for your agency`}
              </Text>
              <Field.Root invalid={Boolean(error)}>
                <Field.Label srOnly>{t`Work email`}</Field.Label>
                <HStack gap="2" width="full">
                  <Input type="email" name="footer-email" autoComplete="email" placeholder={t`Work email`} value={email} onChange={(e) => setEmail(e.target.value)} flex="1" minW="0" />
                  <Button type="submit">{t`Go`}</Button>
                </HStack>
                {error && <Field.ErrorText>{error}</Field.ErrorText>}
              </Field.Root>
            </form>
          </Stack>
          {COLUMNS.map((tab) => (
            <Stack as="nav" key={tab.id} gap="2" aria-label={i18n._(tab.label)}>
              <Text fontWeight="semibold">{i18n._(tab.label)}</Text>
              {tab.groups?.flatMap((g) => g.items).map((item) => (
                <IntroLink key={item.id} path={item.path} color="fg.muted" textStyle="sm">
                  {i18n._(item.name)}
                </IntroLink>
              ))}
            </Stack>
          ))}
        </Grid>
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)', md: 'repeat(3, 1fr) auto' }} gap={{ base: '6', md: '8' }} mb="6" pt="6" borderTopWidth="1px">
          <ContactBlock title={t`Hotel cooperation`} email={BRAND.hotelCooperationEmail} />
          <ContactBlock title={t`Business consulting`} phone={businessPhoneFor(locale)} />
          <ContactBlock title={t`Investment consultation`} email={BRAND.investmentEmail} />
          {chinese ? (
            <Stack gap="1" align={{ base: 'flex-start', md: 'center' }}>
              <Image src="/official-account-qr.svg" alt={t`QR code of our official account`} boxSize="24" borderRadius="md" loading="lazy" />
              <Text textStyle="xs" color="fg.muted">
                {t`Follow our official account`}
              </Text>
            </Stack>
          ) : (
            <Box>
              <IconButton asChild variant="ghost" size="sm" aria-label={t`${brand} on LinkedIn`}>
                <Link href={BRAND.linkedInUrl} target="_blank" rel="noopener">
                  <LinkedInIcon boxSize="5" />
                </Link>
              </IconButton>
            </Box>
          )}
        </Grid>
        <HStack justify="center" mb="4" textStyle="sm">
          <Link asChild color="fg.muted">
            <RouterLink to="/$locale/credit" params={{ locale }} search={{ type: 'termsAndConditions' }} hash="card-payment">
              {t`Credit card policy`}
            </RouterLink>
          </Link>
        </HStack>
        <CopyrightLine />
      </PortalFrame>
    </FooterShell>
  )
}
