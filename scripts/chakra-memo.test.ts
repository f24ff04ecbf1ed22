// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { patchChakraMemo } from '../chakra-memo.config'

// The build replaces Chakra's memo (chakra-memo.config.ts). Both versions are loaded from the
// installed file and must give the same results for the same arguments.

type Memo = <A extends unknown[], R>(fn: (...args: A) => R) => (...args: A) => R

const require = createRequire(import.meta.url)
const memoFile = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/utils/memo.js')
const shipped = readFileSync(memoFile, 'utf8')
const dir = mkdtempSync(path.join(tmpdir(), 'chakra-memo-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function load(name: string, code: string): Promise<Memo> {
  const file = path.join(dir, `${name}.mjs`)
  writeFileSync(file, code)
  return ((await import(pathToFileURL(file).href)) as { memo: Memo }).memo
}

/** Arguments Chakra's style functions get: tokens, numbers, style objects, several arguments. */
const CALLS: unknown[][] = [
  ['colors.brand.700'], ['1'], [1], [true], ['true'], [null], [undefined], [0], [-0], [Number.NaN],
  [{ color: 'fg', _hover: { bg: 'bg.muted' } }], [{ _hover: { bg: 'bg.muted' }, color: 'fg' }],
  [{ px: [2, 4] }], [['sm', 'md']], ['padding', '4'], ['padding', 4], [{ a: 1 }, { b: 2 }],
]

describe('Chakra memo patch', () => {
  it('applies to the installed @chakra-ui/react', () => {
    expect(() => patchChakraMemo(shipped)).not.toThrow()
  })

  it('refuses a memo.js it was not written for', () => {
    expect(() => patchChakraMemo(shipped.replace('new LRUCache()', 'new LRUCache(1000)'))).toThrow(/review chakra-memo/)
  })

  it('returns what the shipped memo returns, computing each distinct argument list once', async () => {
    const original = await load('original', shipped)
    const patched = await load('patched', patchChakraMemo(shipped))
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
    const b = run(patched)
    expect(b.sameObjects).toBe(true)
    expect(b.calls).toEqual(a.calls)
    expect(b.first).toEqual(a.first)
    // 1 and '1', true and 'true', null and undefined are different arguments; -0 is 0, NaN is NaN,
    // and style objects with the same entries in another order are the same argument.
    expect(b.calls).toHaveLength(CALLS.length - 2)
  })

  it('keeps working past its size limit', async () => {
    const patched = await load('bounded', patchChakraMemo(shipped))
    let computed = 0
    const fn = patched((n: number) => ++computed && n * 2)
    for (let i = 0; i < 2_000; i++) expect(fn(i)).toBe(i * 2)
    expect(computed).toBe(2_000)
    expect(fn(1_999)).toBe(3_998)
    expect(computed).toBe(2_000)
  })
})
