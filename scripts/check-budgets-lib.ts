import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants as zc, gzipSync } from 'node:zlib'
import { APP_ENTRY, chainOf, isEagerKey, readBuildManifest, routeKeys, staticClosure, urlPathOf, type Manifest } from '../server/routes/route-chunks'

export { APP_ENTRY, routeKeys, staticClosure, urlPathOf, type Manifest, type ManifestChunk, type RouteKey } from '../server/routes/route-chunks'

// The byte side of the measurement issue: what each route of the built PWA downloads, from
// Vite's manifest (dist/.vite/manifest.json). Pure functions (graph walks, sums) are unit
// tested in check-budgets.test.ts; check-budgets.mjs prints the table and applies BUDGETS.

/**
 * The routes we measure, by the URL-ish path of their TanStack route file: `src/routes/`
 * and `.tsx` dropped, pathless layout segments (`_index`, `_default`…) and `route`/`index`
 * file names removed, flat dots read as slashes. Adding a route is one line here.
 */
export type RouteSpec =
  | { name: string; path: RegExp; entry?: undefined; catalogs?: string[] }
  | { name: string; entry: string; path?: undefined; catalogs?: undefined }
export const ROUTES: RouteSpec[] = [
  // What a visitor's first visit to /<locale>/ downloads: the static home's script (issue 8).
  { name: 'landing', entry: 'src/features/landing/static/home-script.ts' },
  // `catalogs`: the extra locale catalogs the route or its layout awaits (lingui.config.ts `work`,
  // `pay`, `auth`).
  // The app's home route (logged-in users, the installed app, client-side navigation). Its
  // visitor branch also awaits the marketing catalog (its layout, src/routes/$locale/_index.tsx), as the
  // marketing pages do; visitors arrive on the static home above, so it is not counted here.
  { name: 'home (app)', path: /^\$locale$/ },
  { name: 'login', path: /^\$locale\/login$/, catalogs: ['auth'] },
  { name: 'hotel list', path: /^\$locale\/hotel\/list$/ },
  { name: 'hotel detail', path: /^\$locale\/hotel\/info(\/[{$][^/]*)?$/ },
  { name: 'booking', path: /^\$locale\/book(\/[{$][^/]*)?$/, catalogs: ['work'] },
  { name: 'checkout', path: /^\$locale\/book\/confirm(\/[{$][^/]*)?$/, catalogs: ['pay'] },
  { name: 'orders', path: /^\$locale\/order$/, catalogs: ['work'] },
]

/** Dynamic imports that boot awaits before the first render (main.tsx: the locale catalog). */
export const BOOT_DYNAMIC: RegExp[] = [/^locales\/en-US\/messages\.po$/]
/** Dynamic imports that are never part of one route's download (other routes, other locales). */
const FOREIGN_DYNAMIC = [/\?tsr-split=/, /^locales\//]

/** The route file of a spec (deepest match) and its ancestors' files, root first. */
export function routeChain(manifest: Manifest, spec: RouteSpec): { leaf: string; files: string[] } | null {
  if (!spec.path) return null
  const files = [...new Set(routeKeys(manifest).map((k) => k.file))]
  const leaf = files
    .filter((f) => spec.path.test(urlPathOf(f)))
    .sort((a, b) => b.split('/').length - a.split('/').length || b.length - a.length)[0]
  if (!leaf) return null
  return { leaf, files: chainOf(files, leaf) }
}

/**
 * Keys a route may load later: dynamic imports reachable from its first load (and their
 * static and dynamic imports, transitively), without other routes and other locales.
 */
export function lazyClosure(manifest: Manifest, first: Set<string>, extraRoots: string[] = []): Set<string> {
  const lazy = new Set<string>()
  const stack = [...extraRoots]
  for (const key of first) stack.push(...(manifest[key]?.dynamicImports ?? []))
  while (stack.length) {
    const key = stack.pop()!
    if (first.has(key) || lazy.has(key) || !manifest[key]) continue
    if (!extraRoots.includes(key) && FOREIGN_DYNAMIC.some((re) => re.test(key))) continue
    lazy.add(key)
    stack.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []))
  }
  return lazy
}

export type RouteLoad = { leaf: string; first: Set<string>; lazy: Set<string>; js: string[]; css: string[]; lazyJs: string[]; lazyCss: string[] }

function filesOf(manifest: Manifest, keys: Iterable<string>): { js: string[]; css: string[] } {
  const js = new Set<string>()
  const css = new Set<string>()
  for (const key of keys) {
    const chunk = manifest[key]
    if (!chunk) continue
    if (/\.m?js$/.test(chunk.file)) js.add(chunk.file)
    else if (chunk.file.endsWith('.css')) css.add(chunk.file)
    for (const c of chunk.css ?? []) css.add(c)
  }
  return { js: [...js].sort(), css: [...css].sort() }
}

/** What a first visit to the route downloads (entry, boot catalog, route chunks) and what it may load later. */
export function firstLoad(manifest: Manifest, spec: RouteSpec): RouteLoad | null {
  if (spec.entry !== undefined) return entryLoad(manifest, spec.entry)
  const chain = routeChain(manifest, spec)
  if (!chain) return null
  const keys = routeKeys(manifest).filter((k) => chain.files.includes(k.file))
  // The component (and loader) split chunks load on navigation; error/notFound/pending ones only when shown.
  const eager = keys.filter(isEagerKey)
  const later = keys.filter((k) => !eager.includes(k)).map((k) => k.key)
  const entries = Object.keys(manifest).filter((k) => k === APP_ENTRY && manifest[k]?.isEntry)
  const catalogs = (spec.catalogs ?? []).map((c) => `locales/en-US/${c}.po`)
  const boot = Object.keys(manifest).filter((k) => BOOT_DYNAMIC.some((re) => re.test(k)) || catalogs.includes(k))
  const first = staticClosure(manifest, [...entries, ...boot, ...eager.map((k) => k.key)])
  const lazy = lazyClosure(manifest, first, later)
  const f = filesOf(manifest, first)
  const l = filesOf(manifest, lazy)
  return {
    leaf: chain.leaf,
    first,
    lazy,
    js: f.js,
    css: f.css,
    lazyJs: l.js.filter((x) => !f.js.includes(x)),
    lazyCss: l.css.filter((x) => !f.css.includes(x)),
  }
}

/** A page of its own (not the app): its entry's static imports, then its dynamic ones. */
function entryLoad(manifest: Manifest, entry: string): RouteLoad | null {
  if (!manifest[entry]?.isEntry) return null
  const first = staticClosure(manifest, [entry])
  const lazy = lazyClosure(manifest, first)
  const f = filesOf(manifest, first)
  const l = filesOf(manifest, lazy)
  return { leaf: entry, first, lazy, js: f.js, css: f.css, lazyJs: l.js.filter((x) => !f.js.includes(x)), lazyCss: l.css.filter((x) => !f.css.includes(x)) }
}

export type Sizes = { raw: number; gzip: number; brotli: number }
export const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 }

export function addSizes(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }
}

/** Each file is compressed on its own, as it is served. */
export function sumSizes(files: Iterable<string>, sizeOf: (file: string) => Sizes): Sizes {
  let total = ZERO
  for (const f of new Set(files)) total = addSizes(total, sizeOf(f))
  return total
}

export function compressedSizes(buf: Buffer): Sizes {
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [zc.BROTLI_PARAM_QUALITY]: 11, [zc.BROTLI_PARAM_SIZE_HINT]: buf.length } }).length,
  }
}

export function fileSizer(dist: string): (file: string) => Sizes {
  const cache = new Map<string, Sizes>()
  return (file) => {
    let s = cache.get(file)
    if (!s) {
      s = compressedSizes(readFileSync(path.join(dist, file)))
      cache.set(file, s)
    }
    return s
  }
}

export function readManifest(dist: string): Manifest {
  const manifest = readBuildManifest(dist)
  if (!manifest) throw new Error(`${path.join(dist, '.vite', 'manifest.json')} is missing or unreadable: build with build.manifest: true (vite.config.ts)`)
  return manifest
}

/** Every file under dir, relative, with forward slashes. */
export function listFiles(dir: string, base = dir): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) out.push(...listFiles(full, base))
    else out.push(path.relative(base, full).split(path.sep).join('/'))
  }
  return out.sort()
}

/**
 * Strings that only development, mock or test code carries. `msw` alone is too short to be a
 * marker in minified code; its package paths, worker file and banner are not.
 */
export const FORBIDDEN_MARKERS: Array<{ what: string; re: RegExp }> = [
  { what: 'msw', re: /mockServiceWorker|from\s*["']msw(\/[\w/-]+)?["']|node_modules\/msw\/|\[MSW\]|MSW_COOKIE_STORE|setupWorker\(/ },
  { what: 'router devtools', re: /@tanstack\/(react-)?router-devtools|TanStackRouterDevtools/ },
  { what: 'query devtools', re: /react-query-devtools|ReactQueryDevtools/ },
  { what: 'vitest', re: /\bvitest\b|__vitest_/ },
  { what: 'testing library', re: /@testing-library|testing-library__/ },
  { what: 'xstate inspector', re: /@statelyai\/inspect/ },
]

export type MarkerHit = { file: string; what: string; sample: string }

export function findForbidden(text: string, file: string): MarkerHit[] {
  const hits: MarkerHit[] = []
  for (const { what, re } of FORBIDDEN_MARKERS) {
    const m = re.exec(text)
    if (m) hits.push({ file, what, sample: text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).replace(/\s+/g, ' ') })
  }
  return hits
}

/** URLs in the Workbox precache manifest of sw.js (generateSW inlines `{url:"…",revision:…}`). */
export function precacheUrls(swSource: string): string[] {
  const urls = new Set<string>()
  for (const m of swSource.matchAll(/\burl\s*:\s*["']([^"']+)["']/g)) if (m[1]) urls.add(m[1])
  return [...urls]
}

export const KB = 1024
export const kb = (bytes: number) => (bytes / KB).toFixed(1)

export type Budget = {
  id: string
  description: string
  limitBytes: number
}

export const BUDGETS = {
  landingFirstJs: {
    id: 'landing-first-js',
    description: 'visitor landing: first-load JavaScript, gzip',
    limitBytes: 180 * KB,
  },
  // Binding since 2026-11-27: every route met it once the browser's theme data kept only names,
  // Chakra's base config and the prop filters only the names a source uses, the Chakra
  // patches left out the global CSS builders and the select recipe, emotion's unused
  // hoist-non-react-statics dropped out and the service worker was registered without
  // workbox-window (hotel list 271.8 -> 259.5 KB, every route 12.3 KB less). Until then a
  // ceiling, lowered as routes shrank from 335.4 KB (2026-11-25), kept routes from growing:
  // docs/decisions.md and bench/HISTORY.md tell how the bytes came off.
  routeWithLazy: {
    id: 'route-with-lazy',
    description: 'any route: JavaScript + CSS including its lazy chunks, gzip',
    limitBytes: 260 * KB,
  },
  forbidden: { id: 'no-dev-code', description: 'zero bytes of msw, devtools or test code in dist/', limitBytes: 0 },
} satisfies Record<string, Budget>
