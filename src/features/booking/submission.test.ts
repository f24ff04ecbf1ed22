import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { bookingDraftMachine, type CheckResult } from '../../../machines/booking-draft.machine'
import { OrderErrorCode } from '../../contract'
import { ApiError } from '../../lib/api/errors'
import { draftFixture } from '../../lib/offline/draft.fixture'
import { draftPatchOf, orderRequestOf, payloadOf, toSubmitFailure } from './submission'
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
