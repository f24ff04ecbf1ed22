import type { Plugin } from 'vite'
import {
  DICTIONARY_BUILD_ORIGINAL,
  DICTIONARY_BUILD_REPLACEMENT,
  DICTIONARY_REGISTER_ORIGINAL,
  DICTIONARY_REGISTER_REPLACEMENT,
  DICTIONARY_RUN_ORIGINAL,
  DICTIONARY_RUN_REPLACEMENT,
  DICTIONARY_SEMANTIC_ORIGINAL,
  DICTIONARY_SEMANTIC_REPLACEMENT,
  DICTIONARY_STEPS_ORIGINAL,
  DICTIONARY_STEPS_REPLACEMENT,
  INSERTION_AS_CHILD_ORIGINAL,
  INSERTION_AS_CHILD_REPLACEMENT,
  INSERTION_ORIGINAL,
  INSERTION_REPLACEMENT,
  MEMO_ORIGINAL,
  MEMO_REPLACEMENT,
  MERGE_CSS_ORIGINAL,
  MERGE_CSS_REPLACEMENT,
  MERGE_ORIGINAL,
  MERGE_REPLACEMENT,
  SYSTEM_DICTIONARY_ORIGINAL,
  SYSTEM_DICTIONARY_REPLACEMENT,
  SYSTEM_STEPS_ORIGINAL,
  SYSTEM_STEPS_REPLACEMENT,
} from './chakra-patch-texts'

// #9: nine reviewed changes to @chakra-ui/react 3.37.0, applied when the PWA is built. Each
// names the exact text it replaces (or, for the anatomies, the exact statements it marks); any
// other text fails the build, so a Chakra upgrade is reviewed rather than silently unpatched.
// Tests: scripts/chakra-patches.test.ts.
//
// memo: Chakra memoises its style functions (css(), token and utility lookups) behind an LRU
// cache keyed by a string hash of the arguments. On the hotel list's first render that memo
// alone took ~55 ms of main thread on this machine (~0.4 s on Lighthouse's throttled phone):
// every hit deleted and re-inserted its Map entry, and every primitive argument was first
// turned into a prefixed string. The replacement gives the same results: a primitive single
// argument is a Map key as it is (Map tells 1 from '1' and null from undefined, as the
// prefixes did, and takes -0 for 0 and NaN for NaN, as their strings did), and so is each of
// two primitive arguments, in a Map per first argument: the utilities' (property, value) and
// the token lookups' (value, fallback) calls, most of the ~6,500 calls with several arguments
// on the hotel list's first render, no longer build and hash a joined string each. Other
// arguments keep Chakra's own hash, and a full cache is emptied instead of evicting one entry
// per miss. The functions memoised are pure, so a dropped entry only costs a recomputation.
//
// shorthand keys: normalising a style object renames its shorthands (`px` → `paddingInline`)
// through the memoised resolveShorthand(prop), but walkObject hands a key function the value
// too, so each nested value (`_hover: {…}`, `{ base, md }`) was hashed into the memo's key and
// cached apart, for a function that reads only the name: ~420 calls and ~110,000 characters of
// keys on the hotel list's first load. The key function now passes the name alone.
//
// unmemoised merge: css() is memoised, and on a miss it calls mergeFn with the same arguments,
// which was memoised too, so its key was the same as the one that had just missed: it hashed
// the style objects a second time to find nothing (~530 calls, ~65,000 characters, not one hit
// on the hotel list's first load). mergeFn is not exported; css() is its only caller.
//
// global CSS: createSystem builds the reset, global and token CSS (~28 ms of its ~55 ms here)
// for ChakraProvider to insert. The build already writes that CSS into index.html
// (theme-css.config.ts), from the full theme, and the browser's copy of the theme keeps only
// the tokens' names (runtime-theme.config.ts), from which no right CSS could be built. So the
// browser's system has nothing to insert (`_global` is []) and no functions that build it: the
// reset, the serialiser and the three builders drop out (-1.7 KB gzip on every route). The
// dev server and the tests, which have no such CSS in their page, use Chakra as shipped.

// native select without select (#9 bytes): the native select's recipe takes three of its
// variants' styles and its default variants from the select's recipe, so every route shipped
// the whole select recipe (~1 KB gzip) for those few lines. They are written out here instead;
// scripts/chakra-patches.test.ts checks them against the installed select recipe and the
// recipe the patched module builds against the shipped one.

// pure anatomies (#9 bytes): anatomy.js builds all 40 of Chakra's part lists at the top of the
// module (`createAnatomy('alert').parts(…)`, `dialogAnatomy$1.extendWith(…)`). Unannotated,
// those calls count as side effects, so every route shipped all 40 and the Zag modules they
// extend (color picker, date picker …), ~1 KB gzip, though the theme uses a dozen. The builders
// only return new objects, so each is marked /* @__PURE__ */ and the unused ones drop out.

// copy-on-write config merge: createSystem starts with mergeConfigs, which deep-cloned every
// config it was given (the base config's utilities and conditions, every recipe, ~500 tokens)
// before merging them, so that merging never writes into a caller's objects. That clone was
// ~70 ms of createSystem's ~290 ms on an 8x phone (#9 TBT). The replacement merges the same way
// but copies an object only when it is about to write into it (the path from the root down to
// each overlap, and the tokens its DEFAULT rule rewrites); everything else is shared with the
// configs, which are never written to.

// styles inserted in render: every styled element rendered a fragment of itself and an
// `Insertion` component whose useInsertionEffect put the element's rules into emotion's sheet,
// so every rule of a page's first render (stylis parsing and insertRule) ran inside React's
// commit, which cannot yield: with the hotel list's first cards, one task of 20-50 ms here. The
// element now inserts its rules as it renders (emotion's own path before React 18), in React's
// time-sliced render, and renders its element alone, two fibres fewer per styled element (both
// of the factory's returns, so `Insertion` and its effect hook drop out of the build). A
// render React throws away may leave its rules in the sheet, unused; a rule is never inserted
// twice. Test: scripts/chakra-insertion.test.ts (the element's rule is in the sheet before its
// children render; same markup).

// system in steps: createSystem is one call of 14-43 ms on this machine at full speed, ~80 % of it
// building the token dictionary (walking ~500 token names, two passes of transforms and
// middlewares, the lookup maps): one task of ~110-260 ms on Lighthouse's throttled phone, on
// every app page (#9 TBT). Nothing in it waits, so it ran as one task. createSystem and
// createTokenDictionary become generators of their steps (the config merge; the two token walks;
// the transforms and middlewares before and after the references; the maps), and
// `createSystem.steps(...configs)` hands them out one by one; main.tsx runs one step per task.
// createSystem itself runs them all at once, as shipped, for every other caller;
// createTokenDictionary's only caller is createSystem, which takes its steps with `yield*`.

type ChakraPatch = { name: string; file: RegExp } & ({ original: string; replacement: string; transform?: undefined } | { transform(code: string): string; original?: undefined })

/** anatomy.js in 3.37.0: 39 top-level anatomy builders, and one plain alias (listbox) with no call. */
const ANATOMY_BUILDER = /^const (\w+Anatomy) = (createAnatomy\(|\w+Anatomy(?:\$1)?\.extendWith\()/gm
const ANATOMY_ALIAS = /^const \w+Anatomy = \w+Anatomy\$1;$/gm
export const ANATOMY_BUILDERS = 39

export function pureAnatomies(code: string): string {
  const statements = code.match(/^(const|let|var|function|class) /gm)?.length ?? 0
  const builders = code.match(ANATOMY_BUILDER)?.length ?? 0
  const aliases = code.match(ANATOMY_ALIAS)?.length ?? 0
  if (builders !== ANATOMY_BUILDERS || statements !== builders + aliases || aliases !== 1) {
    throw new Error(
      `chakra-patches: pure anatomies: anatomy.js has ${statements} top-level declarations, ${builders} anatomy builders and ${aliases} aliases, not the ${ANATOMY_BUILDERS} builders and 1 alias of 3.37.0; review chakra-patches.config.ts`,
    )
  }
  return code.replace(ANATOMY_BUILDER, (_all, name: string, call: string) => `const ${name} = /* @__PURE__ */ ${call}`)
}

/** What native-select.js reads of selectSlotRecipe in 3.37.0. */
export const SELECT_PARTS = {
  variants: {
    variant: {
      outline: { trigger: { bg: 'transparent', borderWidth: '1px', borderColor: 'border', _expanded: { borderColor: 'border.emphasized' } } },
      subtle: { trigger: { borderWidth: '1px', borderColor: 'transparent', bg: 'bg.muted' } },
      ghost: { trigger: { bg: 'transparent', _expanded: { bg: 'bg.muted' } } },
    },
  },
  defaultVariants: { size: 'md', variant: 'outline' },
}

const chakraFile = (rel: string) => new RegExp(`[\\\\/]@chakra-ui[\\\\/]react[\\\\/]dist[\\\\/]esm[\\\\/]${rel.replace(/[/.]/g, (c) => (c === '/' ? '[\\\\/]' : '\\.'))}$`)

export const CHAKRA_PATCHES: ChakraPatch[] = [
  { name: 'memo', file: chakraFile('utils/memo.js'), original: MEMO_ORIGINAL, replacement: MEMO_REPLACEMENT },
  {
    name: 'global CSS',
    file: chakraFile('styled-system/system.js'),
    original: `  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n`,
    replacement: ``,
  },
  {
    name: 'global CSS: nothing to insert',
    file: chakraFile('styled-system/system.js'),
    original: `    _config: config,\n    _global,\n`,
    replacement: `    _config: config,\n    _global: [],\n`,
  },
  {
    name: 'global CSS: no builders',
    file: chakraFile('styled-system/system.js'),
    original: `    getTokenCss,\n    getGlobalCss,\n    getPreflightCss,\n`,
    replacement: ``,
  },
  {
    name: 'global CSS: pure serialiser',
    file: chakraFile('styled-system/system.js'),
    original: `  const serialize = createSerializeFn({`,
    replacement: `  const serialize = /* @__PURE__ */ createSerializeFn({`,
  },
  { name: 'pure anatomies', file: chakraFile('anatomy.js'), transform: pureAnatomies },
  { name: 'copy-on-write config merge', file: chakraFile('styled-system/merge-config.js'), original: MERGE_ORIGINAL, replacement: MERGE_REPLACEMENT },
  {
    name: 'shorthand keys',
    file: chakraFile('styled-system/normalize.js'),
    original: `      getKey: hasShorthand ? resolveShorthand : void 0`,
    replacement: `      getKey: hasShorthand ? (prop) => resolveShorthand(prop) : void 0`,
  },
  {
    name: 'native select without select',
    file: chakraFile('theme/recipes/native-select.js'),
    original: `import { selectSlotRecipe } from './select.js';\n`,
    replacement: `const selectSlotRecipe = ${JSON.stringify(SELECT_PARTS)};\n`,
  },
  { name: 'system in steps', file: chakraFile('styled-system/system.js'), original: SYSTEM_STEPS_ORIGINAL, replacement: SYSTEM_STEPS_REPLACEMENT },
  { name: 'system in steps: the dictionary', file: chakraFile('styled-system/system.js'), original: SYSTEM_DICTIONARY_ORIGINAL, replacement: SYSTEM_DICTIONARY_REPLACEMENT },
  { name: 'dictionary in steps', file: chakraFile('styled-system/token-dictionary.js'), original: DICTIONARY_STEPS_ORIGINAL, replacement: DICTIONARY_STEPS_REPLACEMENT },
  { name: 'dictionary in steps: token walks', file: chakraFile('styled-system/token-dictionary.js'), original: DICTIONARY_REGISTER_ORIGINAL, replacement: DICTIONARY_REGISTER_REPLACEMENT },
  { name: 'dictionary in steps: semantic tokens', file: chakraFile('styled-system/token-dictionary.js'), original: DICTIONARY_SEMANTIC_ORIGINAL, replacement: DICTIONARY_SEMANTIC_REPLACEMENT },
  { name: 'dictionary in steps: build', file: chakraFile('styled-system/token-dictionary.js'), original: DICTIONARY_BUILD_ORIGINAL, replacement: DICTIONARY_BUILD_REPLACEMENT },
  { name: 'dictionary in steps: run', file: chakraFile('styled-system/token-dictionary.js'), original: DICTIONARY_RUN_ORIGINAL, replacement: DICTIONARY_RUN_REPLACEMENT },
  { name: 'unmemoised merge', file: chakraFile('styled-system/css.js'), original: MERGE_CSS_ORIGINAL, replacement: MERGE_CSS_REPLACEMENT },
  { name: 'styles inserted in render', file: chakraFile('styled-system/factory.js'), original: INSERTION_ORIGINAL, replacement: INSERTION_REPLACEMENT },
  { name: 'styles inserted in render: as-child elements', file: chakraFile('styled-system/factory.js'), original: INSERTION_AS_CHILD_ORIGINAL, replacement: INSERTION_AS_CHILD_REPLACEMENT },
]

/** The module's code with every patch for its file applied; throws when a patch's text is not there once. */
export function patchChakra(id: string, code: string): string | null {
  const patches = CHAKRA_PATCHES.filter((p) => p.file.test(id))
  if (patches.length === 0) return null
  let out = code.replace(/\r\n/g, '\n')
  for (const p of patches) {
    if (p.transform) {
      out = p.transform(out)
      continue
    }
    if (out.split(p.original).length !== 2) {
      throw new Error(`chakra-patches: ${p.name}: @chakra-ui/react's text is not the 3.37.0 text this patch replaces; review chakra-patches.config.ts`)
    }
    out = out.replace(p.original, () => p.replacement)
  }
  return out
}

export function chakraPatches(): Plugin {
  return {
    name: 'harborline-chakra-patches',
    apply: 'build',
    transform(code, id) {
      const patched = patchChakra(id, code)
      return patched === null ? null : { code: patched, map: null }
    },
  }
}
