import { AUTOSAVE_DELAY_MS, createAutosave } from './autosave'
import type { Draft, DraftForm } from './draft-schema'
import type { DraftStore } from './drafts'
import { formFields, withFields, type FormFields } from './form-fields'

// One tab's booking form kept in step with the stored draft, which other tabs may change too
// (issue: a draft open in two tabs lost edits). The rule, field by field:
// - this tab saves only the fields typed in it, each onto the stored draft of the moment and
//   only over the value it last saw there (autosave.ts), so it never replaces a change it has
//   not seen;
// - when another tab saves, every field this tab is not editing takes the saved value at once;
// - the field the agent is in (focus), or has unsaved typing in, is not changed under them: if
//   its saved value changed, it becomes a conflict. Its text stays on screen but is not saved
//   until the agent chooses: keep this tab's text (keepMine) or take the saved one (useSaved).

export interface FormSyncSnapshot {
  values: DraftForm
  /** Field keys changed in another tab while this tab was editing them. */
  conflicts: readonly string[]
}

export function createFormSync(store: DraftStore, draft: Pick<Draft, 'id' | 'form'>, delay = AUTOSAVE_DELAY_MS) {
  let values = draft.form
  /** The stored value of each field as this tab last saw it (read or written). */
  const known: FormFields = formFields(draft.form)
  let conflicts: readonly string[] = []
  let focused: string | null = null
  let snapshot: FormSyncSnapshot = { values, conflicts }
  const listeners = new Set<() => void>()
  const publish = () => {
    snapshot = { values, conflicts }
    listeners.forEach((l) => l())
  }
  const flag = (keys: string[]) => {
    const add = keys.filter((k) => !conflicts.includes(k))
    if (add.length) conflicts = [...conflicts, ...add]
    return add.length > 0
  }
  const unflag = (key: string) => {
    if (!conflicts.includes(key)) return false
    conflicts = conflicts.filter((k) => k !== key)
    return true
  }

  const autosave = createAutosave(store, draft.id, delay, {
    onFieldsSaved({ written, refused }) {
      Object.assign(known, written, refused)
      const local = formFields(values)
      if (flag(Object.keys(refused).filter((k) => local[k] !== refused[k]))) publish()
    },
  })

  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
    /** The agent typed in a field. A field in conflict keeps the text but saves nothing yet. */
    edit(key: string, value: string) {
      values = withFields(values, { [key]: value })
      // Typed back to the saved value: nothing left to choose.
      if (value === known[key]) unflag(key)
      if (!conflicts.includes(key)) autosave.setField(key, value, known[key] ?? '')
      publish()
    },
    /** Which field has the focus (null: none); that field is never replaced under the agent. */
    focus(key: string | null) {
      focused = key
    },
    /** The stored draft's form (after any tab, this one included, saved it). */
    incoming(form: DraftForm) {
      const stored = formFields(form)
      const local = formFields(values)
      const adopt: FormFields = {}
      let changed = false
      for (const [key, value] of Object.entries(stored)) {
        if (value === known[key]) continue
        known[key] = value
        if (value === local[key]) {
          changed = unflag(key) || changed
        } else if (key === focused || autosave.hasField(key) || conflicts.includes(key)) {
          // The agent's unsaved text was typed over a value that is gone: hold it.
          autosave.dropField(key)
          changed = flag([key]) || changed
        } else {
          adopt[key] = value
        }
      }
      if (Object.keys(adopt).length) {
        values = withFields(values, adopt)
        changed = true
      }
      if (changed) publish()
    },
    /** Saves this tab's text for every conflicting field (the agent has seen the other one). */
    keepMine(): Promise<unknown> {
      const local = formFields(values)
      for (const key of conflicts) autosave.setField(key, local[key] ?? '', known[key] ?? '')
      conflicts = []
      publish()
      return autosave.flush()
    },
    /** Replaces this tab's text with the saved value for every conflicting field. */
    useSaved() {
      values = withFields(values, Object.fromEntries(conflicts.map((k) => [k, known[k] ?? ''])))
      conflicts = []
      publish()
    },
    flush: () => autosave.flush(),
    hasPending: () => autosave.hasPending(),
  }
}
export type FormSync = ReturnType<typeof createFormSync>
