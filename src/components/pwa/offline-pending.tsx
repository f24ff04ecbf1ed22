import { Alert } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'

/**
 * A query that has nothing saved and cannot run offline (TanStack Query pauses it): say so
 * instead of showing a skeleton forever. It loads by itself when the connection returns.
 */
export function OfflinePending() {
  const { t } = useLingui()
  return (
    <Alert.Root status="warning" data-testid="offline-pending">
      <Alert.Indicator />
      <Alert.Title>{t`You're offline and this wasn't saved on this device. It loads when you're back online.`}</Alert.Title>
    </Alert.Root>
  )
}
