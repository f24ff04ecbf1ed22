import { useSyncExternalStore } from 'react'
import { whenNoDirtyForms, hasDirtyForms, subscribeDirtyForms } from './dirty-forms'

// The "new version available" state machine (issue 7 Updates). The service worker waits
// (registerType 'prompt'); the user chooses Reload; the reload happens once no form has
// unsaved changes, so a draft is never reloaded away.

export type UpdatePhase =
  /** Nothing to do. */
  | 'idle'
  /** A new version is installed and waiting; the prompt shows. */
  | 'available'
  /** The user chose Reload while a form had unsaved changes: it happens after the save. */
  | 'deferred'
  /** Activating the new worker; the page reloads when it takes control. */
  | 'applying'

export interface UpdateDeps {
  /** Tells the waiting worker to activate (false: there is none, e.g. another tab applied it). */
  activateWaiting(): boolean
  reload(): void
  whenClean(): Promise<void>
  isDirty(): boolean
  setTimer(fn: () => void, ms: number): void
  sleep(ms: number): Promise<void>
  /** Calls back on every dirty/clean change of the forms (a key typed in the quiet time). */
  onDirtyChange?(listener: () => void): () => void
}

/** If the new worker never takes control (it crashed, the browser killed it), reload anyway. */
const CONTROL_TIMEOUT_MS = 4000
/**
 * After the forms are saved, they must stay saved this long: drafts autosave a few hundred ms
 * after each key, so an agent pausing mid-sentence is "clean" for a moment but still typing.
 */
export const QUIET_MS = 1500

export function createUpdateController(deps: UpdateDeps) {
  let phase: UpdatePhase = 'idle'
  const listeners = new Set<() => void>()
  const set = (next: UpdatePhase) => {
    if (phase === next) return
    phase = next
    for (const listener of [...listeners]) listener()
  }
  let reloaded = false
  const reloadOnce = () => {
    if (reloaded) return
    reloaded = true
    deps.reload()
  }

  return {
    get: () => phase,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** A new worker is waiting (or another tab activated one): show the prompt. */
    offer() {
      if (phase === 'idle') set('available')
    },
    /** The user chose Reload. */
    async apply(): Promise<void> {
      if (phase === 'applying' || phase === 'deferred') return
      if (deps.isDirty()) {
        set('deferred')
        let typed: boolean
        do {
          await deps.whenClean()
          // Quiet means no edit at all in that time: a key typed and autosaved within it (a
          // pause, a busy device) still means the agent is typing.
          typed = false
          const stop = deps.onDirtyChange?.(() => (typed = true))
          await deps.sleep(QUIET_MS)
          stop?.()
        } while (typed || deps.isDirty())
      }
      set('applying')
      if (deps.activateWaiting()) deps.setTimer(reloadOnce, CONTROL_TIMEOUT_MS)
      else reloadOnce()
    },
    /** The new worker took control of this page (after our skip-waiting message). */
    controlled() {
      if (phase === 'applying') reloadOnce()
    },
  }
}

export type UpdateController = ReturnType<typeof createUpdateController>

let waitingActivator: () => boolean = () => false

/** register.ts plugs in how to reach the waiting worker. */
export function setWaitingActivator(fn: () => boolean): void {
  waitingActivator = fn
}

export const updates = createUpdateController({
  activateWaiting: () => waitingActivator(),
  reload: () => window.location.reload(),
  whenClean: whenNoDirtyForms,
  isDirty: hasDirtyForms,
  onDirtyChange: subscribeDirtyForms,
  setTimer: (fn, ms) => void setTimeout(fn, ms),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
})

export function useUpdatePhase(): UpdatePhase {
  return useSyncExternalStore(updates.subscribe, updates.get, updates.get)
}
