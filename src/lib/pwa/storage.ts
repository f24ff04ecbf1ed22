import { useSyncExternalStore } from 'react'
import { mayHaveSession } from '../session/queries'
import { subscribeSession } from '../session/session-store'

// Drafts, the outbox and the query cache live in IndexedDB; without persistent storage the
// browser may evict them under storage pressure (and Safari after 7 days without a visit).
// We ask for persistence once an agent is logged in (it is their work that is at stake), and
// show the answer in the user menu.

export type StorageStatus = 'unknown' | 'persisted' | 'best-effort' | 'unsupported'

let status: StorageStatus = 'unknown'
const listeners = new Set<() => void>()
const set = (next: StorageStatus) => {
  if (status === next) return
  status = next
  for (const listener of [...listeners]) listener()
}

export async function requestPersistentStorage(storage: StorageManager | undefined = globalThis.navigator?.storage): Promise<StorageStatus> {
  if (!storage?.persist || !storage.persisted) {
    set('unsupported')
    return status
  }
  try {
    const already = await storage.persisted()
    set(already || (await storage.persist()) ? 'persisted' : 'best-effort')
  } catch {
    set('best-effort')
  }
  return status
}

/** Asks at boot when logged in, and at the next login otherwise. */
export function installStoragePersistence(): void {
  let asked = false
  const maybeAsk = () => {
    if (asked || !mayHaveSession()) return
    asked = true
    void requestPersistentStorage()
  }
  maybeAsk()
  subscribeSession(maybeAsk)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useStorageStatus(): StorageStatus {
  return useSyncExternalStore(subscribe, () => status, () => status)
}
