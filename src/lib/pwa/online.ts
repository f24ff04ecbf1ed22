import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSyncExternalStore } from 'react'

// §2 "Network online/offline status is tracked". navigator.onLine says only whether there is
// a network interface; a failed request triggers a cheap /healthz probe so a captive portal or
// a dead Wi-Fi also counts as offline. While offline by probe, the probe repeats with backoff.

export interface OnlineState {
  online: boolean
  /** Why we think we are offline: the browser said so, or the server did not answer. */
  cause: 'browser' | 'unreachable' | null
  /** When the state last changed (ms). */
  since: number
}

export interface OnlineDeps {
  navigatorOnLine(): boolean
  probe(): Promise<boolean>
  now(): number
  setTimer(fn: () => void, ms: number): unknown
  clearTimer(handle: unknown): void
}

const PROBE_TIMEOUT_MS = 4000
const RETRY_MS = [3000, 6000, 12_000, 30_000]

async function probeHealthz(): Promise<boolean> {
  try {
    const res = await fetch('/healthz', { method: 'GET', cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
    return res.ok
  } catch {
    return false
  }
}

export function createOnlineStore(deps: OnlineDeps) {
  let state: OnlineState = { online: deps.navigatorOnLine(), cause: deps.navigatorOnLine() ? null : 'browser', since: deps.now() }
  const listeners = new Set<() => void>()
  let timer: unknown = null
  let attempt = 0
  let probing: Promise<boolean> | null = null

  const set = (online: boolean, cause: OnlineState['cause']) => {
    if (state.online === online && state.cause === cause) return
    state = { online, cause, since: deps.now() }
    for (const listener of [...listeners]) listener()
  }
  const stopRetry = () => {
    if (timer !== null) deps.clearTimer(timer)
    timer = null
    attempt = 0
  }
  const scheduleRetry = () => {
    if (timer !== null) return
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!
    attempt++
    timer = deps.setTimer(() => {
      timer = null
      void check()
    }, delay)
  }

  /** Probes the server once (calls share one probe in flight) and updates the state. */
  async function check(): Promise<boolean> {
    if (!deps.navigatorOnLine()) {
      stopRetry()
      set(false, 'browser')
      return false
    }
    probing ??= deps.probe().finally(() => {
      probing = null
    })
    const ok = await probing
    if (ok) {
      stopRetry()
      set(true, null)
    } else {
      set(false, 'unreachable')
      scheduleRetry()
    }
    return ok
  }

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** The browser's online/offline events. */
    browserOnline: () => void check(),
    browserOffline: () => {
      stopRetry()
      set(false, 'browser')
    },
    /** A request failed without an answer: find out whether the server is reachable. */
    reportNetworkFailure: () => void check(),
    check,
  }
}

const store = createOnlineStore({
  navigatorOnLine: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
  probe: probeHealthz,
  now: Date.now,
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
})

if (typeof window !== 'undefined') {
  window.addEventListener('online', store.browserOnline)
  window.addEventListener('offline', store.browserOffline)
}

export const isOnline = (): boolean => store.get().online
export const getOnlineState = (): OnlineState => store.get()
export const subscribeOnline = store.subscribe
export const reportNetworkFailure = store.reportNetworkFailure
/** Probes /healthz now; resolves with the result. */
export const checkOnline = store.check

const OFFLINE_REASON = msg`You're offline. This needs a connection.`
const UNREACHABLE_REASON = msg`The server can't be reached. This needs a connection.`

/**
 * Online status for components. `reason` is a translated sentence for a disabled control's
 * tooltip or helper text (null while online): `disabled={!online} title={reason ?? undefined}`.
 */
export function useOnline(): { online: boolean; reason: string | null; since: number; cause: OnlineState['cause'] } {
  const { i18n } = useLingui()
  const state = useSyncExternalStore(store.subscribe, store.get, store.get)
  const reason = state.online ? null : i18n._(state.cause === 'unreachable' ? UNREACHABLE_REASON : OFFLINE_REASON)
  return { online: state.online, reason, since: state.since, cause: state.cause }
}
