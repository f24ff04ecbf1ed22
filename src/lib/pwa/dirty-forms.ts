import { useEffect, useSyncExternalStore } from 'react'

// Forms with changes that are not saved yet (issue 7 "Updates"). A new version of the app is
// only applied when this set is empty, so an update never reloads away what an agent typed.
// Forms call markDirty/markClean (or useDirtyForm); ids are free strings, one per form.

const dirty = new Set<string>()
const listeners = new Set<() => void>()
let version = 0

function emit() {
  version++
  for (const listener of [...listeners]) listener()
}

export function markDirty(id: string): void {
  if (dirty.has(id)) return
  dirty.add(id)
  emit()
}

export function markClean(id: string): void {
  if (!dirty.delete(id)) return
  emit()
}

export function hasDirtyForms(): boolean {
  return dirty.size > 0
}

export function dirtyFormIds(): string[] {
  return [...dirty]
}

export function subscribeDirtyForms(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Resolves once no form is dirty (at once if none is). */
export function whenNoDirtyForms(): Promise<void> {
  if (!hasDirtyForms()) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = subscribeDirtyForms(() => {
      if (hasDirtyForms()) return
      unsubscribe()
      resolve()
    })
  })
}

/** Component form of markDirty/markClean; a form that unmounts is clean (its data is gone or saved). */
export function useDirtyForm(id: string, isDirty: boolean): void {
  useEffect(() => {
    if (isDirty) markDirty(id)
    else markClean(id)
  }, [id, isDirty])
  useEffect(() => () => markClean(id), [id])
}

/** Whether any form is dirty, for components (re-renders on change). */
export function useHasDirtyForms(): boolean {
  useSyncExternalStore(subscribeDirtyForms, () => version, () => version)
  return hasDirtyForms()
}

/** Tests only: forget every form. */
export function resetDirtyForms(): void {
  dirty.clear()
  emit()
}
