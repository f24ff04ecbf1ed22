// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  findForbidden,
  firstLoad,
  lazyClosure,
  precacheUrls,
  routeChain,
  staticClosure,
  sumSizes,
  urlPathOf,
  type Manifest,
  type RouteSpec,
} from './check-budgets-lib'
import { evaluateBudgets, type RouteSizes } from './bench/budgets'
import { bytesPerSource, decodeVlq, ownerOf } from './bench/attribute'

// A small manifest shaped like the one Vite writes for our TanStack file routes.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_router.js'],
    dynamicImports: [
      'src/routes/$locale.tsx?tsr-split=component',
      'src/routes/$locale/_index/index.tsx?tsr-split=component',
      'src/routes/$locale/_bare/login.tsx?tsr-split=component',
      'src/routes/$locale/_bare/login.tsx?tsr-split=errorComponent',
      'locales/en-US/messages.po',
      'locales/ja/messages.po',
      'locales/en-US/work.po',
      'node_modules/workbox-window/build/workbox-window.prod.es5.mjs',
    ],
    css: ['assets/index.css'],
  },
  // A page of its own (the static visitor home's script), with a lazily loaded form.
  'src/home-script.ts': { file: 'assets/home.js', isEntry: true, imports: ['_preload.js'], dynamicImports: ['src/home-contact.ts'] },
  '_preload.js': { file: 'assets/preload.js' },
  'src/home-contact.ts': { file: 'assets/home-contact.js', isDynamicEntry: true, imports: ['_preload.js', '_xstate.js'] },
  '_xstate.js': { file: 'assets/xstate.js' },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
  '_menu.js': { file: 'assets/menu.js', imports: ['_react.js'] },
  '_chart.js': { file: 'assets/chart.js', imports: ['_menu.js'] },
  'src/routes/$locale.tsx?tsr-split=component': { file: 'assets/locale.js', isDynamicEntry: true, imports: ['_menu.js'] },
  'src/routes/$locale/_index/index.tsx?tsr-split=component': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/features/home/user-home.tsx'],
  },
  'src/features/home/user-home.tsx': { file: 'assets/user-home.js', isDynamicEntry: true, imports: ['_chart.js'] },
  'src/routes/$locale/_bare/login.tsx?tsr-split=component': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_menu.js'] },
  'src/routes/$locale/_bare/login.tsx?tsr-split=errorComponent': { file: 'assets/login-error.js', isDynamicEntry: true },
  'locales/en-US/messages.po': { file: 'assets/messages-en.js', isDynamicEntry: true },
  'locales/ja/messages.po': { file: 'assets/messages-ja.js', isDynamicEntry: true },
  'locales/en-US/work.po': { file: 'assets/work-en.js', isDynamicEntry: true },
  'node_modules/workbox-window/build/workbox-window.prod.es5.mjs': { file: 'assets/workbox.js', isDynamicEntry: true },
}

const landing: RouteSpec = { name: 'home (app)', path: /^\$locale$/ }
const login: RouteSpec = { name: 'login', path: /^\$locale\/login$/ }

describe('route files', () => {
  it('reads route files as URL paths', () => {
    expect(urlPathOf('$locale')).toBe('$locale')
    expect(urlPathOf('$locale/_index/index')).toBe('$locale')
    expect(urlPathOf('$locale/_bare/login')).toBe('$locale/login')
    expect(urlPathOf('$locale/_default/hotel/info.{-$id}')).toBe('$locale/hotel/info/{-$id}')
    expect(urlPathOf('$locale/_currency/user/route')).toBe('$locale/user')
    expect(urlPathOf('__root')).toBe('__root')
  })

  it('finds the deepest matching route file and its layout ancestors', () => {
    expect(routeChain(manifest, landing)).toEqual({ leaf: '$locale/_index/index', files: ['$locale', '$locale/_index/index'] })
    expect(routeChain(manifest, login)?.files).toEqual(['$locale', '$locale/_bare/login'])
    expect(routeChain(manifest, { name: 'orders', path: /^\$locale\/order$/ })).toBeNull()
  })
})

describe('graph walks', () => {
  it('follows static imports transitively, once each', () => {
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual(['_react.js', '_router.js', 'index.html'])
    expect(staticClosure(manifest, ['missing']).size).toBe(0)
  })

  it('counts lazy chunks without other routes and other locales', () => {
    const first = staticClosure(manifest, ['index.html', 'src/routes/$locale/_index/index.tsx?tsr-split=component'])
    expect([...lazyClosure(manifest, first)].sort()).toEqual([
      '_chart.js',
      '_menu.js',
      'node_modules/workbox-window/build/workbox-window.prod.es5.mjs',
      'src/features/home/user-home.tsx',
    ])
  })

  it('a first load is entry + boot catalog + the chain component chunks; error chunks are lazy', () => {
    const load = firstLoad(manifest, login)!
    expect(load.js).toEqual(['assets/index.js', 'assets/locale.js', 'assets/login.js', 'assets/menu.js', 'assets/messages-en.js', 'assets/react.js', 'assets/router.js'])
    expect(load.css).toEqual(['assets/index.css'])
    expect(load.lazyJs).toEqual(['assets/login-error.js', 'assets/workbox.js'])
    // A route whose layout awaits an extra catalog (lingui.config.ts `work`) counts it; others do not.
    expect(firstLoad(manifest, { ...login, catalogs: ['work'] })!.js).toContain('assets/work-en.js')
    expect([...load.js, ...load.lazyJs]).not.toContain('assets/work-en.js')
    const home = firstLoad(manifest, landing)!
    expect(home.js).not.toContain('assets/login.js')
    expect(home.lazyJs).toEqual(['assets/chart.js', 'assets/user-home.js', 'assets/workbox.js'])
  })

  it('a page with its own entry loads only that entry and its imports, never the app', () => {
    const page = firstLoad(manifest, { name: 'landing', entry: 'src/home-script.ts' })!
    expect(page.js).toEqual(['assets/home.js', 'assets/preload.js'])
    expect(page.lazyJs).toEqual(['assets/home-contact.js', 'assets/xstate.js'])
    expect(firstLoad(manifest, { name: 'x', entry: 'src/missing.ts' })).toBeNull()
    // …and app routes do not count the other entry.
    expect(firstLoad(manifest, login)!.js).not.toContain('assets/home.js')
  })
})

describe('sums and budgets', () => {
  it('sums each distinct file once', () => {
    const sizes: Record<string, number> = { a: 100, b: 50 }
    const sizeOf = (f: string) => ({ raw: sizes[f] ?? 0, gzip: (sizes[f] ?? 0) / 2, brotli: (sizes[f] ?? 0) / 4 })
    expect(sumSizes(['a', 'b', 'a'], sizeOf)).toEqual({ raw: 150, gzip: 75, brotli: 37.5 })
  })

  const route = (name: string, firstGz: number, totalGz: number): RouteSizes => {
    const s = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: gzip * 0.9 })
    return { route: name, file: name, js: s(firstGz), css: s(0), lazyJs: s(totalGz - firstGz), lazyCss: s(0), total: s(totalGz), files: 1 }
  }

  it('fails the landing and route budgets only when over', () => {
    const ok = evaluateBudgets([route('landing', 180 * 1024, 250 * 1024), route('hotel list', 100, 260 * 1024)], [])
    expect(ok.every((b) => b.pass)).toBe(true)
    const over = evaluateBudgets([route('landing', 180 * 1024 + 1, 200 * 1024), route('login', 100, 260 * 1024 + 1), route('orders', 100, 250 * 1024)], [])
    expect(over.filter((b) => !b.pass).map((b) => b.id)).toEqual(['landing-first-js', 'route-with-lazy'])
    expect(over[1]?.detail).toBe('over: login 260.0 KB')
  })

  it('fails the no-dev-code budget on any hit', () => {
    const r = evaluateBudgets([], [{ file: 'assets/x.js', what: 'msw', sample: 'mockServiceWorker' }])
    expect(r).toEqual([expect.objectContaining({ id: 'no-dev-code', pass: false })])
  })
})

describe('markers and precache', () => {
  it('finds msw, devtools and test code, and not ordinary words', () => {
    expect(findForbidden('navigator.serviceWorker.register("/mockServiceWorker.js")', 'a.js').map((h) => h.what)).toEqual(['msw'])
    expect(findForbidden('import{http}from"msw";', 'a.js').map((h) => h.what)).toEqual(['msw'])
    expect(findForbidden('const T=TanStackRouterDevtools;', 'a.js').map((h) => h.what)).toEqual(['router devtools'])
    expect(findForbidden('x="@tanstack/react-query-devtools"', 'a.js').map((h) => h.what)).toEqual(['query devtools'])
    expect(findForbidden('globalThis.__vitest_worker__', 'a.js').map((h) => h.what)).toEqual(['vitest'])
    expect(findForbidden('"@testing-library/react"', 'a.js').map((h) => h.what)).toEqual(['testing library'])
    expect(findForbidden('const msw=1,mswx=2;function lmsw(){}', 'a.js')).toEqual([])
  })

  it('reads the precache URLs of a generateSW service worker', () => {
    const sw = 'e.precacheAndRoute([{url:"assets/index.js",revision:null},{url:"index.html",revision:"abc"},{url:"assets/index.js",revision:null}],{})'
    expect(precacheUrls(sw)).toEqual(['assets/index.js', 'index.html'])
  })
})

describe('sourcemap attribution', () => {
  it('decodes VLQ', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0])
    expect(decodeVlq('gBACD')).toEqual([16, 0, 1, -1])
  })

  it('credits generated characters to sources', () => {
    // "abcdef": cols 0-1 from source 0, cols 2-5 from source 1.
    expect(bytesPerSource('abcdef', 'AAAA,ECAA')).toEqual(new Map([[0, 2], [1, 4]]))
  })

  it('names the package or app folder of a source', () => {
    expect(ownerOf('../../node_modules/@chakra-ui/react/dist/esm/x.js')).toBe('@chakra-ui/react')
    expect(ownerOf('../../node_modules/.pnpm/node_modules/zod/v4/a.js')).toBe('zod')
    expect(ownerOf('../../src/lib/api/client.ts')).toBe('src/lib/api')
  })
})
