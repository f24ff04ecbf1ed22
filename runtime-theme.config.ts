import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

// #9 bytes: the theme's tokens, @keyframes and global styles are used at two times. The build
// turns them into the theme's global CSS in index.html (theme-css.config.ts), and the browser's
// Chakra system then only needs each token's name, which is its CSS variable, and each
// @keyframes' name: the values were ~2 KB gzip on every route, and Chakra's reset and global
// styles and frames another ~1 KB. The build therefore gives the browser a copy of
// theme-data.ts with the values left out (runtimeThemeData). Dev server and tests build the
// global CSS in the browser and load theme-data.ts as it is.
// Tests: src/components/theme/theme-data.test.ts (the two systems style alike),
// scripts/runtime-theme.test.ts (this module).

export const THEME_DATA = fileURLToPath(new URL('./src/components/theme/theme-data.ts', import.meta.url))

type ThemeDataModule = typeof import('./src/components/theme/theme-data')

/** The text of the module the browser gets in place of theme-data.ts. */
export async function runtimeThemeModule(): Promise<string> {
  const { tsImport } = await import('tsx/esm/api')
  const data = (await tsImport(THEME_DATA, import.meta.url)) as ThemeDataModule
  // JSON.parse of a string is parsed faster than the same object literal (light-tokens.ts).
  const parse = (theme: ThemeDataModule['chakraTheme']) => {
    const text = JSON.stringify(data.runtimeThemeData(theme)).replace(/\\/g, '\\\\').replace(/'/g, "\\'")
    return `/* @__PURE__ */ JSON.parse('${text}')`
  }
  return [
    '// theme-data.ts without the values only the theme\'s global CSS reads (runtime-theme.config.ts).',
    `export const chakraTheme = ${parse(data.chakraTheme)}`,
    `export const portalTheme = ${parse(data.portalTheme)}`,
    '',
  ].join('\n')
}

export function runtimeTheme(): Plugin {
  let text: Promise<string> | null = null
  return {
    name: 'harborline-runtime-theme',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (path.normalize(id.split('?')[0] ?? '') !== THEME_DATA) return null
      return (text ??= runtimeThemeModule())
    },
  }
}
