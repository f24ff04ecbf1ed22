import { Alert, Box, Button, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { CreditAmount } from '../../../components/layouts/credit-amount'
import { formatClock } from '../../../components/pwa/prices-as-of'
import { useCredit } from '../../../lib/session/use-session'

/**
 * The home's "Available credit" card body (§1, §6). Without VIEW_CREDIT: dashes and why (the
 * credit is never asked for). Offline with nothing saved: says it loads when back online, not a
 * skeleton forever. A failed refresh keeps the amount already loaded, with its time and Retry.
 */
export function HomeCredit() {
  const { t, i18n } = useLingui()
  const { canViewCredit, creditStatus, creditOffline, creditRefreshFailedAt, refetchCredit } = useCredit()
  const time = creditRefreshFailedAt === undefined ? null : formatClock(new Date(creditRefreshFailedAt), i18n.locale)
  return (
    <>
      <Text color="fg.muted" textStyle="sm">
        {t`Available credit`}
      </Text>
      <Box>
        <CreditAmount fontSize="2xl" fontWeight="bold" data-testid="home-credit" />
      </Box>
      {!canViewCredit && (
        <Text textStyle="xs" color="fg.muted">
          {t`Your account cannot view credit. The main account can grant this permission.`}
        </Text>
      )}
      {creditOffline && (
        <Alert.Root status="warning" size="sm" data-testid="offline-pending">
          <Alert.Indicator />
          <Alert.Title>{t`You're offline and this wasn't saved on this device. It loads when you're back online.`}</Alert.Title>
        </Alert.Root>
      )}
      {time && (
        <Text textStyle="xs" color="fg.warning">
          {t`Could not refresh. Showing the figures loaded at ${time}.`}
        </Text>
      )}
      {(time || creditStatus === 'error') && (
        <Button size="xs" variant="outline" alignSelf="flex-start" onClick={refetchCredit}>
          {t`Retry`}
        </Button>
      )}
    </>
  )
}
