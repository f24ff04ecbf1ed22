// §4: a chunk that fails to load (usually: a new release replaced the hashed files) reloads the
// page, once. The time of the last reload is kept in sessionStorage so a chunk that stays
// broken shows the error page instead of reloading forever. Offline it does not reload: a
// reload could not fetch a release either, and without the service worker's copy it would
// replace the page the agent is on with the browser's offline page. The import's caller gets
// the error instead (a lazy part fails, a catalog falls back to en-US).

const KEY = 'b2b.chunk-reload-at'
const WINDOW_MS = 30_000

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
]

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : ''
  return CHUNK_ERROR_PATTERNS.some((re) => re.test(message))
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined
  reload(): void
  now(): number
  online(): boolean
}

const browserDeps = (): ReloadDeps => ({
  storage: typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
  reload: () => window.location.reload(),
  now: Date.now,
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
})

/** Reloads unless offline or we already did so in the last 30 s. Returns whether a reload was started. */
export function reloadOnce(deps: ReloadDeps = browserDeps()): boolean {
  if (!deps.online()) return false
  const last = Number(deps.storage?.getItem(KEY) ?? 0)
  const t = deps.now()
  if (Number.isFinite(last) && t - last < WINDOW_MS) return false
  try {
    deps.storage?.setItem(KEY, String(t))
  } catch {
    // Without storage we still reload; the worst case is one extra reload per failure.
  }
  deps.reload()
  return true
}

/**
 * TanStack Router's lazy route components reload the page themselves, once per failed chunk
 * (a sessionStorage key named after the error's message), whatever this module decided.
 * Offline that reload showed the browser's offline page instead of the agent's page. When we
 * do not reload, the key is set first, so the route's error page (RouteError) takes the error:
 * offline it says the page was not saved on this device and loads it on reconnect.
 */
export function leaveToRouteError(error: unknown, storage: Pick<Storage, 'setItem'> | undefined): void {
  if (!(error instanceof Error)) return
  try {
    storage?.setItem(`tanstack_router_reload:${error.message}`, '1')
  } catch {
    // Without storage the router reloads once, as before.
  }
}

/** vite:preloadError fires when a modulepreload or dynamic import of a chunk fails. */
export function installChunkReload(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const deps = browserDeps()
    if (reloadOnce(deps)) event.preventDefault()
    else leaveToRouteError((event as Event & { payload?: unknown }).payload, deps.storage)
  })
}
