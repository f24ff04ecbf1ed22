import { Button, Field, Grid, HStack, IconButton, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { EMAIL_RE } from '../../contract'
import { BRAND, businessPhoneFor } from '../../lib/brand'
import { useLocale } from '../../lib/i18n/use-locale'
import { setSession, useSessionState } from '../../lib/session/session-store'
import { LinkedInIcon } from '../icons/icons'
import { ContactBlock, CopyrightLine, FooterShell } from './footer-parts'
import { PortalFrame } from './portal-frame'

/**
 * §2 visitor footer: email capture (stored, then on to company sign-up), contacts (business
 * phone differs for Chinese), LinkedIn for non-Chinese locales, copyright/filing line.
 */
export function VisitorFooter() {
  const { t } = useLingui()
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
    setSession({ homeEmail: value })
    void navigate({ to: '/admin/$', params: { _splat: 'signup' } })
  }

  return (
    <FooterShell>
      <PortalFrame>
        <Grid templateColumns={{ base: '1fr', md: '1.3fr 1fr 1fr 1fr' }} gap={{ base: '6', md: '8' }} mb="8">
          <Stack gap="3" asChild>
            <form onSubmit={submit} noValidate>
            <Text fontWeight="semibold">{t`Open a trade account for your agency`}</Text>
            <Field.Root invalid={Boolean(error)}>
              <Field.Label srOnly>{t`Work email`}</Field.Label>
              <HStack gap="2" width="full">
                <Input type="email" autoComplete="email" placeholder={t`Work email`} value={email} onChange={(e) => setEmail(e.target.value)} flex="1" minW="0" />
                <Button type="submit">{t`Go`}</Button>
              </HStack>
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
            </Field.Root>
            </form>
          </Stack>
          <ContactBlock title={t`Hotel cooperation`} email={BRAND.hotelCooperationEmail} />
          <ContactBlock title={t`Business consulting`} phone={businessPhoneFor(locale)} />
          <ContactBlock title={t`Investment consultation`} email={BRAND.investmentEmail} />
        </Grid>
        {!chinese && (
          <HStack justify="flex-end" mb="4">
            <IconButton asChild variant="ghost" size="sm" aria-label={t`${brand} on LinkedIn`}>
              <Link href={BRAND.linkedInUrl} target="_blank" rel="noopener">
                <LinkedInIcon boxSize="5" />
              </Link>
            </IconButton>
          </HStack>
        )}
        <CopyrightLine />
      </PortalFrame>
    </FooterShell>
  )
}
