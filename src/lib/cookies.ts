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

// useSession reads the CSRF cookie on every render of every consumer, hundreds of times while
// a page renders, and the document.cookie getter is not cheap. The cookies are read once per
// task: a response's Set-Cookie lands between tasks, and our own writes go through writeCookie.
let snapshot: Map<string, string> | undefined

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  if (!snapshot) {
    snapshot = parseCookies(document.cookie)
    queueMicrotask(() => {
      snapshot = undefined
    })
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
