import { Alert, Button, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { PaymentErrorCode, type PaymentOption, type PaymentSupport } from '../../../contract'
import { isApiError } from '../../../lib/api'
import { formatDateTime } from '../../../lib/dates'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatMoney } from '../../../lib/money'
import { paymentKeys } from '../api/keys'
import { useOceanPay } from '../api/ocean-pay'
import { useOrderPay } from '../api/order-pay'
import { usePaymentMessages } from '../messages'
import { DeadlineCountdown } from './deadline-countdown'

export type PayActionProps = {
  support: PaymentSupport
  option: PaymentOption
  onPaid(orderNum: string): void
  onHeld(orderNum: string): void
}

/** The button for the chosen credit, delayed-payment or card route. */
export function PayAction({ support, option, onPaid, onHeld }: PayActionProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const messages = usePaymentMessages()
  const qc = useQueryClient()
  const pay = useOrderPay(support.orderNum)
  const card = useOceanPay(support.orderNum, locale)
  // Isolated left-to-right: in Arabic "(982.63 CNY)" inside the label read "(CNY 982.63)" without.
  const total = `\u2066${formatMoney(option.total, support.currencyCode, locale)}\u2069`
  const error = pay.error ?? card.error
  const until = option.deadline ? formatDateTime(option.deadline, locale) : ''

  const run = () => {
    if (option.route === 'card') {
      // Full redirect to the hosted page: the card number is typed there, never here.
      card.mutate(undefined, { onSuccess: (r) => window.location.assign(r.redirectUrl) })
      return
    }
    if (option.route !== 'credit' && option.route !== 'delayed_credit') return
    pay.mutate(
      { route: option.route, expectedTotal: option.total },
      {
        onSuccess: (r) => (option.route === 'credit' ? onPaid(r.orderNum) : onHeld(r.orderNum)),
        onError: (e) => {
          if (isApiError(e) && e.code === PaymentErrorCode.TOTAL_CHANGED) void qc.invalidateQueries({ queryKey: paymentKeys.support(support.orderNum) })
        },
      },
    )
  }

  const label =
    option.route === 'credit'
      ? t`Pay ${total} with credit`
      : option.route === 'delayed_credit'
        ? t`Hold the order and pay later`
        : t`Continue to the card payment page (${total})`

  return (
    <Stack gap="3">
      {option.route === 'delayed_credit' && option.deadline && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t`The order is held until ${until} Beijing time (23:00 the day before check-in).`}</Alert.Title>
            <Alert.Description>
              <DeadlineCountdown deadline={option.deadline} />
              <Text>{t`If it is not paid by then it is cancelled automatically and the rooms are released.`}</Text>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {option.route === 'card' && (
        <Text textStyle="sm" color="fg.muted">
          {t`You will be taken to the secure payment page of our card provider (sandbox). Card details are never entered on this site.`}
        </Text>
      )}
      {error && (
        <Alert.Root status="error" data-testid="pay-error">
          <Alert.Indicator />
          <Alert.Title>{messages.payError(error)}</Alert.Title>
        </Alert.Root>
      )}
      <Button colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', md: 'flex-start' }} disabled={!option.available} loading={pay.isPending || card.isPending || card.isSuccess} onClick={run} data-testid="pay-button">
        {label}
      </Button>
    </Stack>
  )
}
