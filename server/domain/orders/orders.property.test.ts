import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OrderErrorCode, type CreateOrderRequest } from '../../../src/contract/order'
import { allotmentTaken, idempotencyKeys, orders, users } from '../../db/schema'
import { createTestDb, type TestDb } from '../../test/test-db'
import { getCatalogue, getRates, type Catalogue, type Rates } from '../catalogue'
import { baseAllotment } from '../pricing'
import { addDays, stayDates } from '../rates-dates'
import { currentTotal, dayAhead, findRate, orderRequest, type Rate } from '../../routes/booking/test-helpers'
import { requestCancel } from './cancel'
import { OrderError } from './errors'
import { placeOrder } from './place'

// Issue #5 / #9 property: random retries, dropped responses (the client never saw the answer
// and sends the draft again) and concurrent duplicates (Promise.all of one key) of
// create_order, mixed with cancellations, against ONE room type with a tiny allotment.
// Whatever happens: never two orders for one key, never more rooms taken than the night's
// allotment, and allotment_taken always equals the rooms of the live orders.

const RUNS = Number(process.env.ORDER_PROPERTY_RUNS ?? 1000)
const KEYS = 4
const LIVE = ['UNPAID', 'PENDING', 'CONFIRMED'] as const

let tdb: TestDb
let cat: Catalogue
let rates: Rates
let rate: Rate
let agencyId = 0
let userId = 0
const day0 = dayAhead(30)
const nights3 = stayDates(day0, 3)
/** The stays a draft may ask for: (start offset, nights), overlapping on the middle night. */
const STAYS = [
  [0, 1],
  [0, 2],
  [1, 1],
  [1, 2],
] as const
const totals = new Map<string, number>()

type Draft = { stay: number; rooms: 1 | 2; priceOk: boolean }
type Command =
  | { kind: 'send'; key: number; tamper: boolean; drop: boolean }
  | { kind: 'burst'; key: number; copies: number }
  | { kind: 'cancel'; pick: number }

function request(d: Draft): CreateOrderRequest {
  const [offset, nights] = STAYS[d.stay] as readonly [number, number]
  const checkIn = addDays(day0, offset)
  const total = totals.get(`${d.stay}:${d.rooms}`) as number
  return orderRequest(rate, checkIn, nights, d.rooms, d.priceOk ? total : total + 1)
}

async function send(req: CreateOrderRequest, key: string): Promise<{ status: number; orderNum?: string; code?: number }> {
  try {
    const a = await placeOrder(tdb.db, cat, rates, { req, key, agencyId, userId, username: 'demo_agent', unpaidHoldMs: 30 * 60_000 })
    const body = a.body as { header: { code: number }; data: { orderNum?: string } | null }
    return { status: a.status, orderNum: body.data?.orderNum, code: body.header.code }
  } catch (e) {
    if (e instanceof OrderError) return { status: e.httpStatus, code: e.code }
    throw e
  }
}

const draftArb = fc.record({ stay: fc.integer({ min: 0, max: 3 }), rooms: fc.constantFrom(1 as const, 2 as const), priceOk: fc.boolean() })
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('send' as const), key: fc.nat(KEYS - 1), tamper: fc.boolean(), drop: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('burst' as const), key: fc.nat(KEYS - 1), copies: fc.integer({ min: 2, max: 4 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(7) }) },
)

beforeAll(async () => {
  tdb = await createTestDb()
  ;[cat, rates] = await Promise.all([getCatalogue(tdb.db), getRates(tdb.db)])
  rate = await findRate(tdb.db, { checkIn: day0, nights: 3, maxLeft: 3 })
  const [u] = await tdb.db.select({ id: users.id, agencyId: users.agencyId }).from(users).where(eq(users.username, 'demo_agent'))
  userId = u!.id
  agencyId = u!.agencyId!
  for (const [i, [offset, nights]] of STAYS.entries()) {
    for (const rooms of [1, 2]) totals.set(`${i}:${rooms}`, await currentTotal(tdb.db, rate, addDays(day0, offset), nights, rooms))
  }
})
afterAll(async () => {
  await tdb?.destroy()
})

describe('create_order under retries, dropped answers and concurrent duplicates', () => {
  it(`never double-books a key nor oversells a night (${RUNS} runs)`, { timeout: 1_200_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(draftArb, { minLength: KEYS, maxLength: KEYS }), fc.array(commandArb, { minLength: 1, maxLength: 6 }), async (drafts, commands) => {
        await tdb.db.delete(orders).where(eq(orders.roomTypeId, rate.roomTypeId))
        await tdb.db.delete(allotmentTaken).where(eq(allotmentTaken.roomTypeId, rate.roomTypeId))
        await tdb.db.delete(idempotencyKeys)
        const keys = Array.from({ length: KEYS }, () => randomUUID())
        const answered = new Map<number, Set<string>>()
        const acked = new Map<number, string>()
        const record = (key: number, r: { status: number; orderNum?: string; code?: number }) => {
          expect([200, 409, 422], JSON.stringify(r)).toContain(r.status)
          if (r.status === 409) expect([OrderErrorCode.SOLD_OUT, OrderErrorCode.IDEMPOTENCY_IN_FLIGHT]).toContain(r.code)
          if (r.status === 422) expect([OrderErrorCode.PRICE_CHANGED, OrderErrorCode.IDEMPOTENCY_MISMATCH]).toContain(r.code)
          if (r.status === 200) {
            const set = answered.get(key) ?? new Set<string>()
            set.add(r.orderNum as string)
            answered.set(key, set)
          }
        }
        for (const cmd of commands) {
          if (cmd.kind === 'send') {
            const d = drafts[cmd.key] as Draft
            const r = await send(request(cmd.tamper ? { ...d, rooms: d.rooms === 1 ? 2 : 1 } : d), keys[cmd.key] as string)
            record(cmd.key, r)
            // A dropped answer never reaches the client: it will simply send the draft again.
            if (r.status === 200 && !cmd.drop) acked.set(cmd.key, r.orderNum as string)
          } else if (cmd.kind === 'burst') {
            const req = request(drafts[cmd.key] as Draft)
            const rs = await Promise.all(Array.from({ length: cmd.copies }, () => send(req, keys[cmd.key] as string)))
            for (const r of rs) record(cmd.key, r)
          } else {
            const live = await tdb.db.select({ id: orders.id }).from(orders).where(and(eq(orders.roomTypeId, rate.roomTypeId), eq(orders.status, 'UNPAID'))).orderBy(orders.id)
            const target = live[cmd.pick % Math.max(1, live.length)]
            if (target) await tdb.db.transaction((tx) => requestCancel(tx, target.id, 0, new Date(), 1000))
          }
        }
        // One order per key at most, and every answer for a key names the same order.
        for (const set of answered.values()) expect(set.size).toBe(1)
        for (const [key, num] of acked) expect(answered.get(key)?.has(num)).toBe(true)
        const rows = await tdb.db.select().from(orders).where(eq(orders.roomTypeId, rate.roomTypeId))
        expect(rows.length).toBe(new Set([...answered.values()].flatMap((s) => [...s])).size)
        expect(rows.length).toBeLessThanOrEqual(KEYS)
        // Rooms: taken = rooms of live orders, and never above the night's allotment.
        const taken = new Map((await tdb.db.select().from(allotmentTaken).where(eq(allotmentTaken.roomTypeId, rate.roomTypeId))).map((r) => [r.night, r.taken]))
        const liveRows = rows.filter((o) => (LIVE as readonly string[]).includes(o.status))
        for (const night of nights3) {
          const expected = liveRows.filter((o) => o.checkIn <= night && night < o.checkOut).reduce((s, o) => s + o.roomNum, 0)
          expect(taken.get(night) ?? 0, night).toBe(expected)
          expect(expected).toBeLessThanOrEqual(baseAllotment({ id: rate.roomTypeId, baseAllotment: rate.baseAllotment }, night))
        }
        // Nothing stays claimed once every request has answered.
        const stuck = await tdb.db.select({ n: sql<number>`count(*)::int` }).from(idempotencyKeys).where(and(eq(idempotencyKeys.state, 'in_flight'), inArray(idempotencyKeys.key, keys)))
        expect(stuck[0]?.n).toBe(0)
      }),
      { numRuns: RUNS },
    )
  })
})
