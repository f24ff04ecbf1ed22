import { useSession } from '../../../lib/session/use-session'
import { useOutboxSync } from '../hooks/use-outbox-sync'

/** Mounted once in the app shell: replays queued bookings for the logged-in agent. */
export function OutboxSync() {
  useOutboxSync(useSession().user?.username)
  return null
}
