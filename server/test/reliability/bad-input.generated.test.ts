import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { loginFormSchema } from '../../../src/contract/account'
import { fuzzyQuerySchema } from '../../../src/contract/hotel'
import { cancelOrderRequestSchema, createOrderRequestSchema, orderListRequestSchema, orderNumRequestSchema } from '../../../src/contract/order'
import { blogListQuerySchema, demoAppointmentSchema, listMessagesQuerySchema, sendMessageSchema } from '../../../src/contract/content'
import { couponRedeemRequestSchema, orderCouponRequestSchema, orderPayRequestSchema, payLinkStatusRequestSchema, shareViewRequestSchema } from '../../../src/contract/payment'
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
  schema: z.ZodMiniObject
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
  /** The share of requests the schema must refuse (default a third); lower for a field that takes almost any string. */
  minRejectedShare?: number
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
  // Visitor content (issue 8). Valid leads would be stored, so only refused ones are sent;
  // chat requests name a conversation that does not exist, so even valid ones are refused.
  {
    name: 'POST /b2b/demo_appointment',
    method: 'POST',
    path: '/b2b/demo_appointment',
    encoding: 'json',
    schema: demoAppointmentSchema,
    valid: { email: 'lead@example.com', first_name: 'Mei', last_name: 'Tanaka', phone: '+81 3 1234 5678', locale: 'ja' },
    runs: 100,
  },
  {
    name: 'POST /api/v1/messages/',
    method: 'POST',
    path: '/api/v1/messages/',
    encoding: 'json',
    schema: sendMessageSchema,
    valid: { conversation: 'A'.repeat(43), body: 'hello' },
    validIsRefused: true,
    runs: 60,
  },
  {
    name: 'GET /api/v1/messages/',
    method: 'GET',
    path: '/api/v1/messages/',
    encoding: 'query',
    schema: listMessagesQuerySchema,
    valid: { conversation: 'A'.repeat(43), after: '0' },
    validIsRefused: true,
    runs: 40,
  },
  {
    name: 'GET /static/v2/blog/list',
    method: 'GET',
    path: '/static/v2/blog/list',
    encoding: 'query',
    schema: blogListQuerySchema,
    valid: { page: '1', page_size: '10', locale: 'en-US' },
    runs: 60,
  },
  // Orders (issue 5), as the main account. Numeric fields never take a string, so create_order
  // and cancel_order requests are always refused; order_detail's valid number does not exist.
  {
    name: 'POST /booking/v2/create_order',
    method: 'POST',
    path: '/booking/v2/create_order',
    encoding: 'json',
    schema: createOrderRequestSchema,
    valid: { hotelId: '1', roomTypeId: '11', roomId: '111', checkIn: '2027-01-10', checkOut: '2027-01-12', roomNum: '1', nation: 'CN', currencyCode: 'CNY', totalPrice: '100', specialRequests: '' },
    as: 'main',
    runs: 80,
  },
  {
    name: 'POST /booking/v2/order_list',
    method: 'POST',
    path: '/booking/v2/order_list',
    encoding: 'json',
    schema: orderListRequestSchema,
    valid: { guestName: 'Lin', orderNum: 'HL2611', hotelName: 'Harbor', checkInFrom: '2026-12-01', createdTo: '2026-12-31' },
    as: 'main',
    runs: 80,
  },
  {
    name: 'POST /booking/v2/order_detail',
    method: 'POST',
    path: '/booking/v2/order_detail',
    encoding: 'json',
    schema: orderNumRequestSchema,
    valid: { orderNum: 'HL000000000000' },
    validIsRefused: true,
    as: 'main',
    runs: 50,
    // orderNum takes any 1-32 characters, so most junk strings pass the schema (and get 404).
    minRejectedShare: 0.2,
  },
  {
    name: 'POST /booking/v2/cancel_order',
    method: 'POST',
    path: '/booking/v2/cancel_order',
    encoding: 'json',
    schema: cancelOrderRequestSchema,
    valid: { orderNum: 'HL000000000000', expectedPenalty: '0' },
    as: 'main',
    runs: 50,
  },
  // Payments (issue 6), as the main account. expectedTotal never takes a string, so order_pay
  // is always refused; the valid coupon/share/redeem requests name nothing that exists.
  { name: 'POST /booking/v2/order_pay', method: 'POST', path: '/booking/v2/order_pay', encoding: 'json', schema: orderPayRequestSchema, valid: { orderNum: 'HL000000000000', route: 'credit', expectedTotal: '1' }, as: 'main', runs: 40 },
  { name: 'POST /booking/v2/order_coupon', method: 'POST', path: '/booking/v2/order_coupon', encoding: 'json', schema: orderCouponRequestSchema, valid: { orderNum: 'HL000000000000', couponCode: 'WELCOME50' }, validIsRefused: true, as: 'main', runs: 40 },
  { name: 'POST /wap/booking/pay_link_status', method: 'POST', path: '/wap/booking/pay_link_status', encoding: 'json', schema: payLinkStatusRequestSchema, valid: { token: `${'A'.repeat(20)}.${'B'.repeat(43)}` }, runs: 40 },
  { name: 'GET /wap/booking/share', method: 'GET', path: '/wap/booking/share', encoding: 'query', schema: shareViewRequestSchema, valid: { token: `${'A'.repeat(20)}.${'B'.repeat(43)}` }, validIsRefused: true, runs: 40 },
  { name: 'POST /b2b/coupon/redeem', method: 'POST', path: '/b2b/coupon/redeem', encoding: 'json', schema: couponRedeemRequestSchema, valid: { code: 'NO-SUCH-CODE' }, validIsRefused: true, as: 'main', runs: 40 },
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

/** A stable 32-bit seed from a target's name (FNV-1a). */
function seedOf(name: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193)
  return h | 0
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
        // A fixed seed per target: the same requests every run, so the generator check below
        // cannot fail by chance (unseeded, order_detail's share of refused requests varied
        // around the old one-third bar and failed CI now and then).
        { numRuns: target.runs, seed: seedOf(target.name) },
      )
      // The generator must mostly produce requests the schema refuses, or it tests little.
      expect(schemaRejected).toBeGreaterThan(target.runs * (target.minRejectedShare ?? 1 / 3))
      expect(diffSnapshots(before, await snapshotTables(t), target.mayWrite)).toEqual([])
    })
  }
})
