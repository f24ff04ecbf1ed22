import { markClean, markDirty } from '../pwa/dirty-forms'
import type { DraftPatch, DraftStore } from './drafts'

// Saves form changes within a second (debounced ~300 ms) and at once when the page is hidden
// or closed (pagehide / visibilitychange), so a draft survives a tab kill or a browser restart.

export const AUTOSAVE_DELAY_MS = 300

export function createAutosave(store: DraftStore, id: string, delay = AUTOSAVE_DELAY_MS) {
  let pending: DraftPatch | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let saving: Promise<unknown> = Promise.resolve()

  const flush = (): Promise<unknown> => {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (!pending) return saving
    const patch = pending
    pending = null
    // Chained so an older save never lands after a newer one.
    // The dirty mark holds back a pending app update (src/lib/pwa) until the draft is on disk.
    saving = saving
      .then(() => store.update(id, patch))
      .catch(() => undefined)
      .then(() => {
        if (!pending) markClean(`draft:${id}`)
      })
    return saving
  }

  return {
    schedule(patch: DraftPatch) {
      pending = { ...pending, ...patch }
      markDirty(`draft:${id}`)
      if (timer) clearTimeout(timer)
      timer = setTimeout(() => void flush(), delay)
    },
    flush,
    hasPending: () => pending !== null,
  }
}
export type Autosave = ReturnType<typeof createAutosave>

/** Flushes when the page goes to the background or away; returns the cleanup. */
export function flushOnHide(flush: () => unknown): () => void {
  const onHide = () => void flush()
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') void flush()
  }
  window.addEventListener('pagehide', onHide)
  document.addEventListener('visibilitychange', onVisibility)
  return () => {
    window.removeEventListener('pagehide', onHide)
    document.removeEventListener('visibilitychange', onVisibility)
  }
}
