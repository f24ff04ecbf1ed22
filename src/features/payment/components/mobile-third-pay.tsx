import { Alert, Box, Button, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { SandboxPaths } from '../../../contract'
import { QueryError } from '../../../components/query-state'
import { isApiError } from '../../../lib/api'
import { useDocumentTitle } from '../../../components/use-document-title'
import { formatDate } from '../../../lib/dates'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatMoney } from '../../../lib/money'
import { fetchPayLinkStatus } from '../api/pay-link'
import { usePaymentMessages } from '../messages'
import { DeadlineCountdown } from './deadline-countdown'

/** /mobile/MobileThirdPay: the phone end of the QR handoff. No login; the token is the key. */
export function MobileThirdPay({ token }: { token: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const messages = usePaymentMessages()
  useDocumentTitle(t`Pay for the order`)
  const status = useQuery({
    queryKey: ['payment', 'pay-link', token],
    queryFn: ({ signal }) => fetchPayLinkStatus(token, signal),
    enabled: token !== '',
    staleTime: 0,
    gcTime: 0,
    meta: { method: 'POST' },
  })
  const data = status.data
  const o = data?.order
  const zh = locale === 'zh-CN'
  const orderNum = data?.orderNum ?? ''
  // A malformed token (cut off when copied) is refused with 400: that is an invalid link, not a retry.
  const invalid = token === '' || (isApiError(status.error) && status.error.status === 400)

  return (
    <Box maxW="md" mx="auto" px="4" py="6" width="full">
      <Stack gap="4">
        <Heading as="h1" size="lg">
          {t`Pay for the order`}
        </Heading>
        {invalid && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{messages.failureReason('invalid')}</Alert.Title></Alert.Root>}
        {status.isPending && token !== '' && <Skeleton height="40" />}
        {status.isError && !invalid && <QueryError error={status.error} onRetry={() => void status.refetch()} />}
        {data && o && (
          <Card.Root>
            <Card.Body>
              <Stack gap="1">
                <Text fontWeight="semibold">{zh ? o.hotelNameCN || o.hotelName : o.hotelName}</Text>
                <Text textStyle="sm" color="fg.muted">
                  {zh ? o.roomTypeNameCN || o.roomTypeName : o.roomTypeName} · <Plural value={o.roomNum} one="# room" other="# rooms" />
                </Text>
                <Text textStyle="sm">
                  {formatDate(o.checkIn, locale)} – {formatDate(o.checkOut, locale)}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {t`Order ${orderNum}`}
                </Text>
                <Text fontSize="2xl" fontWeight="bold" dir="ltr" textAlign="start" data-testid="mobile-amount">
                  {formatMoney(o.amount, o.currencyCode, locale)}
                </Text>
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
        {data?.state === 'pending' && (
          <Stack gap="3">
            {data.expiresAt && <DeadlineCountdown deadline={data.expiresAt} />}
            <Button asChild colorPalette="brand" size="lg" width="full">
              {/* A full navigation: the payment app is a separate (sandbox) site. */}
              <a href={`${SandboxPaths.app}?token=${encodeURIComponent(token)}&locale=${locale}`} data-testid="open-pay-app">
                {t`Pay in the sandbox payment app`}
              </a>
            </Button>
          </Stack>
        )}
        {data?.state === 'paid' && (
          <Alert.Root status="success" data-testid="mobile-paid">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t`Payment successful`}</Alert.Title>
              <Alert.Description>{t`The order is paid. You can close this page; the agent's screen has been updated.`}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {data?.state === 'failed' && (
          <Alert.Root status="error" data-testid="mobile-failed">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t`Payment Failed`}</Alert.Title>
              <Alert.Description>
                {messages.failureReason(data.reason)} {t`This link has been used; ask the agent for a new QR code.`}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {data?.state === 'expired' && (
          <Alert.Root status="warning" data-testid="mobile-expired">
            <Alert.Indicator />
            <Alert.Title>{t`This payment link has expired. Ask the agent for a new QR code.`}</Alert.Title>
          </Alert.Root>
        )}
        {data?.state === 'invalid' && (
          <Alert.Root status="error" data-testid="mobile-invalid">
            <Alert.Indicator />
            <Alert.Title>{messages.failureReason('invalid')}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </Box>
  )
}
