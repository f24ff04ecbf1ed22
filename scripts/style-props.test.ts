// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parseAst } from 'vite'
import { CHAKRA_ESM, nameableWords, trimCssProperties, trimHtmlAttributes, trimPresetBase } from '../style-props.config'
import { createPortalSystem } from '../src/components/theme/system'

// The build ships Chakra's base config and is-valid-prop's CSS property list with only the names
// our sources and Chakra's modules can use (style-props.config.ts). A system built from the
// trimmed base config must treat every such name as the full one does: as a style prop or not,
// and with the same CSS for every value.

const PRESET_BASE = path.join(CHAKRA_ESM, 'preset-base.js')
const presetBase = readFileSync(PRESET_BASE, 'utf8')
// The ESM build of the copy Chakra imports (its CommonJS build is dist/index.js).
const isValidProp = readFileSync(createRequire(PRESET_BASE).resolve('@pandacss/is-valid-prop').replace(/index\.js$/, 'index.mjs'), 'utf8')
const isPropValid = readFileSync(createRequire(PRESET_BASE).resolve('@emotion/is-prop-valid').replace(/[^\\/]+$/, 'emotion-is-prop-valid.esm.js'), 'utf8')
const words = nameableWords()

type Base = Parameters<typeof createPortalSystem>[2]
type System = ReturnType<typeof createPortalSystem>

/** Loads a trimmed preset-base.js, its relative imports pointed at the installed package. */
async function baseConfig(code: string): Promise<Base> {
  const absolute = code.replace(/from '\.\/([^']+)'/g, (_all, rel: string) => `from '${pathToFileURL(path.join(CHAKRA_ESM, rel)).href}'`)
  const mod = (await import(`data:text/javascript,${encodeURIComponent(absolute)}`)) as { defaultBaseConfig: Base }
  return mod.defaultBaseConfig
}

async function isCssPropertyOf(code: string): Promise<(prop: string) => boolean> {
  return ((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { isCssProperty: (prop: string) => boolean }).isCssProperty
}

/** Every style prop and shorthand in `names`, with every value its type names in the full system. */
function pairs(full: System, names: Iterable<string>): Array<[string, string]> {
  const types = new Map(full.utility.getTypes())
  const out: Array<[string, string]> = []
  for (const name of names) {
    if (!full.utility.keys().includes(name)) continue
    for (const type of types.get(full.utility.resolveShorthand(name)) ?? []) {
      const category = /^Tokens\["(.+)"\]$/.exec(type)?.[1]
      if (category) for (const token of full.tokens.categoryMap.get(category)?.keys() ?? []) out.push([name, token])
      else if (type.startsWith('"')) out.push([name, JSON.parse(type) as string])
    }
    out.push([name, '1px'])
  }
  return out
}

function styled(system: System, list: Array<[string, string]>): string[] {
  type Style = Parameters<System['css']>[0]
  // A prop named at run time: its type cannot be narrowed to one of the style props.
  return list.map(([prop, value]) => JSON.stringify(system.css(Object.fromEntries([[prop, value]]) as unknown as Style)))
}

describe('style props the build keeps', () => {
  const full = createPortalSystem()

  it('reads the names from our sources and Chakra’s modules, not from preset-base.js', () => {
    for (const name of ['_hover', 'paddingInline', 'px', 'bg', 'colorPalette', 'textStyle', 'spinner']) expect(words.has(name), name).toBe(true)
    // Named only by preset-base.js itself.
    for (const name of ['divideX', 'groupHover', 'scrollSnapMarginTop']) expect(words.has(name), name).toBe(false)
  })

  it('finds no prop name built from parts in our sources', () => {
    const offenders: string[] = []
    const scan = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, e.name)
        if (e.isDirectory()) scan(file)
        else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) {
          // A computed key from a template or a concatenation: { [`padding${side}`]: … }, { ['margin' + side]: … }.
          if (/\[`[^`]*\$\{[^`]*`\s*\]\s*:|\[\s*['"][A-Za-z]+['"]\s*\+/.test(readFileSync(file, 'utf8'))) offenders.push(file)
        }
      }
    }
    scan(path.resolve(__dirname, '../src'))
    scan(path.resolve(__dirname, '../machines'))
    expect(offenders).toEqual([])
  })

  it('leaves out of preset-base.js only utilities and conditions no source names', () => {
    const trimmed = trimPresetBase(presetBase, words)
    expect(trimmed.utilities.length).toBeGreaterThan(50)
    expect(trimmed.conditions.length).toBeGreaterThan(20)
    expect(trimmed.utilities.filter((name) => words.has(name))).toEqual([])
    expect(trimmed.conditions.filter((name) => words.has(name) || words.has(`_${name}`))).toEqual([])
    expect(() => parseAst(trimmed.code)).not.toThrow()
    expect(trimmed.code.length).toBeLessThan(presetBase.length * 0.75)
  })

  it('treats every name our sources and Chakra use as the full config does, and styles it alike', async () => {
    const { code } = trimPresetBase(presetBase, words)
    const trimmed = createPortalSystem(undefined, undefined, await baseConfig(code))
    const isCss = await isCssPropertyOf(trimCssProperties(isValidProp, words).code)
    // Chakra's isValidProperty, with the trimmed list of CSS properties (styled-system/system.js).
    const valid = (name: string) => trimmed.properties.has(name) || isCss(name)
    const differ = [...words].filter((name) => valid(name) !== full.isValidProperty(name))
    expect(differ).toEqual([])
    const list = pairs(full, words)
    expect(list.length).toBeGreaterThan(10_000)
    expect(styled(trimmed, list)).toEqual(styled(full, list))
    // Conditions: `_hover`, `_open`, breakpoints …
    const conditions = [...words].filter((name) => full.conditions.has(name) || (name.startsWith('_') && full.conditions.has(name.slice(1))))
    expect(conditions.length).toBeGreaterThan(40)
    const underEach = (system: System) => conditions.map((name) => JSON.stringify(system.css(Object.fromEntries([[name, { color: 'fg.muted', px: '2' }]]))))
    expect(underEach(trimmed)).toEqual(underEach(full))
  }, 60_000)

  it('would notice a style prop left out that a source names', async () => {
    const without = new Set([...words].filter((name) => !['paddingInline', 'px', 'paddingX'].includes(name)))
    const trimmed = createPortalSystem(undefined, undefined, await baseConfig(trimPresetBase(presetBase, without).code))
    expect(styled(trimmed, [['px', '2']])).not.toEqual(styled(full, [['px', '2']]))
  })

  it('keeps in is-valid-prop’s list exactly the CSS properties a source names', async () => {
    const { code, removed } = trimCssProperties(isValidProp, words)
    const [isCss, isCssFull] = [await isCssPropertyOf(code), await isCssPropertyOf(isValidProp)]
    expect(removed.length).toBeGreaterThan(100)
    expect(removed.some((name) => words.has(name))).toBe(false)
    expect([...words].filter((name) => isCss(name) !== isCssFull(name))).toEqual([])
    for (const name of ['--any-var', '&:hover', '@media print']) expect(isCss(name)).toBe(true)
  })

  it('keeps in is-prop-valid’s list exactly the attributes a source names, and its patterns', async () => {
    const { code, removed } = trimHtmlAttributes(isPropValid, words)
    // Its one import (@emotion/memoize), pointed at the installed package.
    const load = async (text: string) => {
      const memoize = pathToFileURL(createRequire(PRESET_BASE).resolve('@emotion/memoize').replace(/[^\\/]+$/, 'emotion-memoize.esm.js')).href
      return ((await import(`data:text/javascript,${encodeURIComponent(text.replace("from '@emotion/memoize'", `from '${memoize}'`))}`)) as { default: (prop: string) => boolean }).default
    }
    const [valid, validFull] = [await load(code), await load(isPropValid)]
    expect(removed.length).toBeGreaterThan(100)
    expect(removed.some((name) => words.has(name))).toBe(false)
    for (const name of ['htmlFor', 'alt', 'tabIndex', 'children']) expect(valid(name), name).toBe(true)
    expect([...words].filter((name) => valid(name) !== validFull(name))).toEqual([])
    for (const name of ['data-testid', 'aria-label', 'onClick', 'x-anything']) expect(valid(name), name).toBe(true)
    for (const name of removed) expect(validFull(name) && !valid(name), name).toBe(true)
  })

  it('fails the build when a package’s text is not what it knows', () => {
    expect(() => trimPresetBase('export const x = 1', words)).toThrow(/review style-props.config.ts/)
    expect(() => trimCssProperties('var list = "a,b";', words)).toThrow(/review style-props.config.ts/)
    expect(() => trimHtmlAttributes('var list = /^(a|b)$/;', words)).toThrow(/review style-props.config.ts/)
  })
})
