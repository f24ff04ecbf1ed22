import { startTransition, useEffect, useState } from 'react'

/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 3000

/** Resolves once the page has loaded and the main thread is idle (or 3 s later at the latest). */
export function afterLoad(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS }) : win.setTimeout(resolve, 200))
    if (win.document.readyState === 'complete') idle()
    else win.addEventListener('load', idle, { once: true })
  })
}

/**
 * False until the page has loaded and the main thread is idle: for work nobody waits for, so
 * its code and requests do not compete with what the page shows first (#9).
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let live = true
    void afterLoad().then(() => live && startTransition(() => setReady(true)))
    return () => {
      live = false
    }
  }, [])
  return ready
}
