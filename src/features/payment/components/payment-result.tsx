import { Alert, Box, Button, Card, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { paymentCountdownMachine } from '../../../../machines/payment-countdown.machine'
import { useDocumentTitle } from '../../../components/use-document-title'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatMoney } from '../../../lib/money'
import { checkoutOrderQueryOptions } from '../api/order-detail'
import { usePaymentMessages } from '../messages'

export type PaymentResultProps = {
  orderNum: string
  /** What the provider reported on return (card); 'success' for our own routes. */
  claimed: 'success' | 'failed' | 'cancelled'
  reason?: string | null
  /** Logged-in agents get the order verified with the server; visitors see the provider's word. */
  canVerify: boolean
  onGoToOrder(orderNum: string): void
  /** §4: failure refreshes after 3 s — back to the checkout with fresh state. */
  onRefresh(): void
}

/** §4 payment result with the payment-countdown machine (success → order; failure → refresh). */
export function PaymentResult({ orderNum, claimed, reason, canVerify, onGoToOrder, onRefresh }: PaymentResultProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const messages = usePaymentMessages()
  useDocumentTitle(claimed === 'success' ? t`Payment successful` : t`Payment Failed`)
  // Our own record decides, not the query string: the order must really be paid.
  const order = useQuery({ ...checkoutOrderQueryOptions(orderNum), enabled: canVerify && claimed === 'success', staleTime: 0, refetchOnMount: 'always' })
  const actor = useActorRef(paymentCountdownMachine.provide({ actions: { goToOrder: (_, p) => onGoToOrder(p.orderNum), refresh: () => onRefresh() } }), { input: {} })
  const snap = useSelector(actor, (s) => s)

  useEffect(() => {
    if (claimed !== 'success') actor.send({ type: 'FAILED', reason: reason ?? claimed })
    else if (!canVerify) actor.send({ type: 'SUCCEEDED', orderNum })
    // Only a fresh answer counts: the persisted cache may still hold the unpaid order.
    else if (order.data && order.isFetchedAfterMount && !order.isFetching) {
      if (order.data.paymentStatus === 'paid') actor.send({ type: 'SUCCEEDED', orderNum })
      else actor.send({ type: 'FAILED', reason: 'not_paid' })
    } else if (order.isError) actor.send({ type: 'FAILED', reason: 'unknown' })
  }, [actor, claimed, reason, canVerify, order.data, order.isFetchedAfterMount, order.isFetching, order.isError, orderNum])

  const ok = snap.matches('succeeded') || snap.matches('redirecting')
  const failed = snap.matches('failed') || snap.matches('refreshing')
  const seconds = snap.context.remaining
  const paid = order.data ? formatMoney(order.data.paidAmount, order.data.currencyCode, locale) : null

  return (
    <Box maxW="xl" mx="auto" width="full">
      <Card.Root>
        <Card.Body>
          <Stack gap="4" align="center" textAlign="center" aria-live="polite">
            {snap.matches('waiting') && (
              <>
                <Spinner size="lg" color="brand.solid" />
                <Text>{t`Checking the payment…`}</Text>
              </>
            )}
            {ok && (
              <>
                <Heading as="h1" size="xl" color="green.fg" data-testid="pay-result-success">
                  {t`Payment successful`}
                </Heading>
                <Text>{paid ? t`Order ${orderNum}: ${paid} paid. We are confirming it with the hotel.` : t`Order ${orderNum} is paid. We are confirming it with the hotel.`}</Text>
                <Text color="fg.muted" data-testid="pay-countdown">
                  {t`Opening the order in ${seconds} s…`}
                </Text>
                <Button colorPalette="brand" onClick={() => actor.send({ type: 'SKIP' })}>
                  {t`View the order now`}
                </Button>
              </>
            )}
            {failed && (
              <>
                <Heading as="h1" size="xl" color="fg.error" data-testid="pay-result-failed">
                  {t`Payment Failed`}
                </Heading>
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{snap.context.reason === 'not_paid' ? t`We have not received this payment. Nothing was charged to the order.` : messages.failureReason(snap.context.reason)}</Alert.Title>
                </Alert.Root>
                <Text color="fg.muted">{t`Returning to the payment page in 3 seconds…`}</Text>
              </>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  )
}
