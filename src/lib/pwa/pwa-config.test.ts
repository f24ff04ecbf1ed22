import { matchesGlob } from 'node:path'
import { describe, expect, it } from 'vitest'
import { API_SEGMENTS, manifestFor, pwaOptions } from '../../../pwa.config'
import { LOCALES } from '../../contract'
import { HotelPaths, Paths } from '../../contract/paths'
import { OrderPaths } from '../../contract/order'

describe('web manifests', () => {
  it.each(LOCALES)('%s: installable fields, shortcuts in its own locale tree', (locale) => {
    const m = manifestFor(locale)
    expect(m).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone', theme_color: '#0f766e', lang: locale })
    expect(m.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr')
    expect(m.icons?.map((i) => `${i.sizes}:${i.purpose}`)).toEqual(['192x192:any', '512x512:any', '512x512:maskable'])
    expect(m.screenshots?.map((s) => s.form_factor)).toEqual(['wide', 'narrow'])
    expect(m.shortcuts?.map((s) => s.url)).toEqual([`/${locale}/`, `/${locale}/order`, `/${locale}/order/drafts`])
    expect(m.name).toBeTruthy()
  })
})

describe('service worker navigation fallback', () => {
  const wb = pwaOptions.workbox!
  const servesShell = (path: string) =>
    wb.navigateFallbackAllowlist!.some((re) => re.test(path)) && !wb.navigateFallbackDenylist!.some((re) => re.test(path))

  it('answers every locale route and the admin pages with the shell', () => {
    for (const locale of LOCALES) {
      expect(servesShell(`/${locale}/`)).toBe(true)
      expect(servesShell(`/${locale}/hotel/info/12`)).toBe(true)
      expect(servesShell(`/${locale}/order`)).toBe(true)
    }
    expect(servesShell('/')).toBe(true)
    expect(servesShell('/admin/signup')).toBe(true)
  })

  it('never answers an API path with the shell', () => {
    const paths = [
      ...Object.values(Paths),
      ...Object.values(HotelPaths).map((p) => (typeof p === 'function' ? p(1) : p)),
      ...Object.values(OrderPaths),
      '/sandbox/pay/1',
      '/support',
    ]
    for (const p of paths) expect(servesShell(p), p).toBe(false)
    for (const p of paths) expect(API_SEGMENTS.some((s) => p.startsWith(`/${s}/`) || p === `/${s}`), p).toBe(true)
  })

  it('caches only GETs at run time (writes are never retried by the worker)', () => {
    for (const rule of wb.runtimeCaching!) expect(rule.method ?? 'GET').toBe('GET')
    expect(JSON.stringify(wb)).not.toMatch(/backgroundSync/i)
  })
})

describe('service worker precache', () => {
  const wb = pwaOptions.workbox!
  const precached = (file: string) =>
    wb.globPatterns!.some((g) => matchesGlob(file, g)) && !wb.globIgnores!.some((g) => matchesGlob(file, g))

  it('holds every locale catalog, so a language can be switched to offline (§1, issue 7)', () => {
    for (const file of ['assets/messages-NOazwlBR.js', 'assets/marketing-B1TXGnta.js', 'assets/index-Cx1.js', 'index.html']) {
      expect(precached(file), file).toBe(true)
    }
    expect(precached('screenshots/wide-1280.png')).toBe(false)
    // No runtime cache of catalogs any more (src/lib/pwa/catalog-cache.ts drops the old one).
    expect(wb.runtimeCaching!.map((rule) => rule.options?.cacheName)).not.toContain('harborline-catalogs')
  })
})

