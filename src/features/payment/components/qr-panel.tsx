import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import { qrHandoffMachine, type PayLinkInfo, type QrStatus } from '../../../../machines/qr-handoff.machine'
import type { Currency } from '../../../contract'
import { CopyField } from '../../../components/copy-field'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatMoney } from '../../../lib/money'
import { sessionKeys } from '../../../lib/session/queries'
import { ORDERS_ROOT_KEY, paymentKeys } from '../api/keys'
import { createPayLink, fetchPayLinkStatus } from '../api/pay-link'
import { usePaymentMessages } from '../messages'
import { DeadlineCountdown } from './deadline-countdown'
import { QrSvg } from './qr-svg'

/**
 * QR handoff on the desktop (qr-handoff machine): a short-lived signed link as a QR code and a
 * copyable link; the page polls its status every second and moves on by itself when the phone
 * has paid.
 */
export function QrPanel({ orderNum, amount, currency, onPaid }: { orderNum: string; amount: number; currency: Currency; onPaid(orderNum: string): void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const qc = useQueryClient()
  const messages = usePaymentMessages()
  const actor = useActorRef(
    qrHandoffMachine.provide({
      actors: {
        createLink: fromPromise<PayLinkInfo>(() => createPayLink(orderNum, locale)),
        checkStatus: fromPromise<QrStatus, { token: string }>(async ({ input, signal }) => {
          const s = await fetchPayLinkStatus(input.token, signal)
          return { state: s.state, reason: s.reason }
        }),
      },
    }),
    { input: {} },
  )
  const state = useSelector(actor, (s) => s)
  useEffect(() => {
    actor.send({ type: 'CREATE' })
  }, [actor])
  useEffect(() => {
    if (!state.matches('paid')) return
    void qc.invalidateQueries({ queryKey: ORDERS_ROOT_KEY })
    void qc.invalidateQueries({ queryKey: paymentKeys.all })
    void qc.invalidateQueries({ queryKey: sessionKeys.all })
    onPaid(orderNum)
  }, [state, qc, onPaid, orderNum])

  const link = state.context.link
  const price = formatMoney(amount, currency, locale)
  const retry = (
    <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'RETRY' })}>
      {t`Make a new QR code`}
    </Button>
  )

  return (
    <Stack gap="4" data-testid="qr-panel" aria-live="polite">
      {state.matches('creating') && <Text>{t`Preparing the payment link…`}</Text>}
      {state.matches('error') && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title flex="1">{messages.payError(state.context.error)}</Alert.Title>
          {retry}
        </Alert.Root>
      )}
      {state.matches('failed') && (
        <Alert.Root status="error" data-testid="qr-failed">
          <Alert.Indicator />
          <Alert.Title flex="1">{messages.failureReason(state.context.reason)}</Alert.Title>
          {retry}
        </Alert.Root>
      )}
      {state.matches('expired') && (
        <Alert.Root status="warning" data-testid="qr-expired">
          <Alert.Indicator />
          <Alert.Title flex="1">{t`The payment link has expired.`}</Alert.Title>
          {retry}
        </Alert.Root>
      )}
      {state.matches('paid') && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{t`Paid on the phone.`}</Alert.Title>
        </Alert.Root>
      )}
      {state.matches('showing') && link && (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'stretch', sm: 'center' }}>
          {/* Dark on white in every colour mode: phone cameras read it either way, but not every app. */}
          <Box bg="white" color="black" p="2" borderRadius="md" alignSelf="center" lineHeight="0">
            <QrSvg value={link.url} label={t`QR code of the payment link`} size={200} />
          </Box>
          <Stack gap="2" minW="0" flex="1">
            <Text fontWeight="semibold">{t`Scan with the phone to pay ${price} in the payment app.`}</Text>
            <DeadlineCountdown deadline={link.expiresAt} />
            <CopyField label={t`Or send this link`} value={link.url} copyLabel={t`Copy link`} testId="pay-link-url" />
            <HStack>
              <Text textStyle="sm" color="fg.muted">
                {t`This page moves on by itself once the phone has paid.`}
              </Text>
            </HStack>
          </Stack>
        </Stack>
      )}
    </Stack>
  )
}
