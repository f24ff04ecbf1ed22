import type { Plugin } from 'vite'

// #9 bytes: the contract's schemas are built at the top of their modules (`export const x =
// z.object(…)`). Unannotated, every such call counts as a side effect, so a route shipped, and
// built on every page load, all the schemas of each contract module it imports, the ones it
// never uses too. Zod's builders and our own schema helpers only return new schema objects, so
// the build treats calls to them as pure (Rolldown's treeshake.manualPureFunctions): a schema
// no code uses drops out. -1.3 KB gzip on every app route.
//
// manualPureFunctions works by name, in every module of the build, local names included (a
// minified `z.push(q)` is such a call). A dependency calling one of these names for its side
// effect would lose that call, so the build fails when a module outside our own code that ends
// up in the bundle calls one of them, unless it is reviewed below.

/** Zod's namespace (`z.object(…)`, `z.string().check(…)`) and our schema helpers in src/contract. */
export const PURE_CALLS = ['z', 'lazySchema', 'envelopeSchema', 'refineStay', 'freeText', 'intParam', 'leadText'] as const

/** Dependencies that call one of PURE_CALLS, each with why dropping an unused call is harmless. */
export const REVIEWED_CALLERS: Record<string, string> = {
  'react-is/cjs/react-is.production.min.js': 'its minified type check z(a) is only ever called for its result (compared, returned)',
}

/** A call to `name`, or to a method of it (`z.object(`): manualPureFunctions covers both. */
export const callPattern = (name: string) => new RegExp(`(?<![\\w$.])${name}(\\s*\\??\\.\\s*[\\w$]+)*\\s*\\(`)

/** The names of PURE_CALLS that this code calls. */
export function callsOf(code: string): string[] {
  return PURE_CALLS.filter((name) => callPattern(name).test(code))
}

/** Why this module may call PURE_CALLS, or null when it must be reviewed first. */
export function reviewProblem(id: string, code: string): string | null {
  const path = id.replace(/\\/g, '/').replace(/\?.*$/, '')
  const at = path.lastIndexOf('/node_modules/')
  // Our own code (src/, machines/) and zod itself are what the names are for.
  if (at < 0) return null
  const inPackage = path.slice(at + '/node_modules/'.length)
  if (inPackage.startsWith('zod/')) return null
  const calls = callsOf(code)
  if (calls.length === 0 || REVIEWED_CALLERS[inPackage] !== undefined) return null
  return `${inPackage} calls ${calls.join(', ')}, which the build treats as pure (pure-calls.config.ts): check that no such call is made for its side effect, then add it to REVIEWED_CALLERS`
}

export function pureCallsGuard(): Plugin {
  // Every module of the graph is transformed, the ones tree-shaking drops too (Chakra's barrel
  // reaches Zag's signature pad and its minified `z.push(…)`); only a module left in a chunk counts.
  const problems = new Map<string, string>()
  return {
    name: 'harborline-pure-calls-guard',
    apply: 'build',
    buildStart() {
      problems.clear()
    },
    transform(code, id) {
      const problem = reviewProblem(id, code)
      if (problem) problems.set(id, problem)
      return null
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        for (const [id, info] of Object.entries(chunk.modules)) {
          const problem = problems.get(id)
          if (problem && info.renderedLength > 0) this.error(problem)
        }
      }
    },
  }
}
