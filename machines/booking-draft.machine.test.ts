import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import {
  bookingDraftMachine,
  draftStateOf,
  MAX_IN_FLIGHT_RETRIES,
  SETTLED_STATES,
  type CheckResult,
  type DraftMachineInput,
  type SubmitFailure,
  type SubmitPayload,
} from './booking-draft.machine'

const DRAFT_ID = '0b7c2f3e-4a1d-4c55-9a7e-2f1e6d5b8c90'

const payload: SubmitPayload = {
  priceSeen: 1200,
  check: { sid: '1:2:3', currency: 'CNY', checkIn: '2026-12-01', checkOut: '2026-12-03', adultNum: 2, childNum: 0, childrenAges: [], roomNum: 1, nation: 'CN', expectedTotal: 1200 },
  order: {
    hotelId: 1, roomTypeId: 2, roomId: 3, checkIn: '2026-12-01', checkOut: '2026-12-03', roomNum: 1, nation: 'CN', currencyCode: 'CNY', totalPrice: 1200,
    contactsInfo: { firstName: 'Mei', lastName: 'Lin', phone: '+86 138 0000 0000' },
    roomInfos: [{ adultNum: 2, childNum: 0, clientInfos: [{ firstName: 'Mei', lastName: 'Lin', type: 'ADU' }, { firstName: 'Tao', lastName: 'Lin', type: 'ADU' }] }],
    specialRequests: '',
  },
}

interface Script {
  lock?: 'ok' | 'busy'
  checks?: Array<CheckResult | SubmitFailure>
  creates?: Array<{ orderNum: string } | SubmitFailure>
}

function run(script: Script, input: Partial<DraftMachineInput> = {}) {
  const calls = { checks: 0, creates: [] as Array<{ draftId: string; total: number }>, released: 0, locked: 0 }
  const checks = [...(script.checks ?? [])]
  const creates = [...(script.creates ?? [])]
  const machine = bookingDraftMachine.provide({
    actors: {
      acquireLock: fromCallback(({ sendBack }) => {
        if (script.lock === 'busy') {
          sendBack({ type: 'LOCK_BUSY' })
          return
        }
        calls.locked++
        sendBack({ type: 'LOCKED' })
        return () => void calls.released++
      }),
      checkAvailable: fromPromise(async () => {
        calls.checks++
        const next = checks.shift()
        if (!next) throw new Error('unexpected check_available')
        if ('kind' in next) throw next
        return next
      }),
      createOrder: fromPromise(async ({ input }) => {
        calls.creates.push({ draftId: input.draftId, total: input.payload.order.totalPrice })
        const next = creates.shift()
        if (!next) throw new Error('unexpected create_order')
        if ('kind' in next) throw next
        return next
      }),
    },
    delays: { inFlightRetry: 5 },
  })
  const actor = createActor(machine, { input: { draftId: DRAFT_ID, ...input } })
  actor.start()
  const settled = () => waitFor(actor, (s) => SETTLED_STATES.some((v) => s.matches(v)) && !s.matches('editing') || s.status === 'done', { timeout: 2000 })
  return { actor, calls, settled }
}

describe('booking-draft machine', () => {
  it('same price → create_order with the draft id as key → submitted', async () => {
    const { actor, calls, settled } = run({ checks: [{ available: true, total: 1200 }], creates: [{ orderNum: 'H001' }] })
    actor.send({ type: 'SUBMIT', payload })
    const s = await settled()
    expect(s.value).toBe('submitted')
    expect(s.context.orderNum).toBe('H001')
    expect(calls.creates).toEqual([{ draftId: DRAFT_ID, total: 1200 }])
    expect(calls.released).toBe(1)
    expect(draftStateOf(s.value)).toBe('submitted')
  })

  it('price changed → needs review, nothing booked; accepting moves to editing with the new price', async () => {
    const { actor, calls, settled } = run({ checks: [{ available: true, total: 1350 }] })
    actor.send({ type: 'SUBMIT', payload })
    const s = await settled()
    expect(s.value).toBe('needsReview')
    expect(s.context.newTotal).toBe(1350)
    expect(calls.creates).toHaveLength(0)
    expect(calls.released).toBe(1)
    actor.send({ type: 'ACCEPT_PRICE' })
    const after = actor.getSnapshot()
    expect(after.value).toBe('editing')
    expect(after.context.payload?.priceSeen).toBe(1350)
    expect(after.context.payload?.order.totalPrice).toBe(1350)
    expect(draftStateOf(after.value)).toBe('editing')
  })

  it('sold out → needs review; DISCARD ends it', async () => {
    const { actor, calls, settled } = run({ checks: [{ available: false, total: null }] })
    actor.send({ type: 'SUBMIT', payload })
    expect((await settled()).context.failure).toEqual({ kind: 'sold_out' })
    expect(calls.creates).toHaveLength(0)
    actor.send({ type: 'DISCARD' })
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('offline during the check → queued, and REPLAY later books it once', async () => {
    const { actor, calls, settled } = run({ checks: [{ kind: 'offline' }, { available: true, total: 1200 }], creates: [{ orderNum: 'H002' }] })
    actor.send({ type: 'SUBMIT', payload })
    const s = await settled()
    expect(s.value).toBe('queued')
    expect(draftStateOf(s.value)).toBe('queued')
    actor.send({ type: 'REPLAY' })
    const done = await waitFor(actor, (x) => x.status === 'done')
    expect(done.context.orderNum).toBe('H002')
    expect(calls.checks).toBe(2)
    expect(calls.creates).toHaveLength(1)
  })

  it('a thrown non-failure (bug, contract drift) keeps the draft queued rather than losing it', async () => {
    const { actor, settled } = run({ checks: [{ available: true, total: 1200 }], creates: [] })
    actor.send({ type: 'SUBMIT', payload })
    expect((await settled()).value).toBe('queued')
  })

  it('401 → queued with needsLogin (the draft is kept)', async () => {
    const { actor, settled } = run({ checks: [{ available: true, total: 1200 }], creates: [{ kind: 'unauthenticated' }] })
    actor.send({ type: 'SUBMIT', payload })
    const s = await settled()
    expect(s.value).toBe('queued')
    expect(s.context.needsLogin).toBe(true)
  })

  it('409 in flight → retries after a pause and gets the same order', async () => {
    const { actor, calls, settled } = run({ checks: [{ available: true, total: 1200 }], creates: [{ kind: 'in_flight' }, { kind: 'in_flight' }, { orderNum: 'H003' }] })
    actor.send({ type: 'SUBMIT', payload })
    const s = await settled()
    expect(s.value).toBe('submitted')
    expect(calls.creates.map((c) => c.draftId)).toEqual([DRAFT_ID, DRAFT_ID, DRAFT_ID])
  })

  it('409 in flight that never clears → queued after the retries', async () => {
    const creates = Array.from({ length: MAX_IN_FLIGHT_RETRIES + 1 }, () => ({ kind: 'in_flight' as const }))
    const { actor, calls, settled } = run({ checks: [{ available: true, total: 1200 }], creates })
    actor.send({ type: 'SUBMIT', payload })
    const s = await settled()
    expect(s.value).toBe('queued')
    expect(s.context.failure?.kind).toBe('in_flight')
    expect(calls.creates).toHaveLength(MAX_IN_FLIGHT_RETRIES + 1)
  })

  it('422 key mismatch → failed with the message; SUBMIT again is allowed', async () => {
    const { actor, settled } = run({ checks: [{ available: true, total: 1200 }], creates: [{ kind: 'mismatch', message: 'key reused' }] })
    actor.send({ type: 'SUBMIT', payload })
    const s = await settled()
    expect(s.value).toBe('failed')
    expect(s.context.failure).toEqual({ kind: 'mismatch', message: 'key reused' })
    expect(s.can({ type: 'SUBMIT', payload })).toBe(true)
  })

  it('400 with field errors → failed, fields kept for the form', async () => {
    const fields = [{ field: 'contactsInfo.phone', message: 'must be a phone number' }]
    const { actor, settled } = run({ checks: [{ available: true, total: 1200 }], creates: [{ kind: 'invalid', fields }] })
    actor.send({ type: 'SUBMIT', payload })
    expect((await settled()).context.failure?.fields).toEqual(fields)
  })

  it('422 price changed at create → checks once more, then needs review with the new total', async () => {
    const { actor, calls, settled } = run({
      checks: [{ available: true, total: 1200 }, { available: true, total: 1290 }],
      creates: [{ kind: 'price_changed', currentTotal: 1290 }],
    })
    actor.send({ type: 'SUBMIT', payload })
    const s = await settled()
    expect(s.value).toBe('needsReview')
    expect(s.context.newTotal).toBe(1290)
    expect(calls.checks).toBe(2)
  })

  it('another tab holds the lock → busy, nothing is called', async () => {
    const { actor, calls, settled } = run({ lock: 'busy' })
    actor.send({ type: 'SUBMIT', payload })
    const s = await settled()
    expect(s.value).toBe('busy')
    expect(draftStateOf(s.value)).toBeNull()
    expect(calls.checks).toBe(0)
  })

  it('stopping mid-submission releases the lock', async () => {
    const never = fromPromise<CheckResult, SubmitPayload>(() => new Promise(() => {}))
    const released = vi.fn()
    const actor = createActor(
      bookingDraftMachine.provide({
        actors: {
          acquireLock: fromCallback(({ sendBack }) => {
            sendBack({ type: 'LOCKED' })
            return released
          }),
          checkAvailable: never,
        },
      }),
      { input: { draftId: DRAFT_ID } },
    ).start()
    actor.send({ type: 'SUBMIT', payload })
    expect(draftStateOf(actor.getSnapshot().value)).toBe('submitting')
    actor.stop()
    expect(released).toHaveBeenCalledTimes(1)
  })

  it('resumes a stored queued draft and replays it', async () => {
    const { actor, settled } = run({ checks: [{ available: true, total: 1200 }], creates: [{ orderNum: 'H004' }] }, { state: 'queued', payload })
    expect(actor.getSnapshot().value).toBe('queued')
    actor.send({ type: 'REPLAY' })
    expect((await settled()).context.orderNum).toBe('H004')
  })

  it('resumes a stored price review', () => {
    const { actor } = run({}, { state: 'needs_review', payload, failure: { kind: 'price_changed', currentTotal: 1400 } })
    expect(actor.getSnapshot().value).toBe('needsReview')
    actor.send({ type: 'ACCEPT_PRICE' })
    expect(actor.getSnapshot().context.payload?.priceSeen).toBe(1400)
  })

  it('REPLAY without a payload is ignored in editing', () => {
    const { actor } = run({})
    actor.send({ type: 'REPLAY' })
    expect(actor.getSnapshot().value).toBe('editing')
  })
})
