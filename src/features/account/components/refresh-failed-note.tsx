import { Alert, Button } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { formatClock } from '../../../components/pwa/prices-as-of'

/**
 * A refresh failed (server unreachable, an error) while figures were already loaded: they stay
 * on screen, labelled with their time, with Retry. Replacing them by an error would hide the
 * agent's balance exactly when the banner says "showing saved data".
 */
export function RefreshFailedNote({ updatedAt, onRetry }: { updatedAt: number; onRetry(): void }) {
  const { t, i18n } = useLingui()
  const time = formatClock(new Date(updatedAt), i18n.locale)
  return (
    <Alert.Root status="warning" alignItems="center" data-testid="refresh-failed">
      <Alert.Indicator />
      <Alert.Title flex="1">{t`Could not refresh. Showing the figures loaded at ${time}.`}</Alert.Title>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t`Retry`}
      </Button>
    </Alert.Root>
  )
}
