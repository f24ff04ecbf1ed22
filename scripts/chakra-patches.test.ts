// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { ANATOMY_BUILDERS, CHAKRA_PATCHES, patchChakra } from '../chakra-patches.config'

// The build changes three Chakra modules (chakra-patches.config.ts). Patched and shipped copies of
// the installed package are loaded side by side and must give the same results.

type Memo = <A extends unknown[], R>(fn: (...args: A) => R) => (...args: A) => R

const require = createRequire(import.meta.url)
const esm = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm')
const read = (rel: string) => readFileSync(path.join(esm, rel), 'utf8')
const patched = (rel: string) => patchChakra(path.join(esm, rel), read(rel)) ?? ''
// Under node_modules so the copies' bare imports (@emotion/…, @ark-ui/…) resolve.
const cache = path.join(path.dirname(require.resolve('vitest/package.json')), '..', '.cache')
mkdirSync(cache, { recursive: true })
const dir = mkdtempSync(path.join(cache, 'chakra-patches-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function load<T>(name: string, code: string): Promise<T> {
  const file = path.join(dir, `${name}.mjs`)
  writeFileSync(file, code)
  return (await import(pathToFileURL(file).href)) as T
}

/** Arguments Chakra's style functions get: tokens, numbers, style objects, several arguments. */
const CALLS: unknown[][] = [
  ['colors.brand.700'], ['1'], [1], [true], ['true'], [null], [undefined], [0], [-0], [Number.NaN],
  [{ color: 'fg', _hover: { bg: 'bg.muted' } }], [{ _hover: { bg: 'bg.muted' }, color: 'fg' }],
  [{ px: [2, 4] }], [['sm', 'md']], ['padding', '4'], ['padding', 4], [{ a: 1 }, { b: 2 }],
]

describe('Chakra patches', () => {
  it('apply to the installed @chakra-ui/react, each file once', () => {
    for (const rel of ['utils/memo.js', 'styled-system/system.js', 'anatomy.js']) expect(patched(rel), rel).not.toBe(read(rel))
    expect(patchChakra(path.join(esm, 'styled-system/css.js'), read('styled-system/css.js'))).toBeNull()
    expect(CHAKRA_PATCHES.every((p) => p.transform || p.replacement !== p.original)).toBe(true)
  })

  it('refuse a file they were not written for', () => {
    const memo = path.join(esm, 'utils/memo.js')
    expect(() => patchChakra(memo, read('utils/memo.js').replace('new LRUCache()', 'new LRUCache(1000)'))).toThrow(/memo: .*review chakra-patches/)
    const system = path.join(esm, 'styled-system/system.js')
    expect(() => patchChakra(system, read('styled-system/system.js').replace('    _global,\n', '    _global: _global,\n'))).toThrow(/getter: .*review/)
    const anatomy = path.join(esm, 'anatomy.js')
    // A new top-level statement, or a builder written differently, is not marked blindly.
    expect(() => patchChakra(anatomy, `${read('anatomy.js')}\nconst registry = new Map();\n`)).toThrow(/pure anatomies: .*review/)
    expect(() => patchChakra(anatomy, read('anatomy.js').replace('const alertAnatomy = createAnatomy(', 'const alertAnatomy = makeAnatomy('))).toThrow(/pure anatomies: .*review/)
  })

  it('pure anatomies: marks each of the 39 builders pure, and builds the same anatomies', async () => {
    const code = patched('anatomy.js')
    expect(code.match(/= \/\* @__PURE__ \*\/ /g)).toHaveLength(ANATOMY_BUILDERS)
    expect(code.replace(/\/\* @__PURE__ \*\/ /g, '')).toBe(read('anatomy.js'))
    type Anatomy = { keys(): string[]; build(): Record<string, { selector: string }> }
    const shipped = await load<Record<string, Anatomy>>('anatomy-shipped', read('anatomy.js'))
    const marked = await load<Record<string, Anatomy>>('anatomy-patched', code)
    expect(Object.keys(marked).sort()).toEqual(Object.keys(shipped).sort())
    expect(Object.keys(shipped).length).toBeGreaterThan(ANATOMY_BUILDERS)
    for (const [name, anatomy] of Object.entries(shipped)) {
      expect(marked[name]?.keys(), name).toEqual(anatomy.keys())
      expect(marked[name]?.build(), name).toEqual(anatomy.build())
    }
  })

  it('memo: returns what the shipped memo returns, computing each distinct argument list once', async () => {
    const { memo: original } = await load<{ memo: Memo }>('memo-shipped', read('utils/memo.js'))
    const { memo: faster } = await load<{ memo: Memo }>('memo-patched', patched('utils/memo.js'))
    const describeArgs = (args: unknown[]) => JSON.stringify(args.map((a) => (a === undefined ? 'undefined' : Object.is(a, -0) ? '-0' : Number.isNaN(a) ? 'NaN' : a)))
    const run = (memo: Memo) => {
      const calls: string[] = []
      const fn = memo((...args: unknown[]) => {
        calls.push(describeArgs(args))
        return { computed: describeArgs(args) }
      })
      // Twice each: the second round must be all cache hits returning the first round's objects.
      const first = CALLS.map((args) => fn(...args))
      const second = CALLS.map((args) => fn(...args))
      return { calls, first, sameObjects: first.every((r, i) => r === second[i]) }
    }
    const a = run(original)
    const b = run(faster)
    expect(b.sameObjects).toBe(true)
    expect(b.calls).toEqual(a.calls)
    expect(b.first).toEqual(a.first)
    // 1 and '1', true and 'true', null and undefined are different arguments; -0 is 0, NaN is NaN,
    // and style objects with the same entries in another order are the same argument.
    expect(b.calls).toHaveLength(CALLS.length - 2)
  })

  it('memo: keeps working past its size limit', async () => {
    const { memo } = await load<{ memo: Memo }>('memo-bounded', patched('utils/memo.js'))
    let computed = 0
    const fn = memo((n: number) => ++computed && n * 2)
    for (let i = 0; i < 2_000; i++) expect(fn(i)).toBe(i * 2)
    expect(computed).toBe(2_000)
    expect(fn(1_999)).toBe(3_998)
    expect(computed).toBe(2_000)
  })

  it('global CSS: the same reset, global and token styles, built on first read', async () => {
    // A whole copy of Chakra's esm build each, so system.js's relative imports resolve.
    const copy = (name: string, system: string) => {
      const root = path.join(dir, name)
      cpSync(esm, root, { recursive: true })
      writeFileSync(path.join(root, 'styled-system/system.js'), system)
      return pathToFileURL(path.join(root, 'index.js')).href
    }
    type Chakra = { createSystem: (...c: unknown[]) => { _global: unknown[]; css: unknown }; defaultConfig: unknown }
    const shipped = (await import(copy('shipped', read('styled-system/system.js')))) as Chakra
    const lazy = (await import(copy('lazy', patched('styled-system/system.js')))) as Chakra
    const a = shipped.createSystem(shipped.defaultConfig)
    const b = lazy.createSystem(lazy.defaultConfig)
    expect(Object.getOwnPropertyDescriptor(a, '_global')?.get).toBeUndefined()
    expect(typeof Object.getOwnPropertyDescriptor(b, '_global')?.get).toBe('function')
    expect(b._global).toEqual(a._global)
    expect(b._global).toBe(b._global)
    expect(b._global).toHaveLength(3)
  }, 30_000)
})
