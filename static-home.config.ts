import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { build, type Plugin } from 'vite'

// Issue 8: the visitor home as static HTML. The client build gets one more entry, the home's
// small script; after it, a server-side build of src/features/landing/static/render.tsx is
// written to <outDir>/.ssr/ together with home.json (the script's URL). The server renders
// the page per request from it (server/routes/client-home.ts); nothing there is public.
// The same server-side build holds the hotel pages' first paint (first-paint.mjs,
// server/routes/client-first-paint.ts).

export const STATIC_HOME_SCRIPT = 'src/features/landing/static/home-script.ts'
export const STATIC_HOME_RENDER = 'src/features/landing/static/render.tsx'
/** Hotel pages painted by the server into index.html's root (#9 LCP). */
export const FIRST_PAINT_RENDER = 'src/ssr/first-paint.tsx'
export const SSR_DIR = '.ssr'

export function staticHome(): Plugin {
  let outDir = 'dist'
  let root = process.cwd()
  let scriptFile: string | null = null
  let isSsr = false
  return {
    name: 'harborline-static-home',
    apply: 'build',
    config(config) {
      if (config.build?.ssr) return
      return { build: { rolldownOptions: { input: { index: path.resolve(config.root ?? '.', 'index.html'), home: path.resolve(config.root ?? '.', STATIC_HOME_SCRIPT) } } } }
    },
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
      root = config.root
      isSsr = Boolean(config.build.ssr)
    },
    writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry && chunk.name === 'home') scriptFile = `/${chunk.fileName}`
      }
    },
    async closeBundle() {
      if (isSsr) return
      const ssrOut = path.join(outDir, SSR_DIR)
      await build({
        configFile: false,
        publicDir: false,
        root,
        logLevel: 'warn',
        plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
        ssr: { noExternal: true },
        build: {
          ssr: true,
          outDir: ssrOut,
          emptyOutDir: true,
          target: 'node20',
          minify: false,
          rolldownOptions: {
            input: { render: path.resolve(root, STATIC_HOME_RENDER), 'first-paint': path.resolve(root, FIRST_PAINT_RENDER) },
            output: { format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
          },
        },
      })
      mkdirSync(ssrOut, { recursive: true })
      writeFileSync(path.join(ssrOut, 'home.json'), JSON.stringify({ script: scriptFile }))
    },
  }
}
