import type { Draft } from '../../lib/offline/draft-schema'
import type { DraftStore } from '../../lib/offline/drafts'

// The outbox: a user's drafts in state 'queued' (and 'submitting' ones whose tab went away;
// the per-draft Web Lock stops a second tab from sending one that is really in progress).
// Replayed on app start, on 'online' and every 30 s while online (architecture.md: never rely
// on Background Sync alone). Drafts stay in IndexedDB; only their state changes.

export const OUTBOX_INTERVAL_MS = 30_000

export function outboxOf(drafts: readonly Draft[], user: string): Draft[] {
  return drafts.filter((d) => d.user === user && (d.state === 'queued' || d.state === 'submitting'))
}

/** The hotel as the booking page names it (stay-summary.tsx): its Chinese name in zh-CN. */
export function hotelNameOf(draft: Pick<Draft, 'hotelName' | 'hotelNameCN'>, locale: string): string {
  return locale === 'zh-CN' && draft.hotelNameCN ? draft.hotelNameCN : draft.hotelName
}

export type ReplayOutcome = 'submitted' | 'needs_review' | 'login' | 'kept' | 'failed'

export interface OutboxSyncDeps {
  store: DraftStore
  user: string
  replay(draft: Draft): Promise<{ draft: Draft | undefined; needsLogin: boolean }>
  notify(outcome: ReplayOutcome, draft: Draft): void
  isOnline(): boolean
}

export function outcomeOf(stored: Draft | undefined, needsLogin: boolean): ReplayOutcome {
  if (!stored) return 'kept'
  if (stored.state === 'submitted') return 'submitted'
  if (stored.state === 'needs_review') return 'needs_review'
  if (stored.state === 'failed') return 'failed'
  return needsLogin ? 'login' : 'kept'
}

/** Returns run(): one pass over the outbox; overlapping calls share the pass in progress. */
export function createOutboxSync(deps: OutboxSyncDeps) {
  let running: Promise<ReplayOutcome[]> | null = null
  async function pass(): Promise<ReplayOutcome[]> {
    if (!deps.isOnline()) return []
    await deps.store.ready
    await deps.store.reload()
    const outcomes: ReplayOutcome[] = []
    for (const draft of outboxOf(deps.store.list(), deps.user)) {
      if (!deps.isOnline()) break
      const { draft: stored, needsLogin } = await deps.replay(draft).catch(() => ({ draft: undefined, needsLogin: false }))
      const outcome = outcomeOf(stored, needsLogin)
      outcomes.push(outcome)
      if (outcome !== 'kept') deps.notify(outcome, stored ?? draft)
      // One 401 means every other draft would get one too: stop and wait for the login.
      if (outcome === 'login') break
    }
    return outcomes
  }
  return {
    run(): Promise<ReplayOutcome[]> {
      running ??= pass().finally(() => (running = null))
      return running
    },
  }
}

/** Installs the triggers; returns the cleanup. */
export function startOutboxSync(run: () => Promise<unknown>, intervalMs = OUTBOX_INTERVAL_MS): () => void {
  const go = () => void run().catch(() => undefined)
  go()
  window.addEventListener('online', go)
  const timer = window.setInterval(() => {
    if (navigator.onLine !== false) go()
  }, intervalMs)
  return () => {
    window.removeEventListener('online', go)
    window.clearInterval(timer)
  }
}
