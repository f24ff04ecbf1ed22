import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { isApiError } from '../lib/api/errors'

/** Loading placeholder for a card of rows. */
export function RowsSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useLingui()
  return (
    <Stack gap="3" aria-busy="true" aria-label={t`Loading`}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="6" />
      ))}
    </Stack>
  )
}

/** A failed query: the server's message (or the §8 default) and a retry button. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useLingui()
  const message =
    isApiError(error) && error.serverMessage
      ? error.serverMessage
      : isApiError(error) && error.fallback === 'timeout'
        ? t`request timed out, please retry`
        : isApiError(error) && error.fallback === 'network'
          ? t`network error, please try later`
          : t`operation failed, please retry later`
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t`Retry`}
      </Button>
    </Alert.Root>
  )
}
