import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterAll } from 'vitest'

// The Chakra patch tests (chakra-patches.test.ts, chakra-insertion.test.ts) load shipped and
// patched copies of the installed @chakra-ui/react side by side.

const require = createRequire(import.meta.url)

/** The installed Chakra's esm build. */
export const CHAKRA_ESM = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm')

/** One file of the installed Chakra's esm build. */
export const readChakra = (rel: string): string => readFileSync(path.join(CHAKRA_ESM, rel), 'utf8')

/**
 * A directory for one test file's copies, removed after its tests. It is under node_modules, so
 * the copies' bare imports (react, @emotion/…) resolve to the installed packages. `copy` makes a
 * whole copy of Chakra's esm build with some files replaced, so their relative imports resolve,
 * and returns its root.
 */
export function chakraCopies(prefix: string): { dir: string; copy: (name: string, files: Record<string, string>) => string } {
  const cache = path.join(path.dirname(require.resolve('vitest/package.json')), '..', '.cache')
  mkdirSync(cache, { recursive: true })
  const dir = mkdtempSync(path.join(cache, prefix))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  return {
    dir,
    copy(name, files) {
      const root = path.join(dir, name)
      cpSync(CHAKRA_ESM, root, { recursive: true })
      for (const [rel, code] of Object.entries(files)) writeFileSync(path.join(root, rel), code)
      return root
    },
  }
}
