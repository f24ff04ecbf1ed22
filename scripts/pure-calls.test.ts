// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { callPattern, callsOf, PURE_CALLS, REVIEWED_CALLERS, reviewProblem } from '../pure-calls.config'

const require = createRequire(import.meta.url)

describe('calls the build treats as pure', () => {
  it('finds calls to the names, not to longer names or to methods of other objects', () => {
    expect(callsOf('export const a = z.object({ b: z.string() })')).toEqual(['z'])
    expect(callsOf('const n = intParam (1, 9)')).toEqual(['intParam'])
    expect(callsOf('x.z(1); xz(2); $z(3); z_(4); const z = 1; y.z.object(5)')).toEqual([])
    expect(callsOf('z?.string().check(1)')).toEqual(['z'])
    expect(callsOf('a(),z(b),c()')).toEqual(['z'])
  })

  it('lets our code and zod call them, and stops an unreviewed dependency that does', () => {
    expect(reviewProblem('/app/src/contract/order.ts', 'z.object({})')).toBeNull()
    expect(reviewProblem('/app/machines/booking.ts', 'z.object({})')).toBeNull()
    expect(reviewProblem('/app/node_modules/zod/v4/mini/schemas.js', 'z.object()')).toBeNull()
    expect(reviewProblem('/app/node_modules/some-lib/index.js', 'function a(){}; a()')).toBeNull()
    expect(reviewProblem('/app/node_modules/some-lib/index.js?v=1', 'init();z(window)')).toMatch(/some-lib\/index\.js calls z, .*REVIEWED_CALLERS/)
    expect(reviewProblem('C:\\app\\node_modules\\some-lib\\a.js', 'freeText(1)')).toMatch(/some-lib\/a\.js calls freeText/)
  })

  it('names helpers that src/contract defines', () => {
    const dir = path.join(import.meta.dirname, '..', 'src', 'contract')
    const code = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .join('\n')
    for (const name of PURE_CALLS.filter((n) => n !== 'z')) expect(code, name).toMatch(new RegExp(`(function ${name}\\b|const ${name} = )`))
  })

  it('reviewed dependencies still call the names only for their results', () => {
    for (const file of Object.keys(REVIEWED_CALLERS)) {
      const code = readFileSync(require.resolve(file), 'utf8')
      expect(callsOf(code).length, file).toBeGreaterThan(0)
      // A call that starts a statement (or a comma sequence) is one made for its side effect.
      for (const name of callsOf(code)) expect(code, `${file}: ${name}`).not.toMatch(new RegExp(`(^|[;{},])\\s*${callPattern(name).source}`, 'm'))
    }
  })
})
