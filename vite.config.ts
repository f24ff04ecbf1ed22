import { readFileSync } from 'node:fs'
import { defineConfig, type Plugin, type ProxyOptions } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { localeManifests, pwaOptions } from './pwa.config'
import { staticHome } from './static-home.config'
import { chunkBanner, chunkGroups, compileHints } from './chunk-groups.config'
import { staticThemeCss } from './theme-css.config'
import { runtimeTheme } from './runtime-theme.config'
import { chakraPatches } from './chakra-patches.config'
import { styleProps } from './style-props.config'
import { PURE_CALLS, pureCallsGuard } from './pure-calls.config'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

// Path prefixes the API server answers (§7 {b2b}, {room_rate}, {static}, {payment} and friends).
// `npm run dev` proxies them to the local server so the PWA keeps one origin (cookies, CSRF).
const API_PREFIXES = [
  '/b2b', '/room_rate', '/static', '/payment', '/creditcard', '/api', '/ai', '/booking',
  '/financial', '/view_history', '/hotel_favorites', '/wap', '/sandbox', '/healthz',
  // Server-rendered: the customer-service page the chat widget frames, and the sitemap.
  '/support', '/sitemap.xml',
]
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080'
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }]),
)

const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/

/**
 * Zod compiles fast parsers with `new Function` unless configured jitless. Our CSP (script-src
 * 'self', no 'unsafe-eval') blocks that, and zod's probe for it, which runs while the contract's
 * schemas are being constructed at import time, is reported as a CSP violation on every page
 * (Lighthouse best practices). `z.config()` in our code would run too late in the built chunks,
 * so the setting is made where zod creates its global configuration.
 */
function zodJitless(): Plugin {
  return {
    name: 'harborline-zod-jitless',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null
      return { code: `(globalThis.__zod_globalConfig ??= {}).jitless = true;\n${code}`, map: null }
    },
  }
}

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
    zodJitless(),
    // Reviewed changes to Chakra: a cheaper style memo, no global CSS built in the browser (#9).
    chakraPatches(),
    // Only the style props, conditions, CSS property and attribute names a source can name (#9).
    styleProps(),
    pureCallsGuard(),
    // @vitejs/plugin-react 6 ignores babel options; the Lingui macros run here instead.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    // Compiles locales/<locale>/messages.po on import (no `lingui compile` step).
    lingui(),
    // Manifests and service-worker caching rules: pwa.config.ts (issue 7).
    VitePWA(pwaOptions),
    localeManifests(),
    // The visitor home as server-rendered HTML with a small script (issue 8).
    staticHome(),
    // The theme's global CSS in index.html instead of built in the browser (#9).
    staticThemeCss(),
    // ...so the browser's copy of the theme's tokens, @keyframes and global styles keeps only names.
    runtimeTheme(),
    // The first load's four shared chunks are compiled up front, off the main thread (#9 TBT).
    compileHints(),
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
    rolldownOptions: {
      // Chakra's theme module builds its full default config (all ~75 recipes) at the top level
      // with its identity function defineConfig; read as pure, that unused value and the
      // recipes only it references drop out (src/components/theme/system.ts picks recipes).
      // Zod's builders and our schema helpers, too: an unused schema drops out (pure-calls.config.ts).
      // @emotion/react imports hoist-non-react-statics for its side effects, which it has none of
      // (it defines a function, as does the react-is it requires); only emotion's withTheme,
      // which nothing here uses, calls it. Marked side-effect free, both drop out (-0.9 KB).
      treeshake: {
        manualPureFunctions: ['defineConfig', ...PURE_CALLS],
        moduleSideEffects: (id) => (SIDE_EFFECT_FREE.test(id) ? false : undefined),
      },
      // Fewer, larger chunks: chunk-groups.config.ts.
      // The first load's chunks are evaluated in four tasks, not one: chunkBanner.
      output: { codeSplitting: chunkGroups(), banner: chunkBanner },
    },
  },
})
