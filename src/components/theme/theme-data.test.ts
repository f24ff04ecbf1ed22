import { describe, expect, it } from 'vitest'
import { createPortalSystem } from './system'
import { LEFT_OUT, chakraTheme, portalTheme, runtimeThemeData, type ThemeData } from './theme-data'

// The build gives the browser theme-data.ts without its values (runtime-theme.config.ts): the
// theme's global CSS, the only reader of those values, is already in index.html. These tests
// check that a system built from that copy styles every component and every style prop exactly
// as the full one does.

const full = createPortalSystem()
const runtime = createPortalSystem(runtimeThemeData(chakraTheme), runtimeThemeData(portalTheme))
type System = typeof full

/** Every style prop with every value its type names (token names, keywords, compositions). */
function propValues(system: System): Array<[string, string]> {
  const pairs: Array<[string, string]> = []
  for (const [prop, types] of system.utility.getTypes()) {
    for (const type of types) {
      const category = /^Tokens\["(.+)"\]$/.exec(type)?.[1]
      if (category) for (const name of system.tokens.categoryMap.get(category)?.keys() ?? []) pairs.push([prop, name])
      else if (type.startsWith('"')) pairs.push([prop, JSON.parse(type) as string])
    }
  }
  return pairs
}

/** css() of each prop-value pair, alone and under a condition; serialised for comparison. */
function styled(system: System, pairs: Array<[string, string]>): string[] {
  type Style = Parameters<System['css']>[0]
  return pairs.map(([prop, value]) => {
    // A prop named at run time: its type cannot be narrowed to one of the style props.
    const alone = Object.fromEntries([[prop, value]]) as unknown as Style
    return JSON.stringify([system.css(alone), system.css({ _hover: alone, md: alone } as Style)])
  })
}

/** Each recipe and slot recipe, with no variant and with each variant value in turn. */
function recipes(system: System): string[] {
  const out: string[] = []
  const theme = system._config.theme ?? {}
  for (const [kind, keys] of [['recipe', Object.keys(theme.recipes ?? {})], ['slot', Object.keys(theme.slotRecipes ?? {})]] as const) {
    for (const key of keys) {
      const fn = kind === 'recipe' ? system.getRecipeFn(key) : system.getSlotRecipeFn(key)
      const calls: Array<Record<string, unknown>> = [{}]
      for (const [variant, values] of Object.entries(fn.variantMap as Record<string, string[]>)) for (const value of values) calls.push({ [variant]: value })
      for (const props of calls) out.push(`${kind} ${key} ${JSON.stringify(props)} ${JSON.stringify(fn(props))}`)
    }
  }
  return out
}

const values = (node: unknown): unknown[] =>
  node !== null && typeof node === 'object' ? ('value' in node ? [node.value] : Object.values(node).flatMap(values)) : []

describe('the browser’s copy of the theme data', () => {
  it('keeps every token’s name and @keyframes’ name, and no value or global style', () => {
    for (const data of [chakraTheme, portalTheme]) {
      const copy = runtimeThemeData(data)
      expect(copy.globalCss).toEqual({})
      expect(Object.keys(copy.keyframes)).toEqual(Object.keys(data.keyframes))
      expect(Object.values(copy.keyframes).every((frames) => JSON.stringify(frames) === '{}')).toBe(true)
      expect(values(copy.tokens)).toEqual(values(data.tokens).map(() => LEFT_OUT))
      expect(values(copy.semanticTokens)).toEqual(values(data.semanticTokens).map(() => LEFT_OUT))
    }
    const text = JSON.stringify([runtimeThemeData(chakraTheme), runtimeThemeData(portalTheme)])
    for (const value of ['#0f6b61', '1rem', 'translateX', 'Noto Sans', 'colors.brand.700']) expect(text).not.toContain(value)
  })

  it('gives every token the same name and variable', () => {
    const vars = (system: System) => system.tokens.allTokens.map((token) => `${token.name} ${system.tokens.getVar(token.name)}`).sort()
    expect(vars(full).length).toBeGreaterThan(400)
    expect(vars(runtime)).toEqual(vars(full))
    expect([...runtime.tokens.colorPaletteMap.keys()]).toEqual([...full.tokens.colorPaletteMap.keys()])
  })

  it('knows the same style props and values', () => {
    expect([...runtime.properties].sort()).toEqual([...full.properties].sort())
    expect([...runtime.utility.getTypes()]).toEqual([...full.utility.getTypes()])
    expect(propValues(full).length).toBeGreaterThan(10_000)
  })

  it('styles every style prop with every value as the full theme does', () => {
    const pairs = propValues(full)
    expect(styled(runtime, pairs)).toEqual(styled(full, pairs))
  })

  it('styles every recipe and variant as the full theme does', () => {
    const calls = recipes(full)
    expect(calls.length).toBeGreaterThan(100)
    expect(recipes(runtime)).toEqual(calls)
  })

  it('would notice a token left out', () => {
    const { brand: _brand, ...colors } = portalTheme.tokens.colors ?? {}
    const without: ThemeData = { ...portalTheme, tokens: { ...portalTheme.tokens, colors } }
    const missing = createPortalSystem(runtimeThemeData(chakraTheme), runtimeThemeData(without))
    const pairs = propValues(full).filter(([prop]) => prop === 'background')
    expect(styled(missing, pairs)).not.toEqual(styled(full, pairs))
  })
})
