import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, YIELD_TO_BROWSER, chunkBanner, chunkGroups, compileHints, landingModules, takesCompileHint, withCompileHint } from '../chunk-groups.config'

// A module graph in the shape the bundler's chunking context gives.
function graph(edges: Record<string, { imports?: string[]; lazy?: string[] }>) {
  return {
    getModuleInfo: (id: string) => {
      const node = edges[id]
      return node ? ({ importedIds: node.imports ?? [], dynamicallyImportedIds: node.lazy ?? [] } as never) : null
    },
  }
}

const HOME = '/app/src/features/landing/static/home-script.ts'
const ctx = graph({
  [HOME]: { imports: ['/app/src/contract/patterns.ts'], lazy: ['/app/src/features/landing/static/home-contact.ts'] },
  '/app/src/features/landing/static/home-contact.ts': { imports: ['/app/node_modules/xstate/dist/xstate.esm.js', '/app/machines/contact.machine.ts'] },
  '/app/machines/contact.machine.ts': { imports: ['/app/node_modules/xstate/dist/xstate.esm.js', HOME] },
  '/app/src/main.tsx': { imports: ['/app/node_modules/react-dom/client.js', '/app/src/lib/api/client.ts'] },
})

describe('chunk groups (#9 route budget)', () => {
  it('collects what the static home reaches through static and lazy imports, cycles included', () => {
    expect([...landingModules(ctx, HOME)].sort()).toEqual([
      '/app/machines/contact.machine.ts',
      '/app/node_modules/xstate/dist/xstate.esm.js',
      '/app/src/contract/patterns.ts',
      '/app/src/features/landing/static/home-contact.ts',
      HOME,
    ])
  })

  it('puts react, other packages and our modules in their groups, never what the static home needs', () => {
    const options = chunkGroups(HOME)
    if (typeof options === 'boolean') throw new Error('expected group options')
    const groups = options.groups ?? []
    const groupOf = (id: string) => {
      for (const g of [...groups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))) {
        const name = typeof g.name === 'function' ? g.name(id, ctx as never) : g.name
        if (name) return name
      }
      return null
    }
    expect(groupOf('/app/node_modules/react-dom/client.js')).toBe('react')
    expect(groupOf('/app/node_modules/@tanstack/router-core/dist/esm/router.js')).toBe('vendor')
    expect(groupOf('/app/src/lib/api/client.ts')).toBe('shared')
    expect(groupOf('/app/src/features/visitor/components/marketing-page.tsx')).toBeNull()
    expect(groupOf('/app/node_modules/xstate/dist/xstate.esm.js')).toBeNull()
    expect(groupOf('/app/node_modules/@xstate/react/dist/xstate-react.esm.js')).toBeNull()
    expect(groupOf('/app/src/contract/patterns.ts')).toBeNull()
    expect(groupOf('/app/machines/contact.machine.ts')).toBeNull()
    expect(options.includeDependenciesRecursively).toBe(false)
  })

  it('starts vendor, shared and the app entry, and only them, with a yield to the browser (#9 TBT)', () => {
    expect(chunkBanner({ name: 'vendor', isEntry: false })).toBe(YIELD_TO_BROWSER)
    expect(chunkBanner({ name: 'shared', isEntry: false })).toBe(YIELD_TO_BROWSER)
    expect(chunkBanner({ name: 'index', isEntry: true })).toBe(YIELD_TO_BROWSER)
    // react and the runtime evaluate in the first task; the static home's script, route chunks
    // and a lazy chunk that happens to be called index are left as they are.
    for (const chunk of [{ name: 'react', isEntry: false }, { name: 'rolldown-runtime', isEntry: false }, { name: 'home', isEntry: true }, { name: 'list', isEntry: false }, { name: 'index', isEntry: false }]) {
      expect(chunkBanner(chunk), chunk.name).toBe('')
    }
  })

  it('yields with a message, which resolves in a later task', async () => {
    const order: string[] = []
    const run = new Function(`return (async () => { ${YIELD_TO_BROWSER} })()`) as () => Promise<void>
    const yielded = run().then(() => order.push('after the yield'))
    // A hundred chained microtasks all run first: the yield waits for a task, not a microtask.
    let chain = Promise.resolve()
    for (let i = 0; i < 100; i++) chain = chain.then(() => undefined)
    void chain.then(() => order.push('100th microtask'))
    await yielded
    expect(order).toEqual(['100th microtask', 'after the yield'])
  })
})

describe('compile hints (#9 TBT)', () => {
  it('goes to react, vendor, shared and the app entry only', () => {
    for (const name of ['react', 'vendor', 'shared']) expect(takesCompileHint({ name, isEntry: false }), name).toBe(true)
    expect(takesCompileHint({ name: 'index', isEntry: true })).toBe(true)
    for (const chunk of [{ name: 'rolldown-runtime', isEntry: false }, { name: 'home', isEntry: true }, { name: 'list', isEntry: false }, { name: 'index', isEntry: false }, { name: 'xstate', isEntry: false }]) {
      expect(takesCompileHint(chunk), chunk.name).toBe(false)
    }
  })

  it('puts the hint on a line of its own first, moves the source map down a line, and adds it once', () => {
    const once = withCompileHint('const a=1;\nexport{a}', { mappings: 'AAAA;AACA' })
    expect(once.code).toBe(`${COMPILE_HINT}\nconst a=1;\nexport{a}`)
    expect(once.map?.mappings).toBe(';AAAA;AACA')
    expect(withCompileHint(once.code, once.map)).toEqual(once)
    expect(withCompileHint('#!/usr/bin/env node\nx()').code).toBe('#!/usr/bin/env node\nx()')
  })

  it('comes before the preload map Vite writes into a chunk, with a source map that still points home', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
    try {
      writeFileSync(path.join(dir, 'index.js'), "import { shared } from './shared.js'\nexport const page = () => import('./page.js').then((m) => m.page(shared()))\n")
      writeFileSync(path.join(dir, 'shared.js'), "export function shared() {\n  return 'shared'\n}\n")
      writeFileSync(path.join(dir, 'page.js'), "import { shared } from './shared.js'\nexport function page(s) {\n  return s + shared()\n}\n")
      const out = (await build({
        root: dir,
        logLevel: 'silent',
        configFile: false,
        plugins: [compileHints()],
        build: {
          write: false,
          sourcemap: true,
          minify: false,
          rolldownOptions: {
            input: { index: path.join(dir, 'index.js') },
            preserveEntrySignatures: 'exports-only',
            output: { codeSplitting: { groups: [{ name: 'shared', test: /shared\.js$/ }] } },
          },
        },
      })) as Rolldown.RolldownOutput
      const chunks = out.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
      const byName = (name: string) => chunks.find((c) => c.name === name)!
      const entry = byName('index')
      // Vite wrote its preload map into the entry (the lazy page needs the shared chunk), and
      // the hint still comes first.
      expect(entry.code).toContain('__vite__mapDeps')
      expect(entry.code.split('\n')[0]).toBe(COMPILE_HINT)
      expect(byName('shared').code.split('\n')[0]).toBe(COMPILE_HINT)
      expect(byName('page').code).not.toContain(COMPILE_HINT)
      // The shared chunk's map, as written next to it, maps its function to shared.js's line 1.
      const asset = out.output.find((o) => o.fileName === `${byName('shared').fileName}.map`)
      expect(asset?.type).toBe('asset')
      const { TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping')
      const map = new TraceMap(String((asset as Rolldown.OutputAsset).source))
      const lines = byName('shared').code.split('\n')
      const line = lines.findIndex((l) => l.includes('function shared'))
      expect(line).toBeGreaterThan(0)
      const pos = originalPositionFor(map, { line: line + 1, column: lines[line]!.indexOf('function shared') })
      expect(pos.source).toMatch(/shared\.js$/)
      expect(pos.line).toBe(1)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
