import { describe, expect, it } from 'vitest'
import { routePreloader, type Manifest } from './route-chunks'

// A build's manifest in miniature: the entry with the libraries, route split chunks (a layout,
// pages, an error chunk), a chunk two pages share, and a page with an optional parameter.
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_vendor.js'] },
  '_form.css': { file: 'assets/form.css' },
  'src/routes/__root.tsx?tsr-split=notFoundComponent': { file: 'assets/not-found.js' },
  'src/routes/$locale/_currency.tsx?tsr-split=component': { file: 'assets/currency.js', imports: ['_vendor.js'] },
  'src/routes/$locale/_currency/hotel/list.tsx?tsr-split=component': { file: 'assets/list.js', imports: ['_form.js', '_vendor.js'] },
  'src/routes/$locale/_currency/hotel/list.tsx?tsr-split=errorComponent': { file: 'assets/list-error.js' },
  'src/routes/$locale/_currency/hotel/info.{-$id}.tsx?tsr-split=component': { file: 'assets/info.js', imports: ['_form.css'] },
  'src/routes/$locale/_default/book/$id.tsx?tsr-split=component': { file: 'assets/book.js' },
  'src/routes/$locale/_checkout/book/confirm/$id.tsx?tsr-split=component': { file: 'assets/confirm.js' },
  'src/routes/$locale/_default/hotel/$slug.tsx?tsr-split=component': { file: 'assets/slug.js' },
  'src/routes/$locale/_bare/login.tsx?tsr-split=component': { file: 'assets/login.js', imports: ['_form.js'] },
  'src/routes/$locale/_index/index.tsx?tsr-split=component': { file: 'assets/home.js' },
  // The catch-all: the not-found page of the app's layout.
  'src/routes/$locale/_default/$.tsx?tsr-split=component': { file: 'assets/catch-all.js' },
}

describe('route chunks of a page (#9 boot hints)', () => {
  const forPath = routePreloader(MANIFEST)

  it("lists the page's and its layouts' component chunks and their imports, not what the entry loads", () => {
    expect(forPath('/en-US/hotel/list', true)).toEqual(['/assets/currency.js', '/assets/form.js', '/assets/list.js'])
    expect(forPath('/zh-CN/hotel/list/', true)).toEqual(['/assets/currency.js', '/assets/form.js', '/assets/list.js'])
    // JavaScript only (the stylesheet is the page's business), an optional parameter either way.
    expect(forPath('/en-US/hotel/info/12', true)).toEqual(['/assets/currency.js', '/assets/info.js'])
    expect(forPath('/en-US/hotel/info', true)).toEqual(['/assets/currency.js', '/assets/info.js'])
    expect(forPath('/en-US', true)).toEqual(['/assets/home.js'])
    expect(forPath('/en-US/', true)).toEqual(['/assets/home.js'])
  })

  it('prefers the page with more fixed segments, as the router does', () => {
    expect(forPath('/en-US/hotel/abc', true)).toEqual(['/assets/slug.js'])
    expect(forPath('/en-US/hotel/list', true)).toContain('/assets/list.js')
    expect(forPath('/en-US/book/7', true)).toEqual(['/assets/book.js'])
    expect(forPath('/en-US/book/confirm/7', true)).toEqual(['/assets/confirm.js'])
  })

  it('names nothing for an unknown page (the catch-all route), and only the public pages without a session', () => {
    for (const pathname of ['/en-US/nope', '/en-US/hotel/list/extra', '/', '']) expect(forPath(pathname, true), pathname).toEqual([])
    expect(forPath('/en-US/hotel/list', false)).toEqual([])
    expect(forPath('/en-US/login', false)).toEqual(['/assets/form.js', '/assets/login.js'])
  })
})
