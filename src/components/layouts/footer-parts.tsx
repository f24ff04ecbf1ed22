import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useLocale } from '../../lib/i18n/use-locale'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { BRAND } from '../../lib/brand'
import { MailIcon, PhoneIcon } from '../icons/icons'
import { telHref } from '../../lib/tel'

export function ContactBlock({ title, email, phone, note }: { title: string; email?: string; phone?: string; note?: ReactNode }) {
  return (
    <Stack gap="1" minW="0">
      <Text fontWeight="semibold" color="fg">
        {title}
      </Text>
      {email && (
        <Link href={`mailto:${email}`} color="fg.muted" textStyle="sm" wordBreak="break-all">
          <MailIcon boxSize="4" />
          {email}
        </Link>
      )}
      {phone && (
        <Link href={telHref(phone)} color="fg.muted" textStyle="sm" dir="ltr" alignSelf="flex-start">
          <PhoneIcon boxSize="4" />
          {phone}
        </Link>
      )}
      {note && (
        <Text color="fg.muted" textStyle="xs">
          {note}
        </Text>
      )}
    </Stack>
  )
}

/** §2: the copyright/filing line appears only when the host name does not contain ".com". */
export function CopyrightLine() {
  const { t } = useLingui()
  const host = typeof window === 'undefined' ? '' : window.location.hostname
  if (host.includes('.com')) return null
  const year = new Date().getFullYear()
  const company = BRAND.companyLegalName
  return (
    <HStack justify="center" wrap="wrap" gap="3" textStyle="xs" color="fg.muted" pt="4" borderTopWidth="1px">
      <Text>{t`© ${year} ${company}. All rights reserved.`}</Text>
      <Text dir="ltr">{BRAND.filingNumber}</Text>
    </HStack>
  )
}

export function FooterShell({ children }: { children: ReactNode }) {
  return (
    <Box as="footer" bg="bg" borderTopWidth="1px" mt="auto" py={{ base: '8', md: '10' }}>
      {children}
    </Box>
  )
}

/** §2 logged-in footer legal links: the four /credit?type= policies and About us. */
export function LegalLinks() {
  const { t } = useLingui()
  const locale = useLocale()
  const policies = [
    { type: 'termsAndConditions', label: t`Terms & Conditions` },
    { type: 'privacyPolicy', label: t`Privacy policy` },
    { type: 'returnPolicy', label: t`Cancellation Policy` },
  ] as const
  return (
    <HStack as="nav" aria-label={t`Legal`} justify="center" wrap="wrap" gap={{ base: '3', md: '5' }} textStyle="sm" mb="4">
      {policies.map((p) => (
        <Link key={p.type} asChild color="fg.muted">
          <RouterLink to="/$locale/credit" params={{ locale }} search={{ type: p.type }}>
            {p.label}
          </RouterLink>
        </Link>
      ))}
      <Link asChild color="fg.muted">
        <RouterLink to="/$locale/about" params={{ locale }}>
          {t`About us`}
        </RouterLink>
      </Link>
      <Link asChild color="fg.muted">
        <RouterLink to="/$locale/credit" params={{ locale }} search={{ type: 'intellectualPropertyRights' }}>
          {t`Intellectual Property Rights`}
        </RouterLink>
      </Link>
    </HStack>
  )
}
