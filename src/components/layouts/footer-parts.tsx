import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { BRAND } from '../../lib/brand'
import { MailIcon, PhoneIcon } from '../icons/icons'

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
        <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} color="fg.muted" textStyle="sm" dir="ltr" alignSelf="flex-start">
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
