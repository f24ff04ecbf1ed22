import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { isLocale, type Locale } from '../../src/contract/locales'
import { Paths } from '../../src/contract/paths'
import { CSRF_COOKIE, hashToken, readToken, resolveSession } from '../http/session'
import type { AppEnv } from '../http/types'
import { readBuildManifest, routePreloader, type Manifest } from './route-chunks'

// #9: the app asks for two things before it can ask for a page's data: its UI language's
// catalog (main.tsx, before the first render) and, with a session, who is logged in (the root
// route's beforeLoad). Each waited for the app's JavaScript to download and run, then for a
// round trip of its own. index.html now names them in its head, so the browser fetches them
// while the JavaScript downloads:
//   - <link rel="modulepreload"> for the catalog of the URL's locale (from the Vite manifest);
//   - <link rel="preload" as="fetch"> for GET user_info, only when the request carries a live
//     session and the CSRF cookie (the client asks for user_info only with the CSRF cookie,
//     src/lib/session/queries.ts mayHaveSession), so a visitor's page asks for nothing more.
//     Only a live one: Chromium treats a preload answered 401 as a failed load, and the app's
//     fetch given that preload could not read the 401's code, so a session ended elsewhere
//     (40005) sent the user to login without the §8 'login expired' notice;
//   - <link rel="modulepreload"> for the page's own chunks (route-chunks.ts), which the router
//     asked for only once the app's code had run: a second wave of downloads before the page
//     could render (~0.3 s of the hotel list's LCP on a throttled phone).
// The service worker's copy of index.html has no hints; the app then asks as before.

/** `/assets/messages-<hash>.js` per locale, from the build's manifest; empty without one. */
export function catalogFiles(manifest: Manifest | null): Map<Locale, string> {
  const out = new Map<Locale, string>()
  if (!manifest) return out
  for (const [key, chunk] of Object.entries(manifest)) {
    const m = /^locales\/([^/]+)\/messages\.po$/.exec(key)
    if (m && isLocale(m[1])) out.set(m[1], `/${chunk.file}`)
  }
  return out
}

/** A browser session (cookie, not Bearer) that is live now, with its CSRF cookie. */
export async function liveBrowserSession(c: Context<AppEnv>): Promise<boolean> {
  const presented = readToken(c)
  if (presented?.via !== 'cookie' || !getCookie(c, CSRF_COOKIE)) return false
  try {
    return (await resolveSession(c.var.deps.db, hashToken(presented.token))).kind === 'ok'
  } catch (error) {
    // The app's HTML must not depend on the database: without the hint the app asks itself.
    c.var.deps.logger.warn({ err: error }, 'boot hints: session lookup failed')
    return false
  }
}

export type BootHintSource = { catalogs: ReadonlyMap<Locale, string>; routeFiles: (pathname: string, liveSession: boolean) => string[] }

/** What the hints are made of, from the build's manifest (nothing without one). */
export function bootHintSource(distDir: string): BootHintSource {
  const manifest = readBuildManifest(distDir)
  return { catalogs: catalogFiles(manifest), routeFiles: manifest ? routePreloader(manifest) : () => [] }
}

/** The tags for one request; `pathname` is the page's path (`/<locale>/…`). */
export function bootHints(input: { pathname: string; source: BootHintSource; liveSession: boolean }): string {
  const tags: string[] = []
  const first = input.pathname.split('/')[1]
  const locale = isLocale(first) ? first : undefined
  const catalog = locale && input.source.catalogs.get(locale)
  if (catalog) tags.push(`<link rel="modulepreload" href="${catalog}" />`)
  if (input.liveSession) tags.push(`<link rel="preload" href="${Paths.userInfo}" as="fetch" crossorigin="anonymous" />`)
  // After the app's own chunks (index.html's modulepreloads), which the page cannot do without.
  // An unknown locale prefix is a 404 page, whatever follows it.
  const routeFiles = locale ? input.source.routeFiles(input.pathname, input.liveSession) : []
  for (const file of routeFiles) tags.push(`<link rel="modulepreload" href="${file}" />`)
  return tags.join('')
}
