// Web Locks: only one tab may submit a draft at a time (issue: booking). The lock is held
// until `release` is called (or the tab goes away, which the browser handles).

export interface HeldLock {
  release(): void
}

/**
 * Tries to take `name` without waiting. Resolves with the held lock, or null when another tab
 * holds it. Without Web Locks (very old browsers) it resolves with a no-op lock: the server's
 * Idempotency-Key still makes a second submission return the same order.
 */
export function tryLock(name: string, locks: LockManager | undefined = globalThis.navigator?.locks): Promise<HeldLock | null> {
  if (!locks?.request) return Promise.resolve({ release() {} })
  return new Promise<HeldLock | null>((resolve, reject) => {
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    locks
      .request(name, { ifAvailable: true }, async (lock) => {
        if (!lock) {
          resolve(null)
          return
        }
        resolve({ release })
        await held
      })
      .catch(reject)
  })
}

export const draftLockName = (draftId: string) => `draft:${draftId}`
