import { useSyncExternalStore } from 'react'

// Install (issue 7): Chromium browsers fire beforeinstallprompt when the app is installable;
// the event is kept so our own button can show the browser's dialog. iOS Safari has no such
// event: it gets "Add to Home Screen" instructions instead.

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export interface InstallState {
  /** The browser offered installation (our button may show its dialog). */
  canPrompt: boolean
  /** Running as an installed app. */
  standalone: boolean
  /** iPhone/iPad Safari, not installed: show Add to Home Screen instructions. */
  iosInstructions: boolean
}

let deferred: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()

function isStandalone(): boolean {
  if (typeof window === 'undefined') return false
  const nav = navigator as Navigator & { standalone?: boolean }
  return window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true
}

export function isIos(ua = typeof navigator === 'undefined' ? '' : navigator.userAgent, touchPoints = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints): boolean {
  // iPadOS 13+ reports itself as a Mac; a Mac with a touch screen is an iPad.
  return /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1)
}

let state: InstallState = compute()
function compute(): InstallState {
  const standalone = isStandalone()
  return { canPrompt: deferred !== null && !standalone, standalone, iosInstructions: isIos() && !standalone }
}
function emit() {
  state = compute()
  for (const listener of [...listeners]) listener()
}

/** Call once at boot, before the browser fires the event. */
export function installInstallListeners(): void {
  if (typeof window === 'undefined') return
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault() // our button asks, not the browser's mini-infobar
    deferred = event as BeforeInstallPromptEvent
    emit()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    emit()
  })
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', emit)
}

/** Shows the browser's install dialog; the event can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred
  if (!event) return 'unavailable'
  deferred = null
  emit()
  await event.prompt()
  const { outcome } = await event.userChoice
  return outcome
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, () => state, () => state)
}
