import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

// #9: the theme's global CSS (layer order, reset, global styles and the ~500 token variables,
// about 39 KB) was built from the theme object in the browser on every page load: Chakra's
// provider serialises it and runs it through stylis before the first paint of the app (about
// 10-15 ms unthrottled, four times that on Lighthouse's phone). The build now writes the same
// CSS into index.html's head (a <style id="theme-css">, which the CSP allows), produced by the
// same code path emotion's <Global> takes (serializeStyles, then the cache's stylis insert);
// src/app.tsx hands Chakra a system without global styles when that element is there, and the
// build's Chakra has none to give (chakra-patches.config.ts). Dev server and tests have no
// such element and keep the runtime path.

export const THEME_CSS_ID = 'theme-css'
const SYSTEM = fileURLToPath(new URL('./src/components/theme/system.ts', import.meta.url))

type SystemLike = { _global: unknown; layers: { atRule: string } }

/** The CSS emotion would insert for Chakra's provider: the layer order, then the global styles. */
export async function themeCss(): Promise<string> {
  const { tsImport } = await import('tsx/esm/api')
  const { portalSystem } = (await tsImport(SYSTEM, import.meta.url)) as { portalSystem: () => SystemLike }
  const system = portalSystem()
  const { default: createCache } = await import('@emotion/cache')
  const { serializeStyles } = await import('@emotion/serialize')
  // Outside a browser, emotion's cache returns the rules it would insert (its SSR path).
  const cache = createCache({ key: 'css' })
  const styles = system._global as Parameters<typeof serializeStyles>[0][number]
  const rules = cache.insert('', serializeStyles([styles], cache.registered), cache.sheet, false) as unknown
  if (typeof rules !== 'string' || !rules.includes('@layer')) throw new Error('theme-css: emotion returned no rules')
  return `${system.layers.atRule}${rules}`
}

export function staticThemeCss(): Plugin {
  let css: Promise<string> | null = null
  return {
    name: 'harborline-theme-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes('<div id="root">')) return html
        // The browser build's Chakra cannot build this CSS itself (chakra-patches.config.ts).
        if (html.split('</head>').length !== 2) throw new Error('theme-css: the app page has no single </head> to put the theme CSS before')
        css ??= themeCss()
        return html.replace('</head>', `<style id="${THEME_CSS_ID}">${await css}</style></head>`)
      },
    },
  }
}
