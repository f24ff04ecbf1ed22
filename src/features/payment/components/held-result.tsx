import { Alert, Box, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { QueryError, RowsSkeleton } from '../../../components/query-state'
import { useDocumentTitle } from '../../../components/use-document-title'
import { formatDateTime } from '../../../lib/dates'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatMoney } from '../../../lib/money'
import { paymentSupportQueryOptions } from '../api/payment-support'
import { DeadlineCountdown } from './deadline-countdown'

/** /pay/succeed.1: delayed-payment credit chosen — the order is held until its deadline. */
export function HeldResult({ orderNum }: { orderNum: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  useDocumentTitle(t`Order held`)
  const support = useQuery({ ...paymentSupportQueryOptions(orderNum), enabled: orderNum !== '' })
  if (orderNum === '') return <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{t`No order was given.`}</Alert.Title></Alert.Root>
  if (support.isPending) return <RowsSkeleton rows={4} />
  if (support.isError) return <QueryError error={support.error} onRetry={() => void support.refetch()} />
  const s = support.data
  const held = s.paymentRoute === 'delayed_credit' && s.status === 'UNPAID' && s.payDeadline
  const until = s.payDeadline ? formatDateTime(s.payDeadline, locale) : ''
  const total = formatMoney(s.totalPrice, s.currencyCode, locale)
  return (
    <Box maxW="xl" mx="auto" width="full">
      <Card.Root>
        <Card.Body>
          <Stack gap="4">
            <Heading as="h1" size="xl" data-testid="held-title">
              {held ? t`Order held with delayed payment` : t`This order is not on hold`}
            </Heading>
            {held && (
              <>
                <Text>{t`Order ${orderNum} (${total}) is held until ${until} Beijing time. Pay it before then, or it is cancelled automatically and the rooms are released.`}</Text>
                <DeadlineCountdown deadline={s.payDeadline ?? ''} />
              </>
            )}
            <HStack gap="3" wrap="wrap">
              {s.status === 'UNPAID' && (
                <Button asChild colorPalette="brand">
                  <Link to="/$locale/book/confirm/$id" params={{ locale, id: orderNum }}>
                    {t`Pay now`}
                  </Link>
                </Button>
              )}
              <Button asChild variant="outline">
                <Link to="/$locale/order/detail/$id" params={{ locale, id: orderNum }}>
                  {t`View the order`}
                </Link>
              </Button>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  )
}
