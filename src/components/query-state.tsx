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

/**
 * A failed query: what happened in the page's language (§8 defaults; a 404 or a refused
 * request said plainly), the server's own message (but a 404's) below it as a detail in English (it is
 * written in English: marked so, for screen readers and support), and Retry where trying
 * again can help (no answer, a time-out, a server error; not a 400 or 404).
 */
export function QueryError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useLingui()
  const api = isApiError(error) ? error : null
  // A §8 reaction (logout, login, the deactivated or time-out page) is already taking the agent
  // elsewhere, with its own notice: an error box with Retry here would flash under that notice
  // and repeat it ('login expired' twice). Stay a placeholder until the page is left.
  if (api?.handled) return <RowsSkeleton rows={2} />
  const status = api?.status ?? 0
  const message =
    api?.fallback === 'timeout'
      ? t`request timed out, please retry`
      : api?.fallback === 'network'
        ? t`network error, please try later`
        : status === 404
          ? t`This could not be found. It may have been removed, or the link is wrong.`
          : status === 400
            ? t`The request was not accepted. A value in the page address may be wrong.`
            : t`operation failed, please retry later`
  const canRetry = status !== 400 && status !== 404
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Content flex="1">
        <Alert.Title>{message}</Alert.Title>
        {/* A 404's own text ("not found") adds nothing to the translated one. */}
        {api?.serverMessage && status !== 404 && (
          <Alert.Description textStyle="xs" color="fg.muted" lang="en" dir="ltr" data-testid="server-message">
            {api.serverMessage}
          </Alert.Description>
        )}
      </Alert.Content>
      {canRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t`Retry`}
        </Button>
      )}
    </Alert.Root>
  )
}
