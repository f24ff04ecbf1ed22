import { Alert, Box, Card, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { PaymentRoute } from '../../../contract'
import { QueryError, RowsSkeleton } from '../../../components/query-state'
import { useDocumentTitle } from '../../../components/use-document-title'
import { formatDateTime } from '../../../lib/dates'
import { useLocale } from '../../../lib/i18n/use-locale'
import { checkoutOrderQueryOptions } from '../api/order-detail'
import { paymentSupportQueryOptions } from '../api/payment-support'
import { payCheckQueryOptions } from '../api/repay'
import { useTimeLeft } from '../hooks/use-countdown'
import { CouponBox } from './coupon-box'
import { DeadlineCountdown } from './deadline-countdown'
import { OrderSummary } from './order-summary'
import { PayAction } from './pay-action'
import { PaymentOptions } from './payment-options'
import { QrPanel } from './qr-panel'
import { ShareButton } from './share-button'
import { isOrderMissing, OrderMissing } from './order-missing'

export type CheckoutPageProps = {
  orderNum: string
  onPaid(orderNum: string): void
  onHeld(orderNum: string): void
  /** Rendered when the order is not payable (e.g. a link to its detail page). */
  orderLink: React.ReactNode
}

/** /book/confirm/{id}: order summary and pay check first, then the routes with their cost. */
export function CheckoutPage({ orderNum, onPaid, onHeld, orderLink }: CheckoutPageProps) {
  const { t } = useLingui()
  const locale = useLocale()
  useDocumentTitle(t`Pay for your order`)
  const order = useQuery(checkoutOrderQueryOptions(orderNum))
  const check = useQuery(payCheckQueryOptions(orderNum))
  const payable = check.data?.normal === true
  const support = useQuery({ ...paymentSupportQueryOptions(orderNum), enabled: payable })
  const [route, setRoute] = useState<PaymentRoute | null>(null)
  // The unpaid hold ends at payDeadline (then the order is cancelled): say when, and once it has
  // passed ask the pay check again, so the page stops offering Pay for a cancelled order.
  const deadline = payable ? (support.data?.payDeadline ?? null) : null
  const left = useTimeLeft(deadline)
  const expired = deadline !== null && left === 0
  const { refetch } = check
  const refetchOrder = order.refetch
  useEffect(() => {
    if (!expired) return
    // The order too: by now the server has cancelled it, and the page says so.
    void refetch()
    void refetchOrder()
  }, [expired, refetch, refetchOrder])

  if (order.isPending || check.isPending) return <RowsSkeleton rows={8} />
  if (order.isError && isOrderMissing(order.error)) return <OrderMissing orderNum={orderNum} />
  if (order.isError) return <QueryError error={order.error} onRetry={() => void order.refetch()} />
  if (check.isError) return <QueryError error={check.error} onRetry={() => void check.refetch()} />

  const options = support.data?.options ?? []
  const chosen = options.find((o) => o.route === route) ?? null
  const held = support.data?.paymentRoute === 'delayed_credit' && support.data.payDeadline
  const heldUntil = held ? formatDateTime(support.data?.payDeadline ?? '', locale) : ''
  const payBy = deadline ? formatDateTime(deadline, locale) : ''
  // A paid card order keeps the fee it was charged; an unpaid one shows the chosen route's.
  const cardFee = payable ? (chosen?.route === 'card' ? chosen.fee : 0) : (order.data.cardFee ?? 0)

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {t`Pay for your order`}
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
        <Stack gap="5" minW="0" order={{ base: 2, lg: 1 }}>
          <Alert.Root status={payable || order.data.paymentStatus === 'paid' ? 'success' : 'warning'} data-testid="pay-check">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {payable
                  ? t`This order can be paid.`
                  : order.data.paymentStatus === 'paid'
                    ? t`This order is already paid.`
                    : order.data.status === 'CANCELLED'
                      ? t`This order was cancelled and can no longer be paid.`
                      : t`This order cannot be paid: its status is not payable.`}
              </Alert.Title>
              {!payable && <Alert.Description>{orderLink}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
          {held && (
            <Alert.Root status="info" data-testid="held-banner">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t`Delayed payment chosen: pay before ${heldUntil} (Beijing time) or the order is cancelled.`}</Alert.Title>
                <Alert.Description>
                  <DeadlineCountdown deadline={support.data?.payDeadline ?? ''} />
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {deadline && !held && (
            <Alert.Root status="warning" data-testid="pay-deadline">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t`Pay before ${payBy} (Beijing time), or the order is cancelled and the rooms released.`}</Alert.Title>
                <Alert.Description>
                  <DeadlineCountdown deadline={deadline} />
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {payable && support.isPending && <RowsSkeleton rows={4} />}
          {payable && support.isError && <QueryError error={support.error} onRetry={() => void support.refetch()} />}
          {payable && support.data && (
            <>
              <Card.Root>
                <Card.Body>
                  <CouponBox orderNum={orderNum} applied={support.data.couponCode} discount={support.data.couponDiscount} currency={support.data.currencyCode} disabled={false} />
                </Card.Body>
              </Card.Root>
              <PaymentOptions support={support.data} value={route} onChange={setRoute} />
              {!chosen && (
                <Text color="fg.muted" textStyle="sm">
                  {t`Choose a payment method.`}
                </Text>
              )}
              {chosen && chosen.route === 'qr' && chosen.available && (
                <Card.Root>
                  <Card.Body>
                    <QrPanel key={support.data.totalPrice} orderNum={orderNum} amount={chosen.total} currency={support.data.currencyCode} onPaid={onPaid} />
                  </Card.Body>
                </Card.Root>
              )}
              {chosen && chosen.route !== 'qr' && <PayAction support={support.data} option={chosen} onPaid={onPaid} onHeld={onHeld} />}
            </>
          )}
        </Stack>
        <Box order={{ base: 1, lg: 2 }} minW="0">
          <Stack gap="3">
            <OrderSummary order={{ ...order.data, couponCode: support.data?.couponCode ?? order.data.couponCode, couponDiscount: support.data?.couponDiscount ?? order.data.couponDiscount }} cardFee={cardFee} />
            <ShareButton orderNum={orderNum} />
          </Stack>
        </Box>
      </Grid>
    </Stack>
  )
}
