import { Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link, useCanGoBack, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { BRAND } from '../lib/brand'
import { useLocale } from '../lib/i18n/use-locale'
import { useDocumentTitle } from './use-document-title'

// §2 error page: status code, message, subtitle, back and home.

function ErrorView(props: { status?: number; title: string; subtitle?: ReactNode; back: boolean; children?: ReactNode }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  useDocumentTitle(props.title)
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
  const email = BRAND.customerServiceEmail
  return (
    <ErrorView title={t`This account has been frozen, please contact customer service`} back={false}>
      <Text color="fg.muted">
        {t`Customer service:`}{' '}
        <ChakraLink href={`mailto:${email}`} color="brand.fg">
          {email}
        </ChakraLink>
      </Text>
    </ErrorView>
  )
}
