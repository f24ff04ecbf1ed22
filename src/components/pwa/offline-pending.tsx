import { Alert } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'

/**
 * Offline, TanStack Query pauses a query with nothing saved (src/lib/pwa/query-online.ts): its
 * data never comes, and a skeleton (or an older answer kept as its placeholder: another page,
 * filter or currency) would wait forever or pass for it (issue 7). True for such a query.
 */
export function isPausedWithoutData(query: Pick<UseQueryResult, 'isPending' | 'isPlaceholderData' | 'fetchStatus'>): boolean {
  return query.fetchStatus === 'paused' && (query.isPending || query.isPlaceholderData)
}

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
