import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseAst, type Plugin } from 'vite'

// #9 bytes: Chakra's base config defines ~240 style props (`utilities`: `bg`, `paddingInline`,
// `divideX` …) and ~100 conditions (`_hover`, `_groupChecked` …), @pandacss/is-valid-prop lists
// ~500 CSS property names and @emotion/is-prop-valid ~450 HTML attribute names, all on every
// route, so that any of them may be passed to a component. A prop can only reach Chakra by
// being named in our sources or in Chakra's own modules (no source builds a prop's name from
// parts; scripts/style-props.test.ts checks). The build therefore keeps the style props,
// conditions, CSS property and attribute names named somewhere in src/, machines/ or Chakra's
// modules (preset-base.js itself aside) and leaves out the rest: every name those sources use
// is a style prop, a forwarded attribute or neither, and styles, exactly as before
// (scripts/style-props.test.ts). Dev server and tests load the modules as they are.

const require = createRequire(import.meta.url)
export const CHAKRA_ESM = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm')
const ROOT = path.dirname(fileURLToPath(import.meta.url))

export const PRESET_BASE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]preset-base\.js$/
export const IS_VALID_PROP = /[\\/]@pandacss[\\/]is-valid-prop[\\/]dist[\\/]index\.mjs$/
export const IS_PROP_VALID = /[\\/]@emotion[\\/]is-prop-valid[\\/]dist[\\/]emotion-is-prop-valid\.esm\.js$/

const WORD = /[A-Za-z_$][\w$]*/g
const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)

/** Every word (identifier-like run of characters) in the files under dir that pass ok. */
function wordsIn(dir: string, ok: (file: string) => boolean, into: Set<string>): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) wordsIn(file, ok, into)
    else if (ok(file)) for (const [word] of readFileSync(file, 'utf8').matchAll(WORD)) into.add(word)
  }
  return into
}

/** The names a prop can have: every word of our sources and of Chakra's modules but preset-base.js. */
export function nameableWords(root = ROOT): Set<string> {
  const words = new Set<string>()
  wordsIn(path.join(root, 'src'), isSource, words)
  wordsIn(path.join(root, 'machines'), isSource, words)
  wordsIn(CHAKRA_ESM, (file) => file.endsWith('.js') && !PRESET_BASE.test(file), words)
  return words
}

type Node = { type: string; start: number; end: number; [key: string]: unknown }
type Property = Node & { key: Node & { name?: string; value?: unknown }; value: Node }

const keyName = (p: Property): string | undefined => (p.key.type === 'Identifier' ? p.key.name : typeof p.key.value === 'string' ? p.key.value : undefined)

/** The object literal a top-level `const name = call({...})` passes. */
function configObject(program: { body: Node[] }, name: string): Node & { properties: Property[] } {
  for (const statement of program.body) {
    if (statement.type !== 'VariableDeclaration') continue
    for (const d of statement.declarations as Array<{ id: { name?: string }; init?: Node & { arguments?: Node[] } }>) {
      const arg = d.id.name === name ? d.init?.arguments?.[0] : undefined
      if (arg?.type === 'ObjectExpression') return arg as Node & { properties: Property[] }
    }
  }
  throw new Error(`style-props: preset-base.js has no \`const ${name} = …({ … })\`; review style-props.config.ts after a Chakra upgrade`)
}

/** A utility's names: its key and its shorthands. */
function utilityNames(p: Property): string[] {
  const key = keyName(p)
  if (key === undefined) return []
  const shorthand = p.value.type === 'ObjectExpression' ? (p.value.properties as Property[]).find((q) => keyName(q) === 'shorthand') : undefined
  const values = shorthand?.value.type === 'ArrayExpression' ? (shorthand.value.elements as Node[]) : shorthand ? [shorthand.value] : []
  return [key, ...values.map((v) => v.value).filter((v): v is string => typeof v === 'string')]
}

export type Trimmed = { code: string; utilities: string[]; conditions: string[] }

/**
 * preset-base.js without the utilities none of whose names (key, shorthands) and the conditions
 * neither of whose names (`_hover`, `hover`) the kept words hold; the names left out are listed.
 */
export function trimPresetBase(code: string, words: Set<string>): Trimmed {
  const program = parseAst(code) as unknown as { body: Node[] }
  const conditions = configObject(program, 'defaultConditions')
  const base = configObject(program, 'defaultBaseConfig')
  const utilities = base.properties.find((p) => keyName(p) === 'utilities')?.value as (Node & { properties: Property[] }) | undefined
  if (utilities?.type !== 'ObjectExpression') throw new Error('style-props: defaultBaseConfig has no utilities object; review style-props.config.ts')
  const cuts: Array<[number, number]> = []
  const out: Trimmed = { code, utilities: [], conditions: [] }
  const drop = (list: Property[], index: number) => {
    const p = list[index]!
    const next = list[index + 1]
    // Up to the next property (its comma and the space between go too); the last one up to its end.
    cuts.push([p.start, next ? next.start : p.end])
  }
  conditions.properties.forEach((p, i, list) => {
    const name = p.type === 'Property' ? keyName(p) : undefined
    if (name === undefined || words.has(`_${name}`) || words.has(name)) return
    out.conditions.push(name)
    drop(list, i)
  })
  utilities.properties.forEach((p, i, list) => {
    const names = p.type === 'Property' ? utilityNames(p) : []
    if (names.length === 0 || names.some((n) => words.has(n))) return
    out.utilities.push(names[0]!)
    drop(list, i)
  })
  let text = code
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) text = text.slice(0, start) + text.slice(end)
  out.code = text
  return out
}

type NameList = { what: string; declaration: string; pattern: RegExp; separator: string }

/**
 * A package's one list of names (the first group of `pattern`, split by `separator`) with only
 * the names the words hold; the names left out are listed.
 */
function trimNameList(code: string, words: Set<string>, list: NameList): { code: string; removed: string[] } {
  const match = list.pattern.exec(code)
  if (!match || code.split(list.declaration).length !== 2) {
    throw new Error(`style-props: ${list.what} has no single \`${list.declaration}…\`; review style-props.config.ts`)
  }
  const names = match[1]!
  const all = names.split(list.separator)
  const start = match.index + match[0].indexOf(names)
  const kept = all.filter((name) => words.has(name)).join(list.separator)
  return { code: code.slice(0, start) + kept + code.slice(start + names.length), removed: all.filter((name) => !words.has(name)) }
}

/** is-valid-prop's list of CSS property names, keeping those the words hold. */
export function trimCssProperties(code: string, words: Set<string>): { code: string; removed: string[] } {
  return trimNameList(code, words, { what: '@pandacss/is-valid-prop', declaration: 'var cssPropertiesStr = ', pattern: /^var cssPropertiesStr = "([^"]*)";$/m, separator: ',' })
}

/**
 * @emotion/is-prop-valid's list of the attribute names a string tag gets (`alt`, `htmlFor` …),
 * keeping those the words hold; its patterns (on…, data-…, aria-…) stay as they are.
 */
export function trimHtmlAttributes(code: string, words: Set<string>): { code: string; removed: string[] } {
  return trimNameList(code, words, { what: '@emotion/is-prop-valid', declaration: 'var reactPropsRegex = ', pattern: /^var reactPropsRegex = \/\^\(\(([\w|]+)\)\|/m, separator: '|' })
}

export function styleProps(): Plugin {
  let words: Set<string> | undefined
  return {
    name: 'harborline-style-props',
    apply: 'build',
    transform(code, id) {
      if (PRESET_BASE.test(id)) return { code: trimPresetBase(code, (words ??= nameableWords())).code, map: null }
      if (IS_VALID_PROP.test(id)) return { code: trimCssProperties(code, (words ??= nameableWords())).code, map: null }
      if (IS_PROP_VALID.test(id)) return { code: trimHtmlAttributes(code, (words ??= nameableWords())).code, map: null }
      return null
    },
  }
}
