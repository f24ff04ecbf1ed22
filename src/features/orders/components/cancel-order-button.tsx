import { Alert, Button, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { OrderErrorCode, type Locale, type OrderDetail } from '../../../contract'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { PriceTag } from '../../../components/price-tag'
import { QueryError } from '../../../components/query-state'
import { isApiError } from '../../../lib/api/errors'
import { formatDateTime } from '../../../lib/dates'
import { fetchCancelQuote } from '../api/cancel-quote'
import { postCancelOrder } from '../api/cancel-order'
import { orderKeys } from '../api/order-list'

/**
 * Cancel: fetch the penalty the policy gives right now (cancel_quote), show it with the refund,
 * and only on confirmation send cancel_order with that penalty (409 PENALTY_CHANGED → re-quote).
 * Shown to users with PLACE_ORDER and QUERY_PRICE only (the server refuses anyone else).
 */
export function CancelOrderButton({ order, locale }: { order: OrderDetail; locale: Locale }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  // §4 cancellation: cancel_order is not repeatable (a second request gets 409): the first click claims the
  // request synchronously, before React Query's isPending reaches the button, so a double click
  // or a quick second press sends nothing more. Released when the request settles (a refused one
  // may be confirmed again).
  const sending = useRef(false)
  const [confirming, setConfirming] = useState(false)
  const orderNum = order.orderNum
  const quote = useMutation({ mutationFn: () => fetchCancelQuote(order.orderNum) })
  const cancel = useMutation({
    mutationFn: (penalty: number) => postCancelOrder(order.orderNum, penalty),
    onSuccess: (updated) => {
      queryClient.setQueryData(orderKeys.detail(order.orderNum), updated)
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] })
      setOpen(false)
    },
    onError: (error) => {
      // The penalty moved (a deadline passed while the dialog was open): show the new one.
      if (isApiError(error) && error.code === OrderErrorCode.PENALTY_CHANGED) quote.mutate()
    },
    onSettled: () => {
      sending.current = false
      setConfirming(false)
    },
  })
  const q = quote.data
  const confirm = () => {
    if (sending.current || !q || !q.cancellable || q.penalty === null) return
    sending.current = true
    setConfirming(true)
    cancel.mutate(q.penalty)
  }
  const start = () => {
    cancel.reset()
    setOpen(true)
    quote.mutate()
  }
  const deadline = q?.cancelDeadline ? formatDateTime(q.cancelDeadline, locale) : ''
  const money = (amount: number | null) => <PriceTag amount={amount} currency={q?.currencyCode ?? order.currencyCode} locale={locale} hidden={false} missing="" fontWeight="bold" />
  const penaltyChanged = isApiError(cancel.error) && cancel.error.code === OrderErrorCode.PENALTY_CHANGED

  return (
    <>
      <Button variant="outline" colorPalette="red" minH="11" onClick={start} data-testid="cancel-order">
        {t`Cancel order`}
      </Button>
      <ConfirmDialog
        open={open}
        title={t`Cancel order ${orderNum}?`}
        confirmLabel={t`Confirm cancellation`}
        busy={confirming || cancel.isPending || quote.isPending}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      >
        <Stack gap="3" aria-live="polite" data-testid="cancel-quote">
          {quote.isPending && <Text>{t`Checking the cancellation policy…`}</Text>}
          {quote.isError && <QueryError error={quote.error} onRetry={() => quote.mutate()} />}
          {q && !q.cancellable && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{t`This order can no longer be cancelled.`}</Alert.Title>
            </Alert.Root>
          )}
          {q && q.cancellable && (
            <>
              {penaltyChanged && (
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>{t`The penalty changed since it was shown. Please check the new amounts.`}</Alert.Title>
                </Alert.Root>
              )}
              <Text data-testid="cancel-penalty">
                {t`Cancellation penalty:`} {money(q.penalty)}
              </Text>
              <Text data-testid="cancel-refund">
                {t`Refund to your payment method:`} {money(q.refund)}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {q.free
                  ? q.cancelDeadline
                    ? t`Free cancellation applies until ${deadline} (Beijing time).`
                    : t`Free cancellation applies.`
                  : t`The free-cancellation period has ended; the penalty above is charged.`}
              </Text>
            </>
          )}
          {cancel.isError && !penaltyChanged && <QueryError error={cancel.error} onRetry={confirm} />}
        </Stack>
      </ConfirmDialog>
    </>
  )
}
