import { describe, expect, it } from 'vitest'
import { YIELD_TO_BROWSER, chunkBanner, chunkGroups, landingModules } from '../chunk-groups.config'

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
