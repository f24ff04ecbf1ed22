import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { DraftMachineState } from '../../../../machines/booking-draft.machine'
import type { Draft } from '../../../lib/offline/draft-schema'
import { draftStore } from '../../../lib/offline/drafts'
import { draftPatchOf, isSettled, machineFor, payloadOf, wasSent, type DraftSnapshot } from '../submission'

const RESUMABLE: readonly string[] = ['editing', 'queued', 'needs_review', 'failed']

/**
 * The booking page's booking-draft actor (interactive: §8 reactions stay on). Every settled
 * state is written to the stored draft; DISCARD deletes it.
 */
export function useDraftSubmission(draft: Draft, onSubmitted: (orderNum: string) => void) {
  const latest = useRef(draft)
  latest.current = draft
  const submitted = useRef(onSubmitted)
  submitted.current = onSubmitted
  const actor = useActorRef(machineFor({ background: false }), {
    input: {
      draftId: draft.id,
      state: (RESUMABLE.includes(draft.state) ? draft.state : 'editing') as DraftMachineState,
      payload: payloadOf(draft),
      failure: draft.state === 'needs_review' && draft.lastError ? { kind: draft.lastError.kind === 'sold_out' ? 'sold_out' : 'price_changed', currentTotal: draft.lastError.newTotal ?? null } : null,
    },
  })

  useEffect(() => {
    let previous: unknown = actor.getSnapshot().value
    const sub = actor.subscribe((s: DraftSnapshot) => {
      const key = JSON.stringify(s.value)
      if (key === JSON.stringify(previous)) return
      previous = s.value
      const store = draftStore()
      if (s.matches('discarded')) {
        void store.remove(latest.current.id)
        return
      }
      if (s.matches('submitting')) {
        // A new attempt clears the last failure, except that an earlier create_order got no
        // answer: that stays known until create_order answers (draftPatchOf keeps it too).
        if (s.matches({ submitting: 'checking' })) void store.update(latest.current.id, { state: 'submitting', lastError: wasSent(latest.current) ? latest.current.lastError : null })
        return
      }
      if (!isSettled(s)) return
      // Navigate first: storing 'submitted' re-renders the page without this form.
      if (s.matches('submitted') && s.context.orderNum) submitted.current(s.context.orderNum)
      const patch = draftPatchOf(s, latest.current)
      if (patch) void store.update(latest.current.id, patch)
    })
    return () => sub.unsubscribe()
  }, [actor])

  const snapshot = useSelector(actor, (s) => s)
  return { actor, snapshot }
}
