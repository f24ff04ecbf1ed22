import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { loginFormSchema } from '../../../src/contract/account'
import { fuzzyQuerySchema } from '../../../src/contract/hotel'
import { createTestApp, type TestApp } from '../harness'
import { JUNK, type BadCase } from './bad-input.cases'
import { diffSnapshots, sessionFor, snapshotTables, type Role, type RoleSession } from './roles'
import { judge, send } from './send'
import { findControlChars } from '../../http/validate'

// Generated bad requests from the contract schemas: fast-check mutates a valid request field
// by field (absent, junk, unicode, lengths around the limits, extra keys). Whenever the
// schema rejects the result, the server must answer 400 naming the same field the schema
// names first; whatever the schema says, never a 5xx and nothing written but the throttle.
// Adding an endpoint is one entry in TARGETS.

type Target = {
  name: string
  method: 'GET' | 'POST'
  path: string
  encoding: 'form' | 'json' | 'query'
  schema: z.ZodObject
  /** A request the schema accepts (for validIsRefused targets, one the server refuses). */
  valid: Record<string, string>
  as?: Role
  /**
   * True when a request the schema accepts is still refused (wrong credentials), so such
   * cases are sent too; otherwise only schema-invalid requests are generated.
   */
  validIsRefused?: boolean
  mayWrite?: string[]
  runs: number
}

const TARGETS: Target[] = [
  {
    name: 'POST /b2b/login',
    method: 'POST',
    path: '/b2b/login',
    encoding: 'form',
    schema: loginFormSchema,
    // Schema-valid but the wrong password: no generated request can log in.
    valid: { username: 'demo_agent', password: 'NotThePassword1', emailCheckCode: '123456' },
    validIsRefused: true,
    mayWrite: ['auth_throttle'],
    runs: 150,
  },
  {
    name: 'GET /static/v2/hotel_fuzzy',
    method: 'GET',
    path: '/static/v2/hotel_fuzzy',
    encoding: 'query',
    schema: fuzzyQuerySchema,
    valid: { keyword: 'tokyo', limit: '8' },
    runs: 100,
  },
]

const junkString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...JUNK.map(([, v]) => v)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom('', ' ', '\t\n', '0', '-1', '1e309', 'true', '[]', '{}'),
  fc.integer({ min: 15, max: 140 }).map((n) => 'x'.repeat(n)),
)

function requestArb(target: Target): fc.Arbitrary<Record<string, string>> {
  const fields = Object.keys(target.schema.shape)
  const perField = Object.fromEntries(
    fields.map((f) => [f, fc.oneof(fc.constant<string | undefined>(target.valid[f]), fc.constant<string | undefined>(undefined), junkString)]),
  ) as Record<string, fc.Arbitrary<string | undefined>>
  const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !fields.includes(k)), junkString, { maxKeys: 3 })
  return fc.tuple(fc.record(perField), extra).map(([known, more]) => {
    const out: Record<string, string> = { ...more }
    for (const [k, v] of Object.entries(known)) if (v !== undefined) out[k] = v
    return out
  })
}

function toCase(target: Target, input: Record<string, string>): BadCase {
  // validate() refuses control characters before the schema runs, naming that field.
  const parsed = target.schema.safeParse(input)
  const field =
    findControlChars(input) ?? (parsed.success ? undefined : parsed.error.issues[0]?.path.map(String).join('.') || undefined)
  const base = { name: 'generated', method: target.method, as: target.as, field, mayWrite: target.mayWrite }
  if (target.encoding === 'query') return { ...base, path: `${target.path}?${new URLSearchParams(input)}` }
  return target.encoding === 'form' ? { ...base, path: target.path, form: input } : { ...base, path: target.path, json: input }
}

let t: TestApp
const sessions = new Map<Role, RoleSession>()
beforeAll(async () => {
  t = await createTestApp()
  for (const role of new Set(TARGETS.map((x) => x.as).filter((r): r is Exclude<Role, 'visitor'> => Boolean(r) && r !== 'visitor'))) {
    sessions.set(role, await sessionFor(t, role))
  }
})
afterAll(async () => {
  await t?.close()
})

describe('generated bad requests from the contract schemas', () => {
  for (const target of TARGETS) {
    it(`${target.name}: ${target.runs} mutated requests get a 4xx naming the schema's field`, async () => {
      const before = await snapshotTables(t)
      let schemaRejected = 0
      await fc.assert(
        fc.asyncProperty(requestArb(target), async (input) => {
          const c = toCase(target, input)
          if (!c.field && !target.validIsRefused) return
          fc.pre(JSON.stringify(input) !== JSON.stringify(target.valid))
          if (c.field) schemaRejected++
          const answer = await send(t, c, c.as ? (sessions.get(c.as) ?? null) : null)
          const problems = judge(c, answer)
          if (c.field && answer.status !== 400) problems.push(`schema rejects ${c.field} but status is ${answer.status}`)
          expect(problems, `${JSON.stringify(input).slice(0, 300)} → ${answer.status} ${answer.text.slice(0, 200)}`).toEqual([])
        }),
        { numRuns: target.runs },
      )
      // The generator must mostly produce requests the schema refuses, or it tests little.
      expect(schemaRejected).toBeGreaterThan(target.runs / 3)
      expect(diffSnapshots(before, await snapshotTables(t), target.mayWrite)).toEqual([])
    })
  }
})
