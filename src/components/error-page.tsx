import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link, useCanGoBack, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { CustomerServiceEmail } from './customer-service-email'
import { useLocale } from '../lib/i18n/use-locale'
import { usePageMeta } from './use-document-title'

// §2 error page: status code, message, subtitle, back and home.

function ErrorView(props: { status?: number; title: string; subtitle?: string; back: boolean; children?: ReactNode }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  // Error pages are not alternates of anything (no hreflang) and not to be indexed; the
  // description is translated.
  usePageMeta({ title: props.title, description: props.subtitle ?? props.title, alternates: false, index: false })
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '10', md: '20' }} px="4" maxW="xl" mx="auto">
      {props.status !== undefined && (
        <Text fontSize={{ base: '6xl', md: '7xl' }} fontWeight="bold" color="brand.fg" lineHeight="1" aria-hidden="true">
          {props.status}
        </Text>
      )}
      <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
        {props.title}
      </Heading>
      {props.subtitle && <Text color="fg.muted">{props.subtitle}</Text>}
      {props.children}
      <HStack gap="3" mt="2" wrap="wrap" justify="center">
        {props.back && canGoBack && (
          <Button variant="outline" onClick={() => router.history.back()}>
            {t`Go back`}
          </Button>
        )}
        <Button asChild>
          <Link to="/$locale" params={{ locale }}>
            {t`Home`}
          </Link>
        </Button>
      </HStack>
    </Stack>
  )
}

export function NotFoundPage() {
  const { t } = useLingui()
  return (
    <ErrorView
      status={404}
      title={t`This page could not be found`}
      subtitle={t`The link may be outdated, or the page has moved.`}
      back
    />
  )
}

/** §2/§8: 500, or the §8 timeout page (408 code 130). Back only when there is history. */
export function ServerErrorPage({ reason }: { reason?: 'timeout' }) {
  const { t } = useLingui()
  return (
    <ErrorView
      status={500}
      title={reason === 'timeout' ? t`request timed out, please retry` : t`Sorry, dozed off, please retry`}
      subtitle={t`If this keeps happening, please contact customer service.`}
      back
    />
  )
}

/** §2: frozen-account page. */
export function DeactivatedPage() {
  const { t } = useLingui()
  return (
    <ErrorView title={t`This account has been frozen, please contact customer service`} back={false}>
      <CustomerServiceEmail />
    </ErrorView>
  )
}

/** §2: the playful 404 variant ("page flew away"), shown at /error/404. */
export function FlewAwayPage() {
  const { t } = useLingui()
  return (
    <ErrorView status={404} title={t`Oops, this page flew away`} subtitle={t`This page could not be found`} back>
      <Box as="span" color="brand.fg" display="inline-flex" aria-hidden="true">
        <svg width="160" height="90" viewBox="0 0 160 90" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round">
          <path d="M150 8L60 44l28 10 8 28 14-20 22 10z" fill="currentColor" fillOpacity="0.12" />
          <path d="M150 8L88 54M96 82l-8-28" />
          <path d="M52 58c-14 6-26 4-34-2M40 70c-8 2-16 2-22-1M30 46c-8 0-14-2-18-5" strokeDasharray="4 6" />
        </svg>
      </Box>
    </ErrorView>
  )
}
