import { fileURLToPath } from 'node:url'
import type { Plugin, Rolldown } from 'vite'
import { STATIC_HOME_SCRIPT } from './static-home.config'

// Issue 9 (route budget): how the client build is cut into chunks. Left to itself the bundler
// makes one chunk per set of lazy routes sharing a module, about 100 chunks on a route's first
// load; their import/export glue and the preload map cost ~25 KB gzip per route, and small
// chunks compress worse. Three groups instead:
//   react  - react, react-dom, scheduler: every page needs them;
//   vendor - other packages used by at least 4 entries (the app's lazy routes count as entries),
//            except the state-machine runtime: only lazy parts (login flow, booking, payment,
//            the visitor contact form) use it, and in `vendor` every page would load it;
//   shared - our own modules used by at least 6 entries, except the visitor pages' own
//            (src/features/visitor, and their part of the contract, src/contract/content.ts,
//            which the contract's index does not re-export for that reason): the many
//            marketing routes share them, and in `shared` they and the xstate their contact
//            form uses would load on every agent page.
// A module the static visitor home's script reaches (directly or through a lazy import) stays
// out of every group, or that ~3 KB page would load the app's libraries with it.

type Options = NonNullable<Rolldown.OutputOptions['codeSplitting']>
type Context = Parameters<Extract<NonNullable<Exclude<Options, boolean>['groups']>[number]['name'], (...args: never[]) => unknown>>[1]

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/
const PACKAGE = /[\\/]node_modules[\\/]/
const SOURCE = /[\\/](src|machines)[\\/]/
const MACHINES_RUNTIME = /[\\/]node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/
const VISITOR = /[\\/]src[\\/](features[\\/]visitor[\\/]|contract[\\/]content\.ts$)/
const LANDING_ENTRY = fileURLToPath(new URL(STATIC_HOME_SCRIPT, import.meta.url))

/** Every module the static home's script reaches through static or lazy imports. */
export function landingModules(ctx: Context, entry = LANDING_ENTRY): Set<string> {
  const seen = new Set<string>()
  const queue = [entry]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    const info = ctx.getModuleInfo(id)
    queue.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []))
  }
  return seen
}

function group(name: string, test: RegExp, minShareCount: number, priority: number, landing: (ctx: Context) => Set<string>, except?: RegExp) {
  return {
    name: (id: string, ctx: Context) => (test.test(id) && !except?.test(id) && !landing(ctx).has(id) ? name : null),
    minShareCount,
    priority,
  }
}

export function chunkGroups(landingEntry = LANDING_ENTRY): Options {
  const reached = new WeakMap<Context, Set<string>>()
  const landing = (ctx: Context) => {
    const known = reached.get(ctx)
    if (known) return known
    const found = landingModules(ctx, landingEntry)
    reached.set(ctx, found)
    return found
  }
  return {
    // Only the matched modules join a group; what they import is placed on its own merits.
    includeDependenciesRecursively: false,
    groups: [
      group('react', REACT, 1, 3, landing),
      group('vendor', PACKAGE, 4, 2, landing, MACHINES_RUNTIME),
      group('shared', SOURCE, 6, 1, landing, VISITOR),
    ],
  }
}

// Issue 9 (TBT): the browser evaluates a page's static module graph (react, vendor, shared and
// the entry) in one task: 45-120 ms here, 0.4-0.9 s on Lighthouse's 8x phone, the longest task
// of every app page, with input to the painted page waiting behind it. `vendor`, `shared` and
// the entry each start with a top-level await that yields to the browser, so the graph is
// evaluated in four tasks: the runtime and react, vendor, shared, the entry. A module with a
// top-level await makes the modules importing it wait for it, and nothing else: the chunks
// import one another without cycles (react ← vendor ← shared ← entry), so the order is the
// same as before. A message, not a timer: a hidden tab's timers may wait a second each.
export const YIELD_TO_BROWSER = 'await new Promise((r)=>{const c=new MessageChannel();c.port1.onmessage=()=>r();c.port2.postMessage(0)});'

type ChunkName = { name: string; isEntry: boolean }

/** Which of the four chunks every app page starts with this one is, if any. */
function startUpChunk(chunk: ChunkName): 'react' | 'vendor' | 'shared' | 'index' | null {
  if (chunk.isEntry) return chunk.name === 'index' ? 'index' : null
  return chunk.name === 'react' || chunk.name === 'vendor' || chunk.name === 'shared' ? chunk.name : null
}

/** The banner of a chunk of the app's build (rolldown `output.banner`): the yield, or nothing. */
export function chunkBanner(chunk: ChunkName): string {
  const start = startUpChunk(chunk)
  return start !== null && start !== 'react' ? YIELD_TO_BROWSER : ''
}

// Issue 9 (TBT): V8 compiles a function when it is first called unless told otherwise, and that
// compilation runs on the main thread, in the middle of the app's first tasks. Chromium 136+
// reads `//# allFunctionsCalledOnLoad` at the top of a script as a hint to compile all of its
// functions at once, on a background thread while the script streams in (other browsers ignore
// the comment). The four chunks every app page starts with get it: react, vendor, shared and
// the entry. Route and lazy chunks do not: each hint costs ~25 bytes gzip, and the hotel list
// has less than that to spare per chunk under its 260 KB budget. The hint must come first in
// the file, ahead of the preload map Vite writes into a chunk in its own generateBundle, hence a
// plugin that runs after it rather than rolldown's banner options. Like that map, it is added
// after the file names' hashes are taken; a copy cached without it runs the same code.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** Whether a chunk of the app's build starts with the compile hint. */
export function takesCompileHint(chunk: ChunkName): boolean {
  return startUpChunk(chunk) !== null
}

type SourceMapLike = { mappings: string }

/** The chunk's code with the hint as its first line, and its source map moved down that line. */
export function withCompileHint<M extends SourceMapLike>(code: string, map?: M | null): { code: string; map?: M | null } {
  if (code.startsWith(COMPILE_HINT)) return { code, map }
  // A shebang must stay first; the app's chunks have none, so such a chunk is left alone.
  if (code.startsWith('#!')) return { code, map }
  return { code: `${COMPILE_HINT}\n${code}`, map: map ? { ...map, mappings: `;${map.mappings}` } : map }
}

export function compileHints(): Plugin {
  return {
    name: 'harborline-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !takesCompileHint(chunk)) continue
          const next = withCompileHint(chunk.code, chunk.map)
          if (next.code === chunk.code) continue
          chunk.code = next.code
          if (chunk.map && next.map) {
            chunk.map.mappings = next.map.mappings
            const asset = bundle[`${chunk.fileName}.map`]
            if (asset?.type === 'asset') asset.source = chunk.map.toString()
          }
        }
      },
    },
  }
}
