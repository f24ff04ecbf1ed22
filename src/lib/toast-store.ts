// The app's notifications (§8 'login expired', action results) as a small store: what shows,
// for how long, and what waits. Rendered by src/components/toaster.tsx. #9: it replaces Zag's
// toast machine and Chakra's Toaster (~6.6 KB gzip on every route's first load).

export type ToastType = 'info' | 'success' | 'warning' | 'error'

export interface ToastAction {
  label: string
  onClick: () => void
}

export interface ToastOptions {
  /** Creating a toast with the id of one still shown (or waiting) updates it instead of adding one. */
  id?: string
  type?: ToastType
  title: string
  description?: string
  closable?: boolean
  /** Milliseconds on screen (not counting pauses); Infinity keeps it until dismissed. */
  duration?: number
  /** A button in the toast: runs, then dismisses the toast. */
  action?: ToastAction
}

export interface ToastItem {
  id: string
  type: ToastType
  title: string
  description?: string
  closable: boolean
  action?: ToastAction
  /** False while it leaves (EXIT_MS), before it is removed. */
  open: boolean
}

/**
 * Why the countdowns stop: the pointer or the keyboard focus is on the notifications (a toast
 * never disappears while it is being read or its button reached), or the page is hidden.
 */
export type PauseReason = 'hover' | 'focus' | 'hidden'

/** Every toast stays at least 5 s unless it says otherwise (a 2 s success toast is too short to read). */
export const DEFAULT_DURATION_MS = 5000
/** How long a dismissed toast takes to fade before it is removed. */
export const EXIT_MS = 200

interface Entry {
  item: ToastItem
  duration: number
  remaining: number
  startedAt: number | null
  timer: ReturnType<typeof setTimeout> | undefined
}

export interface ToastStoreOptions {
  /** Toasts on screen at once; the next ones wait their turn. */
  max?: number
  now?: () => number
}

export type ToastStore = ReturnType<typeof createToastStore>

export function createToastStore({ max = 3, now = () => Date.now() }: ToastStoreOptions = {}) {
  let shown: Entry[] = []
  let waiting: Entry[] = []
  let snapshot: readonly ToastItem[] = []
  let seq = 0
  const paused = new Set<PauseReason>()
  const listeners = new Set<() => void>()

  const emit = () => {
    snapshot = shown.map((e) => e.item)
    for (const listener of [...listeners]) listener()
  }

  const start = (entry: Entry) => {
    if (paused.size > 0 || !entry.item.open || entry.timer !== undefined || !Number.isFinite(entry.remaining)) return
    entry.startedAt = now()
    entry.timer = setTimeout(() => {
      entry.timer = undefined
      dismiss(entry.item.id)
    }, Math.max(0, entry.remaining))
  }

  const stop = (entry: Entry) => {
    if (entry.timer === undefined) return
    clearTimeout(entry.timer)
    entry.timer = undefined
    if (entry.startedAt !== null) entry.remaining -= now() - entry.startedAt
    entry.startedAt = null
  }

  const find = (id: string) => shown.find((e) => e.item.id === id) ?? waiting.find((e) => e.item.id === id)

  function create(options: ToastOptions): string {
    const id = options.id ?? `toast-${++seq}`
    const duration = options.duration ?? DEFAULT_DURATION_MS
    const item: ToastItem = {
      id,
      type: options.type ?? 'info',
      title: options.title,
      description: options.description,
      closable: options.closable ?? false,
      action: options.action,
      open: true,
    }
    const existing = find(id)
    if (existing) {
      // The same notice again (e.g. 'offline' twice): one toast, shown anew for its full time.
      stop(existing)
      existing.item = item
      existing.duration = duration
      existing.remaining = duration
      if (shown.includes(existing)) start(existing)
      emit()
      return id
    }
    const entry: Entry = { item, duration, remaining: duration, startedAt: null, timer: undefined }
    if (shown.length < max) {
      shown = [...shown, entry]
      start(entry)
    } else {
      waiting = [...waiting, entry]
    }
    emit()
    return id
  }

  function remove(id: string) {
    const entry = shown.find((e) => e.item.id === id)
    if (!entry) return
    stop(entry)
    shown = shown.filter((e) => e !== entry)
    while (shown.length < max && waiting.length > 0) {
      const next = waiting[0]!
      waiting = waiting.slice(1)
      next.remaining = next.duration
      shown = [...shown, next]
      start(next)
    }
    emit()
  }

  function dismiss(id: string) {
    const queued = waiting.find((e) => e.item.id === id)
    if (queued) {
      waiting = waiting.filter((e) => e !== queued)
      emit()
      return
    }
    const entry = shown.find((e) => e.item.id === id)
    if (!entry || !entry.item.open) return
    stop(entry)
    entry.item = { ...entry.item, open: false }
    emit()
    setTimeout(() => {
      // Unless it was created again while it faded.
      if (!entry.item.open) remove(id)
    }, EXIT_MS)
  }

  function pause(reason: PauseReason) {
    if (paused.has(reason)) return
    paused.add(reason)
    shown.forEach(stop)
  }

  function resume(reason: PauseReason) {
    if (!paused.delete(reason)) return
    shown.forEach(start)
  }

  return {
    create,
    dismiss,
    pause,
    resume,
    isPaused: () => paused.size > 0,
    /** Toasts on screen and waiting. */
    getCount: () => shown.length + waiting.length,
    /** The toasts on screen, oldest first; the same array until something changes. */
    getToasts: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
