import { Alert, Card, Heading, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { QueryError, RowsSkeleton } from '../../../components/query-state'
import { useDocumentTitle } from '../../../components/use-document-title'
import { checkoutOrderQueryOptions } from '../api/order-detail'
import { paymentSupportQueryOptions } from '../api/payment-support'
import { usePaymentMessages } from '../messages'
import { OrderSummary } from './order-summary'
import { QrPanel } from './qr-panel'
import { isOrderMissing, OrderMissing } from './order-missing'

/** /pay/thirdPay: pay one order with the QR payment app, handed off to a phone. */
export function ThirdPayPage({ orderNum, onPaid }: { orderNum: string; onPaid(orderNum: string): void }) {
  const { t } = useLingui()
  const messages = usePaymentMessages()
  useDocumentTitle(t`Pay with the payment app`)
  const order = useQuery({ ...checkoutOrderQueryOptions(orderNum), enabled: orderNum !== '' })
  const support = useQuery({ ...paymentSupportQueryOptions(orderNum), enabled: orderNum !== '' })
  if (orderNum === '') return <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{t`No order was given.`}</Alert.Title></Alert.Root>
  if (order.isPending || support.isPending) return <RowsSkeleton rows={6} />
  if (order.isError && isOrderMissing(order.error)) return <OrderMissing orderNum={orderNum} />
  if (order.isError) return <QueryError error={order.error} onRetry={() => void order.refetch()} />
  if (support.isError) return <QueryError error={support.error} onRetry={() => void support.refetch()} />
  const qr = support.data.options.find((o) => o.route === 'qr')
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t`Pay with the payment app`}
      </Heading>
      <OrderSummary order={order.data} />
      {qr?.available ? (
        <Card.Root>
          <Card.Body>
            <QrPanel orderNum={orderNum} amount={qr.total} currency={support.data.currencyCode} onPaid={onPaid} />
          </Card.Body>
        </Card.Root>
      ) : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{messages.unavailable(qr?.reason ?? 'not_payable')}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  )
}
