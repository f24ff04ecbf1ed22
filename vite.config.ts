import { readFileSync } from 'node:fs'
import { defineConfig, type ProxyOptions } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

// Path prefixes the API server answers (§7 {b2b}, {room_rate}, {static}, {payment} and friends).
// `npm run dev` proxies them to the local server so the PWA keeps one origin (cookies, CSRF).
const API_PREFIXES = [
  '/b2b', '/room_rate', '/static', '/payment', '/creditcard', '/api', '/ai', '/booking',
  '/financial', '/view_history', '/hotel_favorites', '/wap', '/sandbox', '/healthz',
]
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080'
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }]),
)

// The service worker must never answer these navigations with index.html.
const NAVIGATE_DENY = API_PREFIXES.map((prefix) => new RegExp(`^${prefix}(/|$)`))

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  plugins: [
    // The router plugin must run before react so its code splitting sees the raw route files.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    // @vitejs/plugin-react 6 ignores babel options; the Lingui macros run here instead.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    // Compiles locales/<locale>/messages.po on import (no `lingui compile` step).
    lingui(),
    VitePWA({
      registerType: 'prompt',
      strategies: 'generateSW',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'robots.txt', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Harborline B2B Hotel Portal',
        short_name: 'Harborline B2B',
        description: 'Hotel search, rates, booking and credit for travel agencies.',
        lang: 'en-US',
        start_url: '/en-US/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0f766e',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // App shell only. No runtime caching of API calls here: writes must always reach the
        // server, and the data that must survive offline lives in the persisted query cache.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: NAVIGATE_DENY,
        cleanupOutdatedCaches: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy,
  },
  preview: {
    proxy,
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
  },
})
