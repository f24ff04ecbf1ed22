import { markClean, markDirty } from '../pwa/dirty-forms'
import type { DraftPatch, DraftStore } from './drafts'
import { applyFieldWrites, type FieldWrite, type FormFields } from './form-fields'

// Saves form changes within a second (debounced ~300 ms) and at once when the page is hidden
// or closed (pagehide / visibilitychange), so a draft survives a tab kill or a browser restart.
// Form text is saved field by field (setField) onto the stored draft of the moment, with a
// compare-and-set per field: another tab's newer value is never replaced by one typed over an
// older value (form-fields.ts applyFieldWrites).

export const AUTOSAVE_DELAY_MS = 300

export interface FieldSaveResult {
  written: FormFields
  /** Fields another tab changed since this tab last saw them: key → the stored value, kept. */
  refused: FormFields
}

export interface AutosaveHooks {
  /**
   * Called inside the store's read-modify-write, before the change is announced to anyone
   * (this tab's listeners included), so the caller knows its own write before it hears of it.
   */
  onFieldsSaved?(result: FieldSaveResult): void
}

export function createAutosave(store: DraftStore, id: string, delay = AUTOSAVE_DELAY_MS, hooks: AutosaveHooks = {}) {
  let pending: DraftPatch | null = null
  let fields = new Map<string, FieldWrite>()
  /**
   * Field values handed to a save that has not finished: the stored value they will be once it
   * lands. A keystroke during that save is typed over this value, not over the older one the
   * tab saw before, else its write would be refused as if another tab had changed the field.
   */
  const queued = new Map<string, string>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let saving: Promise<unknown> = Promise.resolve()
  const hasPending = () => pending !== null || fields.size > 0

  const arm = () => {
    markDirty(`draft:${id}`)
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void flush(), delay)
  }

  const flush = (): Promise<unknown> => {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (!hasPending()) return saving
    const patch = pending ?? {}
    const writes = Object.fromEntries(fields)
    pending = null
    fields = new Map()
    for (const [key, write] of Object.entries(writes)) queued.set(key, write.value)
    // Chained so an older save never lands after a newer one.
    // The dirty mark holds back a pending app update (src/lib/pwa) until the draft is on disk.
    saving = saving
      .then(() =>
        store.update(id, (current) => {
          if (!Object.keys(writes).length) return patch
          const result = applyFieldWrites(patch.form ?? current.form, writes)
          hooks.onFieldsSaved?.({ written: result.written, refused: result.refused })
          return { ...patch, form: result.form }
        }),
      )
      .catch(() => undefined)
      .then(() => {
        // Landed (or failed): the owner's view of the stored draft is current again.
        for (const [key, write] of Object.entries(writes)) if (queued.get(key) === write.value) queued.delete(key)
        if (!hasPending()) markClean(`draft:${id}`)
      })
    return saving
  }

  return {
    /** Whole-value patch (state, payment choice…). */
    schedule(patch: DraftPatch) {
      pending = { ...pending, ...patch }
      arm()
    },
    /** One form field; `base` = the stored value this tab last saw for it. */
    setField(key: string, value: string, base: string) {
      // The first unsaved edit's base counts: later keystrokes were typed over this tab's own text.
      fields.set(key, { value, base: fields.get(key)?.base ?? queued.get(key) ?? base })
      arm()
    },
    /** Forgets an unsaved field edit (the agent chose another tab's value, or it is on hold). */
    dropField(key: string) {
      fields.delete(key)
      if (!hasPending()) markClean(`draft:${id}`)
    },
    hasField: (key: string) => fields.has(key),
    flush,
    hasPending,
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
