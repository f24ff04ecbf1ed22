// @vitest-environment node
import { readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ANATOMY_BUILDERS, CHAKRA_PATCHES, SELECT_PARTS, patchChakra } from '../chakra-patches.config'
import { CHAKRA_ESM as esm, chakraCopies, readChakra as read } from './chakra-copies'

// The build changes several Chakra modules (chakra-patches.config.ts). Patched and shipped copies of
// the installed package are loaded side by side and must give the same results.

type Memo = <A extends unknown[], R>(fn: (...args: A) => R) => (...args: A) => R

const patched = (rel: string) => patchChakra(path.join(esm, rel), read(rel)) ?? ''
const copies = chakraCopies('chakra-patches-')
const dir = copies.dir

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
  ['padding', 0], ['padding', -0], ['padding', null], ['padding', undefined], ['padding', 'null'], ['padding', Number.NaN],
  [1, '1'], ['1', 1], [true, 'x'], ['true', 'x'], [null, 'x'], [undefined, 'x'], ['padding', '4', 'px'], ['padding', { base: 2 }],
]

/** A whole copy of Chakra's esm build with some files replaced; its index's URL. */
const copyWith = (name: string, files: Record<string, string>): string => pathToFileURL(path.join(copies.copy(name, files), 'index.js')).href
const copy = (name: string, rel: string, code: string) => copyWith(name, { [rel]: code })

type System = { _global: unknown[]; _config: unknown; css: (...styles: unknown[]) => unknown; tokens: { allTokens: unknown[] } }
type Chakra = { createSystem: (...c: unknown[]) => System; defaultConfig: unknown; defaultBaseConfig: unknown; mergeConfigs: (...c: unknown[]) => Record<string, unknown> }

function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value)) return value
  seen.add(value)
  for (const key of Reflect.ownKeys(value as object)) {
    const d = Object.getOwnPropertyDescriptor(value as object, key)
    if (d && 'value' in d) deepFreeze(d.value as unknown, seen)
  }
  return Object.freeze(value)
}

/** Configs whose merge takes every branch of Chakra's: overlaps, arrays, undefined and null, and tokens the DEFAULT rule rewrites. */
const EDGE_CONFIGS = (): unknown[] => [
  {
    theme: {
      tokens: {
        colors: { brand: { value: '#000', 500: { value: '#111' } }, gray: { DEFAULT: { value: 'x' }, value: 'y', description: 'd', 50: { value: 'z' } }, plain: { 100: { value: '#fff' } }, slate: { DEFAULT: { value: 's' }, value: 't', description: 'only here', 50: { value: 'u' } } },
        sizes: [1, { a: 1 }],
      },
      recipes: { box: { base: { color: 'red' }, variants: { size: { sm: { p: 1 } } } } },
    },
    conditions: { hover: '&:hover' },
    list: [{ a: 1 }, 2, { b: { c: 1 } }],
    fn: () => 1,
  },
  {
    theme: { tokens: { colors: { brand: { 600: { value: '#222' } }, gray: { DEFAULT: { type: 't' } } }, sizes: [{ x: 1 }, { b: 2 }, 3] } },
    list: [{ a: 2, z: 1 }, { q: 1 }],
    skipped: undefined,
    conditions: null,
  },
  undefined,
  { theme: { tokens: { colors: { brand: { type: 'color' } } } }, list: 'a string now', extra: { deep: { er: [1, 2] } } },
]

/** The two files "system in steps" changes: system.js takes the dictionary's steps with yield*, so neither loads without the other. */
const SYSTEM_FILES = ['styled-system/system.js', 'styled-system/token-dictionary.js']
const systemCopy = (name: string) => copyWith(name, Object.fromEntries(SYSTEM_FILES.map((rel) => [rel, patched(rel)])))

/** The portal's brand palette and one semantic token that refers to it. */
const PORTAL = { theme: { tokens: { colors: { brand: { 500: { value: '#14b8a6' }, 700: { value: '#0f6b61' } } } }, semanticTokens: { colors: { brand: { solid: { value: '{colors.brand.700}' } } } } } }

const PATCHED_FILES = ['utils/memo.js', 'styled-system/system.js', 'styled-system/token-dictionary.js', 'anatomy.js', 'styled-system/merge-config.js', 'styled-system/normalize.js', 'styled-system/css.js', 'theme/recipes/native-select.js', 'styled-system/factory.js']

/** Style objects of the kinds the app's components pass: shorthands, conditions, responsive values, tokens, several at once. */
const STYLES: unknown[][] = [
  [{ color: 'brand.solid', px: [2, 4], _hover: { bg: 'gray.100' }, colorPalette: 'brand' }],
  [{ p: { base: 2, md: 4 }, mx: 'auto', w: 'full', maxW: '6xl' }],
  [{ display: 'flex', gap: 3, _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' }, _disabled: { opacity: 0.5 } }],
  [{ bg: 'bg.panel', rounded: 'l2', shadow: 'sm', borderWidth: '1px', borderColor: 'border' }, { p: 4 }],
  [{ fontSize: { base: 'sm', lg: 'md' }, fontWeight: 'semibold', truncate: true }],
  [{ '& > *': { mt: 2 }, _rtl: { textAlign: 'right' }, '@media (min-width: 40em)': { px: 6 } }],
  [{ px: 2 }, { px: 4 }, { _hover: { px: 6 } }],
  [{ insetInlineStart: 0, pos: 'absolute', zIndex: 'max', h: '3px' }],
  [{ color: 'fg.muted !important', bg: '#fff', m: '-2' }],
]

describe('Chakra patches', () => {
  it('apply to the installed @chakra-ui/react, each file once', () => {
    for (const rel of PATCHED_FILES) expect(patched(rel), rel).not.toBe(read(rel))
    expect(patchChakra(path.join(esm, 'styled-system/cva.js'), read('styled-system/cva.js'))).toBeNull()
    expect(CHAKRA_PATCHES.every((p) => p.transform || p.replacement !== p.original)).toBe(true)
  })

  it('refuse a file they were not written for', () => {
    const memo = path.join(esm, 'utils/memo.js')
    expect(() => patchChakra(memo, read('utils/memo.js').replace('new LRUCache()', 'new LRUCache(1000)'))).toThrow(/memo: .*review chakra-patches/)
    const system = path.join(esm, 'styled-system/system.js')
    expect(() => patchChakra(system, read('styled-system/system.js').replace('    _global,\n', '    _global: _global,\n'))).toThrow(/nothing to insert: .*review/)
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
    // alone or as one of two, and style objects with the same entries in another order are the
    // same argument.
    expect(b.calls).toHaveLength(CALLS.length - 3)
  })

  it('memo: keeps working past its size limit', async () => {
    const { memo } = await load<{ memo: Memo }>('memo-bounded', patched('utils/memo.js'))
    let computed = 0
    const fn = memo((n: number) => ++computed && n * 2)
    for (let i = 0; i < 2_000; i++) expect(fn(i)).toBe(i * 2)
    expect(computed).toBe(2_000)
    expect(fn(1_999)).toBe(3_998)
    expect(computed).toBe(2_000)
    let pairs = 0
    const sum = memo((a: string, b: number) => ++pairs && `${a}${b}`)
    for (let i = 0; i < 2_000; i++) expect(sum(`p${i % 7}`, i)).toBe(`p${i % 7}${i}`)
    expect(pairs).toBe(2_000)
    expect(sum('p3', 1_998)).toBe('p31998')
    expect(pairs).toBe(2_000)
  })

  it('global CSS: the browser’s system has none to insert and no builders of it, and styles as before', async () => {
    const shipped = (await import(copy('shipped', 'styled-system/system.js', read('styled-system/system.js')))) as Chakra
    const browser = (await import(systemCopy('browser'))) as Chakra
    const a = shipped.createSystem(shipped.defaultConfig) as System & Record<string, unknown>
    const b = browser.createSystem(browser.defaultConfig) as System & Record<string, unknown>
    expect(a._global).toHaveLength(3)
    expect(b._global).toEqual([])
    const builders = ['getTokenCss', 'getGlobalCss', 'getPreflightCss']
    for (const name of builders) {
      expect(typeof a[name], name).toBe('function')
      expect(b[name], name).toBeUndefined()
    }
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).filter((key) => !builders.includes(key)).sort())
    for (const styles of STYLES) expect(b.css(...styles)).toEqual(a.css(...styles))
  }, 30_000)
  it('native select without select: the same recipe, from the select recipe’s parts written out', async () => {
    const rel = 'theme/recipes/native-select.js'
    const shippedTheme = (await import(new URL('theme/index.js', copy('native-shipped', rel, read(rel))).href)) as Record<string, { variants: Record<string, Record<string, { trigger: unknown }>>; defaultVariants: unknown }>
    const patchedTheme = (await import(new URL('theme/index.js', copy('native-patched', rel, patched(rel))).href)) as Record<string, unknown>
    const select = shippedTheme.selectSlotRecipe!
    expect(SELECT_PARTS.defaultVariants).toEqual(select.defaultVariants)
    for (const [name, { trigger }] of Object.entries(SELECT_PARTS.variants.variant)) expect(trigger, name).toEqual(select.variants.variant![name]!.trigger)
    expect(patched(rel)).not.toContain('select.js')
    expect(patchedTheme.nativeSelectSlotRecipe).toEqual(shippedTheme.nativeSelectSlotRecipe)
  }, 30_000)

  it('copy-on-write config merge: the same merged config and system, without writing into the configs it is given', async () => {
    const rel = 'styled-system/merge-config.js'
    const shipped = (await import(copy('merge-shipped', rel, read(rel)))) as Chakra
    const cow = (await import(copy('merge-patched', rel, patched(rel)))) as Chakra
    const { defaultThemeConfig } = (await import(new URL('theme/index.js', copy('merge-theme', rel, read(rel))).href)) as { defaultThemeConfig: unknown }
    const portal = { theme: { tokens: { colors: { brand: { 700: { value: '#0f6b61' } } } }, semanticTokens: { colors: { brand: { solid: { value: '{colors.brand.700}' } } } } }, globalCss: { html: { colorPalette: 'brand' } } }
    for (const configs of [[shipped.defaultBaseConfig, defaultThemeConfig, portal], EDGE_CONFIGS()]) {
      const expected = shipped.mergeConfigs(...configs)
      // Frozen: a write into any of them throws (the module is strict).
      deepFreeze(configs)
      const merged = cow.mergeConfigs(...configs)
      expect(merged).toStrictEqual(expected)
      expect(cow.mergeConfigs(...configs)).toStrictEqual(expected)
    }
    // What no later config touches is shared, not copied.
    const base = shipped.defaultBaseConfig as { utilities: unknown; conditions: unknown }
    const merged = cow.mergeConfigs(base, defaultThemeConfig, portal) as { utilities: unknown; conditions: unknown; theme: { recipes: Record<string, unknown> } }
    expect(merged.utilities).toBe(base.utilities)
    expect(merged.theme.recipes.button).toBe((defaultThemeConfig as typeof merged).theme.recipes.button)
    // And a whole system built on it is the same.
    const a = shipped.createSystem(shipped.defaultBaseConfig, defaultThemeConfig, portal)
    const b = cow.createSystem(cow.defaultBaseConfig, defaultThemeConfig, portal)
    expect(b.tokens.allTokens).toEqual(a.tokens.allTokens)
    expect(b._global).toEqual(a._global)
    const style = { color: 'brand.solid', px: [2, 4], _hover: { bg: 'gray.100' }, colorPalette: 'brand' }
    expect(b.css(style)).toEqual(a.css(style))
  }, 60_000)

  it('system in steps: createSystem.steps hands out its steps and builds the system createSystem builds at once', async () => {
    // createTokenDictionary becomes a generator: system.js must be its only caller.
    const callers = readdirSync(esm, { recursive: true, encoding: 'utf8' })
      .filter((rel) => rel.endsWith('.js') && read(rel).includes('createTokenDictionary'))
      .map((rel) => rel.replace(/\\/g, '/'))
      .sort()
    expect(callers).toEqual(SYSTEM_FILES)
    type Stepped = Chakra & { createSystem: Chakra['createSystem'] & { steps?: (...c: unknown[]) => Generator<void, System> } }
    const shipped = (await import(copyWith('steps-shipped', {}))) as Stepped
    const stepped = (await import(systemCopy('steps-patched'))) as Stepped
    expect(shipped.createSystem.steps).toBeUndefined()
    const expected = shipped.createSystem(shipped.defaultConfig, PORTAL)
    const atOnce = stepped.createSystem(stepped.defaultConfig, PORTAL)
    const run = stepped.createSystem.steps!(stepped.defaultConfig, PORTAL)
    let steps = 0
    let step = run.next()
    for (; !step.done; step = run.next()) steps++
    // The merge; the tokens' and the semantic tokens' walks; the five passes of the dictionary's
    // build (pre middlewares, pre transforms, references, post middlewares, post transforms)
    // before its maps; the rest of the system.
    expect(steps).toBe(9)
    type Dictionary = System['tokens'] & Record<'tokenMap' | 'flatMap' | 'cssVarMap' | 'categoryMap' | 'colorPaletteMap', Map<string, unknown>>
    for (const system of [atOnce, step.value]) {
      const [a, b] = [expected.tokens as Dictionary, system.tokens as Dictionary]
      expect(b.allTokens).toEqual(a.allTokens)
      for (const map of ['tokenMap', 'flatMap', 'cssVarMap', 'categoryMap', 'colorPaletteMap'] as const) expect(b[map], map).toEqual(a[map])
      for (const styles of STYLES) expect(system.css(...styles)).toEqual(expected.css(...styles))
    }
  }, 60_000)

  it('all together: a system resolves the same styles and recipes as the shipped one, and again from its caches', async () => {
    const shipped = (await import(copyWith('all-shipped', {}))) as Chakra
    const all = (await import(copyWith('all-patched', Object.fromEntries(PATCHED_FILES.map((rel) => [rel, patched(rel)]))))) as Chakra
    const a = shipped.createSystem(shipped.defaultConfig, PORTAL) as System & { cva: (c: unknown) => (p: unknown) => unknown }
    const b = all.createSystem(all.defaultConfig, PORTAL) as System & { cva: (c: unknown) => (p: unknown) => unknown }
    for (const round of [1, 2]) {
      for (const styles of STYLES) expect(b.css(...styles), `${JSON.stringify(styles)} (${round})`).toEqual(a.css(...styles))
    }
    const recipe = { base: { display: 'inline-flex', px: 3 }, variants: { size: { sm: { h: 8, px: 2 }, md: { h: 10 } }, tone: { calm: { bg: 'brand.solid' } } }, defaultVariants: { size: 'md' }, compoundVariants: [{ size: 'sm', tone: 'calm', css: { _hover: { bg: 'brand.500' } } }] }
    const ra = a.cva(recipe)
    const rb = b.cva(recipe)
    for (const props of [{}, { size: 'sm' }, { size: 'sm', tone: 'calm' }, { tone: 'calm' }, { size: 'sm', tone: 'calm' }]) expect(rb(props)).toEqual(ra(props))
  }, 60_000)
})
