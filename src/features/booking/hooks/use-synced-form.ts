import { useEffect, useState, useSyncExternalStore } from 'react'
import { flushOnHide } from '../../../lib/offline/autosave'
import type { Draft } from '../../../lib/offline/draft-schema'
import { draftStore } from '../../../lib/offline/drafts'
import { createFormSync } from '../../../lib/offline/form-sync'
import { useDraft } from '../../../lib/offline/use-drafts'

/**
 * The booking form of one draft, saved as the agent types and kept in step with the same
 * draft open in other tabs (lib/offline/form-sync.ts has the rule). `draft` seeds the form;
 * the stored draft, live across tabs (useDraft), keeps it current. Keyed by the draft id.
 */
export function useSyncedForm(draft: Draft) {
  const [sync] = useState(() => createFormSync(draftStore(), draft))
  const { values, conflicts } = useSyncExternalStore(sync.subscribe, sync.getSnapshot, sync.getSnapshot)
  const stored = useDraft(draft.id).draft?.form

  useEffect(() => {
    if (stored) sync.incoming(stored)
  }, [sync, stored])

  useEffect(() => {
    const stop = flushOnHide(sync.flush)
    return () => {
      stop()
      void sync.flush()
    }
  }, [sync])

  return { sync, values, conflicts }
}
