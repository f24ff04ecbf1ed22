import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { semanticTokens, tokens } from '@chakra-ui/react/theme'
import chakraPackage from '@chakra-ui/react/package.json' with { type: 'json' }
import { UNUSED_PALETTES, lightTokensModule } from './light-tokens'
import { portalSystem } from './system'

const system = portalSystem()

// system.ts keeps only the recipes of the Chakra components we use. A missing recipe does not
// fail at runtime (the component renders unstyled), so this test reads every Chakra import in
// src/ and checks that each component's recipes are in the system. A new component fails here
// until it is added to RECIPES below (and its recipe to system.ts).

/** Chakra export → the recipes it renders with ('slot:' for slot recipes); [] for none. */
const RECIPES: Record<string, string[]> = {
  Alert: ['slot:alert'],
  Badge: ['badge'],
  Button: ['button'],
  Card: ['slot:card'],
  CloseButton: ['button'],
  DataList: ['slot:dataList'],
  EmptyState: ['slot:emptyState'],
  Field: ['slot:field'],
  Fieldset: ['slot:fieldset'],
  Heading: ['heading'],
  Icon: ['icon'],
  IconButton: ['button'],
  Input: ['input'],
  InputGroup: ['inputAddon'],
  Link: ['link'],
  List: ['slot:list'],
  NativeSelect: ['slot:nativeSelect'],
  Separator: ['separator'],
  Skeleton: ['skeleton'],
  SkipNavLink: ['skipNavLink'],
  Spinner: ['spinner'],
  Table: ['slot:table'],
  Tag: ['slot:tag'],
  Textarea: ['textarea'],
  // Layout, text and utility exports without a recipe (Text and Box use style props only).
  ...Object.fromEntries(
    [
      'Box', 'Center', 'chakra', 'ChakraProvider', 'Flex', 'Grid', 'HStack', 'Image', 'LinkBox', 'LinkOverlay',
      'SimpleGrid', 'SkipNavContent', 'Spacer', 'Stack', 'Text', 'VisuallyHidden', 'Wrap', 'createSystem', 'defaultBaseConfig',
      'defineConfig', 'mergeConfigs', 'useBreakpointValue', 'useDisclosure',
      // Our own components name their recipe by key; the test below checks those keys.
      'createRecipeContext', 'createSlotRecipeContext',
    ].map((name) => [name, []]),
  ),
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(p)
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : []
  })
}

/** Value imports from '@chakra-ui/react' in src/ (type-only imports excluded). */
function chakraImports(): Set<string> {
  const names = new Set<string>()
  for (const file of sourceFiles(path.resolve(__dirname, '../..'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (m[1] ?? '').split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]?.trim()
        if (name && !name.startsWith('type ')) names.add(name)
      }
    }
  }
  return names
}

describe('theme system', () => {
  const used = chakraImports()

  it('finds the Chakra imports of src/', () => {
    expect(used.has('Button')).toBe(true)
    expect(used.size).toBeGreaterThan(20)
  })

  it('knows the recipes of every Chakra component imported in src/', () => {
    const unknown = [...used].filter((name) => !(name in RECIPES))
    expect(unknown, 'add these to RECIPES in system.test.ts and their recipes to system.ts').toEqual([])
  })

  it('has every recipe those components render with', () => {
    const missing = [...used].flatMap((name) =>
      (RECIPES[name] ?? []).filter((key) => (key.startsWith('slot:') ? !system.isSlotRecipe(key.slice(5)) : !system.isRecipe(key))).map((key) => `${name}: ${key}`),
    )
    expect(missing).toEqual([])
  })

  it('has every recipe our own components draw with (createRecipeContext({ key }) in src/)', () => {
    const keys = sourceFiles(path.resolve(__dirname, '../..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/create(Slot)?RecipeContext\(\{\s*key:\s*'(\w+)'/g)].map((m) => (m[1] ? `slot:${m[2]}` : m[2]!)),
    )
    expect(keys).toEqual(expect.arrayContaining(['slot:field', 'slot:fieldset', 'input', 'textarea', 'slot:nativeSelect']))
    const missing = keys.filter((key) => (key.startsWith('slot:') ? !system.isSlotRecipe(key.slice(5)) : !system.isRecipe(key)))
    expect(missing).toEqual([])
  })

  it('keeps the default tokens and our brand palette', () => {
    expect(system.token('colors.brand.700')).toBe('#0f6b61')
    expect(system.token('colors.red.500')).toBeTruthy()
    expect(system.token('spacing.4')).toBe('1rem')
  })

  it('ships the installed Chakra’s default tokens, made light-only (npm run gen:tokens after a Chakra upgrade)', () => {
    const generated = readFileSync(path.resolve(__dirname, 'light-tokens.gen.ts'), 'utf8')
    expect(generated).toBe(lightTokensModule(tokens, semanticTokens, chakraPackage.version))
  })

  it('is light-only and leaves out only palettes src/ never names', () => {
    // Semantic tokens keep their light value, on the root, with no dark override.
    const css = system.getTokenCss() as Record<string, Record<string, Record<string, string>>>
    expect(Object.keys(css['@layer tokens'] ?? {})).toEqual(['&:where(html, .chakra-theme)'])
    expect(css['@layer tokens']?.['&:where(html, .chakra-theme)']?.['--chakra-colors-bg']).toBe('var(--chakra-colors-white)')
    expect(css['@layer tokens']?.['&:where(html, .chakra-theme)']?.['--chakra-colors-fg-error']).toBe('var(--chakra-colors-red-500)')
    for (const palette of UNUSED_PALETTES) expect(system.token(`colors.${palette}.500`)).toBeUndefined()
    // colorPalette="pink", 'yellow.500', "cyan": any mention of a left-out palette in src/.
    const mention = new RegExp(`['"\`](${UNUSED_PALETTES.join('|')})(\\.[a-z0-9]+)?['"\`]`)
    const offenders = sourceFiles(path.resolve(__dirname, '../..')).filter((file) => !file.endsWith('light-tokens.ts') && mention.test(readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
  })
})
