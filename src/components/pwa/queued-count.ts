import { useDrafts } from '../../lib/offline/use-drafts'
import { useSession } from '../../lib/session/use-session'

/**
 * Booking submissions waiting to be sent: the agent's drafts in the outbox (booking issue:
 * state 'queued', or 'submitting' when the tab sending them went away). Live across tabs.
 */
export function useQueuedSubmissionCount(): number {
  const { user } = useSession()
  const { drafts } = useDrafts(user?.username)
  return drafts.filter((d) => d.state === 'queued' || d.state === 'submitting').length
}
