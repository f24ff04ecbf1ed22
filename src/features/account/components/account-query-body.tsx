import { Alert, Button, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { formatClock } from '../../../components/pwa/prices-as-of'
import { OfflinePending, isPausedWithoutData } from '../../../components/pwa/offline-pending'
import { QueryError, RowsSkeleton } from '../../../components/query-state'

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

/**
 * An account card's body: the loaded data (kept, with the note above, when a refresh fails);
 * offline with nothing saved, says so (the paused query would keep a skeleton forever); else the
 * error with Retry, or a skeleton while loading.
 */
export function AccountQueryBody<T>({ query, rows, children }: { query: UseQueryResult<T>; rows: number; children(data: T): ReactNode }) {
  const retry = () => void query.refetch()
  if (query.data !== undefined) {
    return (
      <Stack gap="4">
        {query.isRefetchError && <RefreshFailedNote updatedAt={query.dataUpdatedAt} onRetry={retry} />}
        {children(query.data)}
      </Stack>
    )
  }
  if (isPausedWithoutData(query)) return <OfflinePending />
  if (query.isError) return <QueryError error={query.error} onRetry={retry} />
  return <RowsSkeleton rows={rows} />
}
