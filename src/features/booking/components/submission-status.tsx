import { Alert } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { DraftState } from '../../../lib/offline/draft-schema'
import { useOnline } from '../../../lib/pwa/online'
import type { DraftSnapshot } from '../submission'

/** What happened to the last attempt, in words the agent can act on. */
export function SubmissionStatus({ snapshot, storedState, maybeBooked = false }: {
  snapshot: DraftSnapshot
  storedState: DraftState
  /**
   * create_order was sent but no answer came back (an 'offline' failure): the server may have
   * booked it already. Also true for a stored draft whose actor has no failure of its own yet.
   */
  maybeBooked?: boolean
}) {
  const { t } = useLingui()
  const failure = snapshot.context.failure
  // Online but the server does not answer (or answers 5xx/429, which carries a message): "back
  // online" would puzzle an agent whose Wi-Fi works.
  const unreachable = useOnline().cause === 'unreachable' || (failure?.kind === 'offline' && failure.message !== undefined)
  const queued = snapshot.matches('queued') || (storedState === 'queued' && !snapshot.matches('submitting'))

  if (snapshot.matches('busy')) {
    return (
      <Alert.Root status="info" role="status" data-testid="submission-status" data-state="busy">
        <Alert.Indicator />
        <Alert.Title>{t`This draft is being submitted in another tab or window. Wait for it to finish there.`}</Alert.Title>
      </Alert.Root>
    )
  }
  if (queued && snapshot.context.needsLogin) {
    return (
      <Alert.Root status="warning" role="alert" data-testid="submission-status" data-state="login">
        <Alert.Indicator />
        <Alert.Title>{t`Your session has ended. Log in again to send this booking; the draft is kept.`}</Alert.Title>
      </Alert.Root>
    )
  }
  if (queued && failure?.kind === 'in_flight') {
    return (
      <Alert.Root status="info" role="status" data-testid="submission-status" data-state="queued">
        <Alert.Indicator />
        <Alert.Title>{t`The server is still processing this booking. It will be checked again shortly; do not book it twice.`}</Alert.Title>
      </Alert.Root>
    )
  }
  if (queued && maybeBooked) {
    // Never "nothing is booked" here: an agent who believed it could book the guests twice.
    return (
      <Alert.Root status="warning" role="status" data-testid="submission-status" data-state="queued">
        <Alert.Indicator />
        <Alert.Title>{t`Saved. The connection was lost while the booking was being sent, so it may already be booked. It will be confirmed as soon as the server answers; it will not be booked twice.`}</Alert.Title>
      </Alert.Root>
    )
  }
  if (queued) {
    return (
      <Alert.Root status="info" role="status" data-testid="submission-status" data-state="queued">
        <Alert.Indicator />
        <Alert.Title>
          {unreachable
            ? t`Saved. The server can't be reached; it will be booked as soon as it answers — nothing is booked yet.`
            : t`Saved. It will be booked when you are back online — nothing is booked yet.`}
        </Alert.Title>
      </Alert.Root>
    )
  }
  if (snapshot.matches('failed') && failure) {
    // The server's own text (English, technical) is only a detail under a translated title.
    const datesRefused = failure.fields?.some((f) => f.field === 'checkIn' || f.field === 'checkOut')
    const message =
      failure.kind === 'mismatch'
        ? t`This draft was already sent with different details. Delete it and start a new booking from the hotel page.`
        : failure.kind === 'forbidden'
          ? t`You are not allowed to place orders with this account.`
          : datesRefused
            ? t`The stay dates of this draft can no longer be booked (the check-in date may have passed). Nothing was booked. Delete the draft and start a new booking from the hotel page.`
            : t`The booking was refused. Check the details and try again.`
    return (
      <Alert.Root status="error" role="alert" data-testid="submission-status" data-state="failed">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{message}</Alert.Title>
          {failure.message && (
            <Alert.Description textStyle="xs" color="fg.muted" lang="en" dir="ltr" data-testid="server-message">
              {failure.message}
            </Alert.Description>
          )}
        </Alert.Content>
      </Alert.Root>
    )
  }
  return null
}
