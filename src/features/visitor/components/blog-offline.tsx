import { Button, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { OfflinePending } from '../../../components/pwa/offline-pending'
import { checkOnline } from '../../../lib/pwa/online'

/**
 * Offline, TanStack Query pauses a query with nothing saved (src/lib/pwa/query-online.ts): its
 * data never comes, and a skeleton (or the previous page kept as a placeholder) would wait
 * forever (issue 7). True for such a query.
 */
export function isPausedWithoutData(query: Pick<UseQueryResult, 'isPending' | 'isPlaceholderData' | 'fetchStatus'>): boolean {
  return query.fetchStatus === 'paused' && (query.isPending || query.isPlaceholderData)
}

/**
 * A blog page not saved on this device, opened offline: says so (like the hotel list) with a
 * retry. The query resumes by itself when the connection returns; the button asks the server
 * at once, for a connection the browser has not reported yet (captive portal, Wi-Fi back).
 */
export function BlogOffline({ onRetry }: { onRetry(): void }) {
  const { t } = useLingui()
  const retry = () => void checkOnline().then(onRetry, onRetry)
  return (
    <Stack align="center" gap="3" py="10">
      <OfflinePending />
      <Button size="sm" onClick={retry}>
        {t`Try again`}
      </Button>
    </Stack>
  )
}
