import { readFileSync } from 'node:fs'
import path from 'node:path'

// The client build's route graph, from Vite's manifest (dist/.vite/manifest.json): which
// chunks a page of the app loads. The byte budgets (scripts/check-budgets-lib.ts) measure
// routes with it, and index.html's hints (client-hints.ts) name the chunks of the page asked
// for, so the browser fetches them with the app's own code instead of after it has run (#9).

export type ManifestChunk = {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** The app's entry; every route file loads through it. */
export const APP_ENTRY = 'index.html'

const ROUTE_KEY = /^src\/routes\/(.+?)\.tsx?(\?tsr-split=(.+))?$/

export type RouteKey = { key: string; file: string; groups: string[] }

/** Route-file manifest keys, parsed: `src/routes/$locale/_bare/login.tsx?tsr-split=component`. */
export function routeKeys(manifest: Manifest): RouteKey[] {
  const out: RouteKey[] = []
  for (const key of Object.keys(manifest)) {
    const m = ROUTE_KEY.exec(key)
    if (m?.[1]) out.push({ key, file: m[1], groups: m[3] ? m[3].split('---') : [] })
  }
  return out
}

/** Whether a route file's chunk loads with its page: the file itself and its component and loader splits (error, not-found and pending splits load only when those show). */
export function isEagerKey(k: RouteKey): boolean {
  return k.groups.length === 0 || k.groups.some((g) => g === 'component' || g === 'loader')
}

/** `$locale/_default/hotel/info.{-$id}` → `$locale/hotel/info/{-$id}`. */
export function urlPathOf(routeFile: string): string {
  const segments = routeFile
    .split('/')
    .flatMap((s) => (s.startsWith('{') || s.startsWith('$') ? [s] : s.split('.')))
    .filter((s) => !/^_/.test(s) || s === '__root')
  while (segments.length > 1 && /^(index|route)$/.test(segments[segments.length - 1] ?? '')) segments.pop()
  return segments.join('/')
}

/** The route files above `leaf` (the root first), then `leaf`. */
export function chainOf(files: readonly string[], leaf: string): string[] {
  const isAncestor = (f: string) => {
    if (f === '__root') return true
    const dir = f.replace(/\/route$/, '')
    return f !== leaf && leaf.startsWith(`${dir}/`)
  }
  return [...files.filter(isAncestor).sort((a, b) => a.length - b.length), leaf]
}

/** Keys reachable from `roots` through static imports (roots included). */
export function staticClosure(manifest: Manifest, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length) {
    const key = stack.pop()!
    if (seen.has(key) || !manifest[key]) continue
    seen.add(key)
    stack.push(...(manifest[key].imports ?? []))
  }
  return seen
}

type Pattern = { file: string; re: RegExp; statics: number; params: number; depth: number; splat: boolean }

/** A route file's URL path as a matcher of concrete paths (`en-US/hotel/info/12`). */
function patternOf(file: string): Pattern {
  let statics = 0
  let params = 0
  let splat = false
  const parts = urlPathOf(file)
    .split('/')
    .map((seg, i) => {
      const sep = i === 0 ? '' : '/'
      if (seg === '$') {
        splat = true
        return `(?:${sep}.*)?`
      }
      if (/^\{-\$[^}]*\}$/.test(seg)) return `(?:${sep}[^/]+)?`
      if (seg.includes('$')) {
        params++
        return `${sep}[^/]+`
      }
      statics++
      return sep + seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
  return { file, re: new RegExp(`^${parts.join('')}$`), statics, params, depth: file.split('/').length, splat }
}

/** Route files under these layouts are shown to visitors too (login, forgotten password). */
const PUBLIC_LAYOUT = /^\$locale\/_bare\//

/**
 * The JavaScript files (`/assets/…`) of the page at `pathname` that the app's entry does not
 * load itself: its route files' component and loader chunks and what they import. A page
 * that needs a session gets none for a request without one (the app sends it to login).
 */
export function routePreloader(manifest: Manifest): (pathname: string, liveSession: boolean) => string[] {
  const keys = routeKeys(manifest)
  const files = [...new Set(keys.map((k) => k.file))]
  // Specific first: more fixed segments, then more parameters, then the deeper file (a page
  // over the pathless layout that shares its path); a catch-all (splat) only when nothing else
  // matches, and that is the not-found page: no hints.
  const patterns = files
    .filter((f) => f !== '__root')
    .map(patternOf)
    .sort((a, b) => Number(a.splat) - Number(b.splat) || b.statics - a.statics || b.params - a.params || b.depth - a.depth)
  const entry = staticClosure(manifest, [APP_ENTRY])
  const cache = new Map<string, string[]>()
  const filesFor = (leaf: string): string[] => {
    const known = cache.get(leaf)
    if (known) return known
    const chain = chainOf(files, leaf)
    const eager = keys.filter((k) => chain.includes(k.file) && isEagerKey(k)).map((k) => k.key)
    const js = new Set<string>()
    for (const key of staticClosure(manifest, eager)) {
      const file = manifest[key]?.file
      if (!entry.has(key) && file && /\.m?js$/.test(file)) js.add(`/${file}`)
    }
    const out = [...js].sort()
    cache.set(leaf, out)
    return out
  }
  return (pathname, liveSession) => {
    const concrete = pathname.replace(/^\/+|\/+$/g, '')
    if (!concrete) return []
    const match = patterns.find((p) => p.re.test(concrete))
    if (!match || match.splat || (!liveSession && !PUBLIC_LAYOUT.test(match.file))) return []
    return filesFor(match.file)
  }
}

/** The build's manifest, or null when there is none (no build, or a build without it). */
export function readBuildManifest(distDir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  } catch {
    return null
  }
}
