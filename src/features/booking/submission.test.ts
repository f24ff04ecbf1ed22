import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { bookingDraftMachine, type CheckResult } from '../../../machines/booking-draft.machine'
import { HotelPaths, OrderErrorCode, OrderPaths, checkAvailableResponseSchema, rateInfoSchema } from '../../contract'
import { ApiError } from '../../lib/api/errors'
import { draftFixture } from '../../lib/offline/draft.fixture'
import { setupMswServer } from '../../test/msw'
import { draftPatchOf, machineFor, orderRequestOf, payloadOf, toSubmitFailure } from './submission'
import { fieldKeyOf, validateDraft } from './validation'

const filled = () =>
  draftFixture({
    form: {
      contact: { firstName: ' Mei ', lastName: 'Lin', phone: '+86 138 0000 0000' },
      rooms: [{ guests: [{ firstName: 'Mei', lastName: 'Lin', type: 'ADU' }, { firstName: 'Tao', lastName: 'Lin', type: 'ADU' }, { firstName: 'Yu', lastName: 'Lin', type: 'CHD', age: 7 }] }],
      specialRequests: '',
    },
  })

describe('booking submission glue', () => {
  it('builds the §3 create-order payload from the draft (trimmed, counts per room)', () => {
    const body = orderRequestOf(filled())
    expect(body).toMatchObject({ hotelId: 1, roomTypeId: 2, roomId: 3, roomNum: 1, totalPrice: 1200, currencyCode: 'CNY' })
    expect(body.contactsInfo.firstName).toBe('Mei')
    expect(body.roomInfos[0]).toMatchObject({ adultNum: 2, childNum: 1 })
    expect(body.roomInfos[0]!.clientInfos[2]).toEqual({ firstName: 'Yu', lastName: 'Lin', type: 'CHD', age: 7 })
    expect(validateDraft(filled())).toEqual([])
  })

  it('names every empty or bad field in form order', () => {
    const d = draftFixture()
    d.form.contact.phone = 'call me'
    d.form.rooms[0]!.guests[1]!.lastName = 'O;Brien'
    const problems = validateDraft(d)
    expect(problems.slice(0, 4)).toEqual([
      { key: 'contact.firstName', problem: 'required' },
      { key: 'contact.lastName', problem: 'required' },
      { key: 'contact.phone', problem: 'phone' },
      { key: 'rooms.0.guests.0.firstName', problem: 'required' },
    ])
    expect(problems).toContainEqual({ key: 'rooms.0.guests.1.lastName', problem: 'invalid_chars' })
  })

  it('maps server field paths onto form fields', () => {
    expect(fieldKeyOf('contactsInfo.phone')).toBe('contact.phone')
    expect(fieldKeyOf('roomInfos.0.clientInfos.2.lastName')).toBe('rooms.0.guests.2.lastName')
    expect(fieldKeyOf('hotelId')).toBeNull()
  })

  it('maps API errors onto machine failures', () => {
    expect(toSubmitFailure(new ApiError({ kind: 'network', status: 0 })).kind).toBe('offline')
    expect(toSubmitFailure(new ApiError({ kind: 'http', status: 503 })).kind).toBe('offline')
    expect(toSubmitFailure(new ApiError({ kind: 'unauthenticated', status: 401 })).kind).toBe('unauthenticated')
    expect(toSubmitFailure(new ApiError({ kind: 'auth-expired', status: 401, handled: true })).kind).toBe('unauthenticated')
    expect(toSubmitFailure(new ApiError({ kind: 'forbidden', status: 403 })).kind).toBe('forbidden')
    expect(toSubmitFailure(new ApiError({ kind: 'http', status: 409, code: OrderErrorCode.IDEMPOTENCY_IN_FLIGHT })).kind).toBe('in_flight')
    expect(toSubmitFailure(new ApiError({ kind: 'http', status: 409, code: OrderErrorCode.SOLD_OUT })).kind).toBe('sold_out')
    expect(toSubmitFailure(new ApiError({ kind: 'http', status: 422, code: OrderErrorCode.PRICE_CHANGED })).kind).toBe('price_changed')
    expect(toSubmitFailure(new ApiError({ kind: 'http', status: 422, code: OrderErrorCode.IDEMPOTENCY_MISMATCH, serverMessage: 'x' }))).toEqual({ kind: 'mismatch', message: 'x' })
    const invalid = toSubmitFailure(new ApiError({ kind: 'http', status: 400, code: 400, fieldErrors: [{ field: 'contactsInfo.phone', message: 'bad' }] }))
    expect(invalid).toMatchObject({ kind: 'invalid', fields: [{ field: 'contactsInfo.phone', message: 'bad' }] })
    expect(toSubmitFailure(new Error('boom')).kind).toBe('offline')
  })
})

describe('a booked draft keeps what was sent', () => {
  it('the submitted patch holds the sent form (trimmed), whatever the draft holds meanwhile', async () => {
    const sent = filled()
    const actor = createActor(
      bookingDraftMachine.provide({
        actors: {
          acquireLock: fromCallback(({ sendBack }) => sendBack({ type: 'LOCKED' })),
          checkAvailable: fromPromise(async (): Promise<CheckResult> => ({ available: true, total: 1200 })),
          createOrder: fromPromise(async () => ({ orderNum: 'HL1' })),
        },
      }),
      { input: { draftId: sent.id } },
    ).start()
    actor.send({ type: 'SUBMIT', payload: payloadOf(sent) })
    await waitFor(actor, (s) => s.status === 'done')
    // Another tab changed the draft after this payload was taken.
    const meanwhile = draftFixture({ form: { ...sent.form, specialRequests: 'changed later' } })
    const patch = draftPatchOf(actor.getSnapshot(), meanwhile)
    expect(patch).toMatchObject({ state: 'submitted', orderNum: 'HL1' })
    expect(patch?.form?.specialRequests).toBe('')
    expect(patch?.form?.contact.firstName).toBe('Mei')
    expect(patch?.form?.rooms[0]!.guests[2]).toEqual({ firstName: 'Yu', lastName: 'Lin', type: 'CHD', age: 7 })
  })
})

const server = setupMswServer()
const ok = (data: unknown) => HttpResponse.json({ header: { code: 0, message: 'Success' }, data })
/** check_available quoting the price the agent saw (1200): only create_order tells otherwise. */
const samePrice = () =>
  ok(
    checkAvailableResponseSchema.parse({
      available: true,
      priceChanged: false,
      previousTotal: 1200,
      rate: rateInfoSchema.parse({
        sid: '1:2:3', rateCode: 'BB', name: 'Breakfast for 2', nameCN: '含双早', roomTypeCode: 'DK', allotment: 2, maxOccupancy: 3, maxChildren: 1,
        currencyCode: 'CNY', totalPrice: 1200, totalTaxAndFee: 120, mealInfo: { mealType: 'breakfast', mealCount: 2 },
        paxRooms: { roomCount: 1, adults: 2, children: 1, childrenAges: [7], dailyPriceInfo: [] },
        refundable: true, cancelPolicyInfos: [], bookable: true, unavailableReason: null,
      }),
      hotel: { id: 1, nameEn: 'Harbour Hotel', nameZh: '海港酒店' },
      roomTypeName: 'Deluxe King',
      roomTypeNameCN: '豪华大床房',
      quotedAt: '2026-11-21T08:00:00Z',
    }),
  )

async function attempt(draft = filled()) {
  const actor = createActor(machineFor({ background: true }), { input: { draftId: draft.id } }).start()
  actor.send({ type: 'SUBMIT', payload: payloadOf(draft) })
  const snapshot = await waitFor(actor, (s) => !s.matches('submitting') && !s.matches('editing'), { timeout: 10_000 })
  actor.stop()
  return { snapshot, patch: draftPatchOf(snapshot, draft) }
}

describe('create_order answers, through the API client', () => {
  it("PRICE_CHANGED → the review holds the server's current total (so the new price can be accepted)", async () => {
    server.use(
      http.post(HotelPaths.checkAvailable, samePrice),
      http.post(OrderPaths.createOrder, () =>
        HttpResponse.json({ header: { code: OrderErrorCode.PRICE_CHANGED, message: 'totalPrice: the price has changed' }, data: { currentTotal: 1350 } }, { status: 422 }),
      ),
    )
    const { snapshot, patch } = await attempt()
    expect(snapshot.matches('needsReview')).toBe(true)
    expect(snapshot.context.failure).toMatchObject({ kind: 'price_changed', currentTotal: 1350 })
    expect(snapshot.context.newTotal).toBe(1350)
    expect(patch).toMatchObject({ state: 'needs_review', lastError: { kind: 'price_changed', newTotal: 1350 } })
  })

  it('PRICE_CHANGED without a usable total → no new price is made up', () => {
    const changed = (data: unknown) => toSubmitFailure(new ApiError({ kind: 'http', status: 422, code: OrderErrorCode.PRICE_CHANGED, data }))
    expect(changed({ currentTotal: 1350.5 }).currentTotal).toBe(1350.5)
    expect(changed({ currentTotal: '1350' }).currentTotal).toBeUndefined()
    expect(changed({ currentTotal: Number.NaN }).currentTotal).toBeUndefined()
    expect(changed(null).currentTotal).toBeUndefined()
    expect(changed(undefined).currentTotal).toBeUndefined()
  })

  it('no answer to create_order → the stored failure says it was sent', async () => {
    server.use(http.post(HotelPaths.checkAvailable, samePrice), http.post(OrderPaths.createOrder, () => HttpResponse.error()))
    const { snapshot, patch } = await attempt()
    expect(snapshot.matches('queued')).toBe(true)
    expect(patch).toMatchObject({ state: 'queued', lastError: { kind: 'offline', sent: true } })
  })

  it('no answer to check_available → create_order never went out: not "sent"', async () => {
    server.use(http.post(HotelPaths.checkAvailable, () => HttpResponse.error()))
    const { patch } = await attempt()
    expect(patch?.state).toBe('queued')
    expect(patch?.lastError?.kind).toBe('offline')
    expect(patch?.lastError?.sent).toBeUndefined()
  })

  it('a later attempt that fails before create_order keeps "sent": only create_order answers for the earlier one', async () => {
    server.use(http.post(HotelPaths.checkAvailable, () => HttpResponse.error()))
    const earlier = { ...filled(), state: 'queued' as const, lastError: { kind: 'offline' as const, sent: true } }
    const { patch } = await attempt(earlier)
    expect(patch).toMatchObject({ state: 'queued', lastError: { kind: 'offline', sent: true } })
    // Once create_order answers, the flag goes with the failure.
    server.use(http.post(HotelPaths.checkAvailable, samePrice), http.post(OrderPaths.createOrder, () => HttpResponse.json({ header: { code: OrderErrorCode.SOLD_OUT, message: 'sold out' }, data: null }, { status: 409 })))
    const answered = await attempt(earlier)
    expect(answered.patch?.lastError?.sent).toBeUndefined()
  })
})
