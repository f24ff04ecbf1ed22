// Tiny document.cookie helpers. The session cookie itself is HttpOnly (architecture.md
// Runtime); only the CSRF token and the locale cookie are readable here.

export const CSRF_COOKIE = 'csrftoken'

export function parseCookies(cookieHeader: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    if (!name || out.has(name)) continue
    const raw = part.slice(eq + 1).trim()
    try {
      out.set(name, decodeURIComponent(raw))
    } catch {
      out.set(name, raw)
    }
  }
  return out
}

// useSession reads the CSRF cookie on every render of every consumer, and in Chromium each
// task's first document.cookie read is a synchronous call to the browser's network process:
// 0.4-0.9 ms on an idle page here, 1.5-2.7 ms while a page loads, 25 of them in a load of the
// hotel list when the snapshot lived for one task (38-69 ms of its main thread, ×8 on the
// simulated phone, #9 TBT). So the snapshot lives until something may have changed a cookie:
// our own writes (writeCookie), a response of ours (the API client calls cookiesMayHaveChanged,
// so the pages after a login or a logout see it at once), another tab (its session change
// reaches us as a storage event; the CookieStore API's change event where the browser has
// one), and otherwise at most SNAPSHOT_MAX_AGE_MS, which covers what no event announces: a
// cookie that expires, a response to the service worker.
export const SNAPSHOT_MAX_AGE_MS = 1000

let snapshot: Map<string, string> | undefined
let takenAt = 0
let watching = false

export function cookiesMayHaveChanged(): void {
  snapshot = undefined
}

function watchChanges(): void {
  watching = true
  const store = (globalThis as { cookieStore?: EventTarget }).cookieStore
  store?.addEventListener?.('change', cookiesMayHaveChanged)
  if (typeof window !== 'undefined') window.addEventListener('storage', cookiesMayHaveChanged)
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  if (!watching) watchChanges()
  const now = performance.now()
  if (!snapshot || now - takenAt > SNAPSHOT_MAX_AGE_MS) {
    snapshot = parseCookies(document.cookie)
    takenAt = now
  }
  return snapshot.get(name)
}

export function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return
  const expires = new Date(Date.now() + days * 864e5).toUTCString()
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; Expires=${expires}; Path=/; SameSite=Lax${secure}`
  snapshot = undefined
}

export function hasCsrfCookie(): boolean {
  return Boolean(readCookie(CSRF_COOKIE))
}
