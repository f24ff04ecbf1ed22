import { createActor, fromCallback, fromPromise, waitFor, type SnapshotFrom } from 'xstate'
import {
  asFailure,
  bookingDraftMachine,
  draftStateOf,
  SETTLED_STATES,
  type SubmitFailure,
  type SubmitPayload,
} from '../../../machines/booking-draft.machine'
import { ErrorCode, OrderErrorCode, type CheckAvailableRequest, type CreateOrderRequest } from '../../contract'
import { isApiError } from '../../lib/api/errors'
import type { Draft, DraftError } from '../../lib/offline/draft-schema'
import type { DraftStore } from '../../lib/offline/drafts'
import { withFields, type FormFields } from '../../lib/offline/form-fields'
import { draftLockName, tryLock } from '../../lib/offline/locks'
import { postCreateOrder } from './api/create-order'
import { postRecheck } from './api/check-available'

// Glue between the pure booking-draft machine and the app: the draft → request payloads, the
// API client's errors → machine failures, and the machine's outcome → the stored draft.

export function checkRequestOf(draft: Draft): CheckAvailableRequest {
  return {
    sid: draft.sid,
    currency: draft.currency,
    checkIn: draft.stay.checkIn,
    checkOut: draft.stay.checkOut,
    adultNum: draft.stay.adultNum,
    childNum: draft.stay.childNum,
    childrenAges: draft.stay.childrenAges,
    roomNum: draft.stay.roomNum,
    nation: draft.stay.nation,
    expectedTotal: draft.priceSeen.total,
  }
}

/** The create_order body as typed (trimmed); validation happens against the contract schema. */
export function orderRequestOf(draft: Draft): CreateOrderRequest {
  const f = draft.form
  return {
    hotelId: draft.hotelId,
    roomTypeId: draft.roomTypeId,
    roomId: draft.rateId,
    checkIn: draft.stay.checkIn,
    checkOut: draft.stay.checkOut,
    roomNum: draft.stay.roomNum,
    nation: draft.stay.nation,
    currencyCode: draft.currency,
    totalPrice: draft.priceSeen.total,
    contactsInfo: { firstName: f.contact.firstName.trim(), lastName: f.contact.lastName.trim(), phone: f.contact.phone.trim() },
    roomInfos: f.rooms.map((room) => ({
      adultNum: room.guests.filter((g) => g.type === 'ADU').length,
      childNum: room.guests.filter((g) => g.type === 'CHD').length,
      clientInfos: room.guests.map((g) => ({
        firstName: g.firstName.trim(),
        lastName: g.lastName.trim(),
        type: g.type,
        ...(g.type === 'CHD' ? { age: g.age } : {}),
      })),
    })),
    specialRequests: f.specialRequests.trim(),
  }
}

/** The form's text fields as create_order carries them (form-fields.ts keys). */
export function sentFieldsOf(order: CreateOrderRequest): FormFields {
  const out: FormFields = {
    'contact.firstName': order.contactsInfo.firstName,
    'contact.lastName': order.contactsInfo.lastName,
    'contact.phone': order.contactsInfo.phone,
    specialRequests: order.specialRequests,
  }
  order.roomInfos.forEach((room, r) =>
    room.clientInfos.forEach((g, i) => {
      out[`rooms.${r}.guests.${i}.firstName`] = g.firstName
      out[`rooms.${r}.guests.${i}.lastName`] = g.lastName
    }),
  )
  return out
}

export function payloadOf(draft: Draft): SubmitPayload {
  return { check: checkRequestOf(draft), order: orderRequestOf(draft), priceSeen: draft.priceSeen.total }
}

/**
 * A failure of one attempt. `sent`: create_order itself failed without an answer (no response,
 * timeout, 5xx…) after the request went out, so the server may already have booked it. The
 * machine keeps the failure object as thrown, so the flag reaches its context and the stored draft.
 */
export type AttemptFailure = SubmitFailure & { sent?: boolean }

/** The attempt's failure as the machine holds it (with `sent` when create_order went out). */
export function attemptFailureOf(s: DraftSnapshot): AttemptFailure | null {
  return s.context.failure
}

/** An earlier create_order of this draft went out and got no answer (the stored failure says so). */
export function wasSent(draft: Pick<Draft, 'lastError'>): boolean {
  return draft.lastError?.kind === 'offline' && draft.lastError.sent === true
}

/** PRICE_CHANGED carries the hotel's current total in the envelope's data (server/domain/orders/errors.ts). */
function currentTotalOf(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const total = (data as { currentTotal?: unknown }).currentTotal
  return typeof total === 'number' && Number.isFinite(total) ? total : undefined
}

/** §8 failures as the machine understands them. */
export function toSubmitFailure(error: unknown): SubmitFailure {
  if (!isApiError(error)) return asFailure(error)
  const message = error.serverMessage
  const fields = error.fieldErrors.length ? error.fieldErrors.map((f) => ({ field: f.field, message: f.message })) : undefined
  if (error.kind === 'network' || error.kind === 'timeout') return { kind: 'offline' }
  if (error.kind === 'unauthenticated' || error.kind === 'auth-expired') return { kind: 'unauthenticated', message }
  if (error.kind === 'forbidden' || error.status === 403) return { kind: 'forbidden', message }
  if (error.kind === 'deactivated') return { kind: 'unauthenticated', message }
  if (error.code === OrderErrorCode.IDEMPOTENCY_IN_FLIGHT) return { kind: 'in_flight', message }
  if (error.code === OrderErrorCode.PRICE_CHANGED) {
    // The new total lets the review offer it ("Accept the new price"); without it, it cannot.
    const currentTotal = currentTotalOf(error.data)
    return currentTotal === undefined ? { kind: 'price_changed', message } : { kind: 'price_changed', message, currentTotal }
  }
  if (error.code === OrderErrorCode.SOLD_OUT) return { kind: 'sold_out', message }
  if (error.code === OrderErrorCode.IDEMPOTENCY_MISMATCH) return { kind: 'mismatch', message }
  // The server answered but could not take it now: a message (its own or the default) says it
  // answered, so the page does not tell an agent whose network works to wait to be back online.
  if (error.status >= 500 || error.status === 429 || error.code === ErrorCode.RATE_LIMITED || error.kind === 'contract') return { kind: 'offline', message: message ?? error.message }
  return { kind: 'invalid', message, fields }
}

export function machineFor(options: { background: boolean }) {
  return bookingDraftMachine.provide({
    actors: {
      acquireLock: fromCallback(({ sendBack, input }: { sendBack: (e: { type: 'LOCKED' } | { type: 'LOCK_BUSY' }) => void; input: { draftId: string } }) => {
        let released = false
        let held: { release(): void } | null = null
        tryLock(draftLockName(input.draftId)).then(
          (lock) => {
            if (released) return lock?.release()
            held = lock
            sendBack(lock ? { type: 'LOCKED' } : { type: 'LOCK_BUSY' })
          },
          () => sendBack({ type: 'LOCKED' }),
        )
        return () => {
          released = true
          held?.release()
        }
      }),
      checkAvailable: fromPromise(async ({ input }: { input: SubmitPayload }) => {
        try {
          const r = await postRecheck(input.check, options)
          return { available: r.available && r.rate.bookable, total: r.rate.totalPrice }
        } catch (error) {
          throw toSubmitFailure(error)
        }
      }),
      createOrder: fromPromise(async ({ input }: { input: { draftId: string; payload: SubmitPayload } }) => {
        try {
          return await postCreateOrder(input.draftId, input.payload.order, options)
        } catch (error) {
          const failure = toSubmitFailure(error)
          // The client throws an ApiError only once it tried to send; nothing answered what became
          // of the order (a payload refused before sending throws something else: not sent).
          const sent = failure.kind === 'offline' && isApiError(error)
          throw sent ? ({ ...failure, sent: true } satisfies AttemptFailure) : failure
        }
      }),
    },
  })
}
export type DraftSnapshot = SnapshotFrom<typeof bookingDraftMachine>

export function isSettled(s: DraftSnapshot): boolean {
  return s.status === 'done' || SETTLED_STATES.some((v) => s.matches(v))
}

/** The stored draft's fields after a settled attempt. */
export function draftPatchOf(s: DraftSnapshot, draft: Draft): Partial<Draft> | null {
  const state = draftStateOf(s.value)
  if (!state) return null
  const failure = attemptFailureOf(s)
  const lastError: DraftError | null = failure
    ? {
        kind: s.context.needsLogin ? 'unauthenticated' : failure.kind,
        message: failure.message,
        fields: failure.fields,
        newTotal: s.context.newTotal,
        // Kept so a reload still says it may already be booked (never "nothing is booked yet"),
        // also after a later attempt that failed before create_order: only create_order's own
        // answer tells what became of the order sent earlier.
        ...((failure.sent || wasSent(draft)) && failure.kind === 'offline' && !s.context.needsLogin ? { sent: true } : {}),
      }
    : null
  if (state === 'submitted') {
    // The stored form becomes what was booked: another tab may have changed the draft after this
    // payload was taken, and its page must be able to tell that its version was not the one sent.
    const sent = s.context.payload ? { form: withFields(draft.form, sentFieldsOf(s.context.payload.order)) } : {}
    return { state, orderNum: s.context.orderNum, lastError: null, ...sent }
  }
  if (state === 'editing' && s.context.payload && s.context.payload.priceSeen !== draft.priceSeen.total) {
    // The agent accepted the new price.
    return { state, lastError: null, priceSeen: { ...draft.priceSeen, total: s.context.payload.priceSeen, quotedAt: new Date().toISOString() } }
  }
  return { state, lastError }
}

/**
 * One background replay of a stored draft (outbox): lock → check → create. Resolves with the
 * stored draft after the attempt. The draft is never removed here.
 */
export async function replayDraft(store: DraftStore, draft: Draft): Promise<{ draft: Draft | undefined; snapshot: DraftSnapshot }> {
  const actor = createActor(machineFor({ background: true }), {
    input: { draftId: draft.id, state: 'queued', payload: payloadOf(draft) },
  }).start()
  try {
    actor.send({ type: 'REPLAY' })
    if (draftStateOf(actor.getSnapshot().value) === 'submitting') await store.update(draft.id, { state: 'submitting' })
    const snapshot = await waitFor(actor, (s) => isSettled(s) && !s.matches('submitting'), { timeout: 120_000 })
    const patch = draftPatchOf(snapshot, draft)
    const stored = patch ? await store.update(draft.id, patch) : await store.get(draft.id)
    return { draft: stored, snapshot }
  } finally {
    actor.stop()
  }
}
