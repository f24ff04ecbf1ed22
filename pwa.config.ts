import { existsSync, readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa'
import { DEFAULT_LOCALE, LOCALES, isRtl, type Locale } from './src/contract/locales'

// The PWA half of vite.config.ts (issue 7): the web manifests (one per locale) and the
// service worker's caching rules. Kept apart so vite.config.ts stays about the build.

/** First path segments that belong to the API (server/routes/client.ts, src/contract/paths.ts, OrderPaths). */
export const API_SEGMENTS = [
  'b2b', 'room_rate', 'static', 'payment', 'creditcard', 'api', 'ai', 'booking', 'financial',
  'view_history', 'hotel_favorites', 'wap', 'sandbox', 'healthz', 'support',
] as const

const THEME = '#0f766e'

// Manifest texts come from the Lingui catalogs, so they are translated with the rest of the UI;
// the msgids are declared in the app too (src/lib/pwa/manifest-texts.ts, mobile-nav.tsx), so they are extracted.
const TEXT = {
  name: 'Harborline B2B Hotel Portal',
  shortName: 'Harborline B2B',
  description: 'Hotel search, rates, booking and credit for travel agencies.',
  search: 'Search hotels',
  orders: 'My orders',
  drafts: 'Drafts',
} as const

/** msgid → msgstr of one locale's catalog (single-line entries, as the catalogs are written). */
function readCatalog(locale: Locale): Map<string, string> {
  const file = `locales/${locale}/messages.po`
  const out = new Map<string, string>()
  if (!existsSync(file)) return out
  const lines = readFileSync(file, 'utf8').split('\n')
  for (let i = 0; i < lines.length - 1; i++) {
    const id = lines[i]!, str = lines[i + 1]!
    if (!id.startsWith('msgid "') || !str.startsWith('msgstr "')) continue
    try {
      const value = JSON.parse(str.slice(7)) as string
      if (value) out.set(JSON.parse(id.slice(6)) as string, value)
    } catch {
      // A multi-line entry: the English text is used instead.
    }
  }
  return out
}

/**
 * One manifest per locale: translated names and shortcuts, lang and dir. `start_url` is "/",
 * which the app (and the server) resolve to the locale in the i18n_redirected cookie (§2), so
 * an installed app opens in the language the agent chose last, even after switching it.
 * The same `id` keeps every locale's manifest one installed app.
 */
export function manifestFor(locale: Locale): Partial<ManifestOptions> {
  const catalog = locale === DEFAULT_LOCALE ? new Map<string, string>() : readCatalog(locale)
  const tr = (key: keyof typeof TEXT) => catalog.get(TEXT[key]) ?? TEXT[key]
  const icon = (sizes: string, src: string) => [{ src, sizes, type: 'image/png' }]
  return {
    id: '/',
    name: tr('name'),
    short_name: tr('shortName'),
    description: tr('description'),
    lang: locale,
    dir: isRtl(locale) ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: THEME,
    categories: ['business', 'travel'],
    icons: [
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      { src: '/screenshots/wide-1280.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: tr('search') },
      { src: '/screenshots/narrow-390.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: tr('search') },
    ],
    shortcuts: [
      { name: tr('search'), url: `/${locale}/`, icons: icon('192x192', '/pwa-192.png') },
      { name: tr('orders'), url: `/${locale}/order`, icons: icon('192x192', '/pwa-192.png') },
      { name: tr('drafts'), url: `/${locale}/order/drafts`, icons: icon('192x192', '/pwa-192.png') },
    ],
  }
}

/** Emits /manifest-<locale>.webmanifest next to the default one (src/lib/pwa/manifest-link.ts swaps the link). */
export function localeManifests(): Plugin {
  return {
    name: 'harborline-locale-manifests',
    apply: 'build',
    generateBundle() {
      for (const locale of LOCALES) {
        this.emitFile({
          type: 'asset',
          fileName: `manifest-${locale}.webmanifest`,
          source: `${JSON.stringify(manifestFor(locale), null, 2)}\n`,
        })
      }
    },
  }
}

const DAY = 24 * 60 * 60

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  strategies: 'generateSW',
  // src/lib/pwa/register.ts registers it with the browser's API (update prompt, dirty-form wait).
  injectRegister: false,
  manifest: manifestFor(DEFAULT_LOCALE),
  workbox: {
    // The app shell: every chunk, the locale catalogs included (assets/messages-*.js, six of
    // ~15 KB gzip, like the marketing pages' ones). The worker cannot know which languages an
    // agent will use, and a language whose catalog is not on the device cannot be shown
    // offline (§1 six locales, issue 7).
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['screenshots/**', '.ssr/**'],
    navigateFallback: 'index.html',
    // Only client routes: "/", the six locale trees and the /admin pages (§2). API paths and
    // everything else go to the network, so a 404 from the server stays a 404.
    navigateFallbackAllowlist: [/^\/$/, new RegExp(`^/(${LOCALES.join('|')})(/|$)`), /^\/admin(\/|$)/],
    navigateFallbackDenylist: API_SEGMENTS.map((s) => new RegExp(`^/${s}(/|$)`)),
    cleanupOutdatedCaches: true,
    // The first install takes the open page at once, so it works offline without a reload.
    // Updates still wait for the user (registerType 'prompt': no skipWaiting here).
    clientsClaim: true,
    // Matchers are serialised into sw.js: they must not use anything outside their own body.
    // Only GETs are matched (Workbox's default method): a write never goes through the service
    // worker's caches or a retry of its own (no background sync; the booking outbox does that).
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.destination === 'image',
        handler: 'CacheFirst',
        options: {
          cacheName: 'harborline-images',
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
      {
        // Public reference data: hotel static content, regions, hot cities, exchange rates.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/static/v2/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'harborline-api-public',
          networkTimeoutSeconds: 6,
          expiration: { maxEntries: 300, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // The agent's own GETs (user info, favourites, vouchers…). Emptied on logout by
        // src/lib/pwa/private-cache.ts. Health probes and the dev mail outbox are never cached.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          /^\/(b2b|room_rate|booking|api|ai|financial|view_history|hotel_favorites|wap|payment|creditcard)\//.test(url.pathname) &&
          !url.pathname.startsWith('/api/dev/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'harborline-api-private',
          networkTimeoutSeconds: 6,
          expiration: { maxEntries: 150, maxAgeSeconds: 2 * DAY, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
  devOptions: { enabled: false },
}
