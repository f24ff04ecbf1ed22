import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { CheckAvailableRequest } from '../src/contract/hotel-rates'
import type { CreateOrderRequest } from '../src/contract/order'

// Booking draft / outbox sync (issue: booking; architecture.md offline). One actor per draft:
//
//   editing ─SUBMIT/REPLAY→ submitting.locking ─LOCK_BUSY→ busy (another tab submits it)
//                             │ LOCKED
//                             ▼
//                           checking (check_available again)
//                             ├ sold out ──────────────→ needsReview ─ACCEPT_PRICE→ editing
//                             ├ total ≠ price seen ────→ needsReview ─DISCARD→ discarded
//                             ▼ same price
//                           creating (create_order, Idempotency-Key = draft id)
//                             ├ ok ─→ submitted (orderNum)
//                             ├ 409 in flight ─→ retryWait ─(2 s, ≤3 times)→ creating, then queued
//                             ├ 422 price changed ─→ checking once more, then needsReview
//                             ├ 409 sold out ─→ needsReview
//                             ├ offline / 5xx / timeout ─→ queued
//                             ├ 401 ─→ queued + needsLogin (the draft is kept)
//                             └ 422 key mismatch / 400 / 403 ─→ failed (message, field errors)
//   queued ─REPLAY/SUBMIT→ submitting;  failed ─SUBMIT→ submitting, ─EDIT→ editing
//
// The Web Lock is a callback actor invoked by `submitting`: leaving that state (or stopping
// the actor) releases it. I/O comes from the caller through .provide(); the actors report
// failures as SubmitFailure objects (the client maps its ApiError onto them).

export type SubmitFailureKind =
  | 'offline' // no response, timeout, 5xx: the server may accept it later
  | 'unauthenticated' // 401: log in again
  | 'forbidden' // 403: no PLACE_ORDER
  | 'in_flight' // 409 IDEMPOTENCY_IN_FLIGHT
  | 'price_changed' // 422 PRICE_CHANGED
  | 'sold_out' // 409 SOLD_OUT
  | 'mismatch' // 422 IDEMPOTENCY_MISMATCH
  | 'invalid' // 400 validation or any other refusal of this payload

export interface SubmitFailure {
  kind: SubmitFailureKind
  message?: string
  fields?: { field: string; message: string }[]
  currentTotal?: number | null
}

export interface SubmitPayload {
  check: CheckAvailableRequest
  order: CreateOrderRequest
  /** The total the agent saw and accepted. */
  priceSeen: number
}

export interface CheckResult {
  available: boolean
  /** Today's total; null when the agent may not see prices. */
  total: number | null
}

export type DraftMachineState = 'editing' | 'queued' | 'needs_review' | 'failed'

export interface DraftMachineInput {
  draftId: string
  /** The draft's stored state, so a reopened draft resumes where it was. */
  state?: DraftMachineState
  payload?: SubmitPayload
  failure?: SubmitFailure | null
}

export interface DraftMachineContext {
  draftId: string
  payload: SubmitPayload | null
  /** Set while in needsReview: 'price_changed' (newTotal) or 'sold_out'. */
  failure: SubmitFailure | null
  newTotal: number | null
  orderNum: string | null
  needsLogin: boolean
  inFlightRetries: number
  rechecks: number
  /** The stored state the actor started from. */
  resumeAs: DraftMachineState
}

export type DraftMachineEvent =
  | { type: 'SUBMIT'; payload: SubmitPayload }
  | { type: 'REPLAY'; payload?: SubmitPayload }
  | { type: 'ACCEPT_PRICE' }
  | { type: 'DISCARD' }
  | { type: 'EDIT' }
  | { type: 'LOCKED' }
  | { type: 'LOCK_BUSY' }

export const MAX_IN_FLIGHT_RETRIES = 3
export const IN_FLIGHT_RETRY_MS = 2000
const PRICE_EPSILON = 0.005

const KINDS: readonly SubmitFailureKind[] = ['offline', 'unauthenticated', 'forbidden', 'in_flight', 'price_changed', 'sold_out', 'mismatch', 'invalid']
/** Anything thrown that is not a SubmitFailure is treated as transient: keep the draft queued. */
export function asFailure(error: unknown): SubmitFailure {
  const e = error as Partial<SubmitFailure> | null
  if (e && typeof e === 'object' && typeof e.kind === 'string' && (KINDS as readonly string[]).includes(e.kind)) return e as SubmitFailure
  return { kind: 'offline' }
}
const kindOf = (error: unknown) => asFailure(error).kind

export const bookingDraftMachine = setup({
  types: {
    context: {} as DraftMachineContext,
    events: {} as DraftMachineEvent,
    input: {} as DraftMachineInput,
  },
  actors: {
    // Supplied with .provide(); the defaults refuse so missing wiring shows up in tests.
    acquireLock: fromCallback<DraftMachineEvent, { draftId: string }>(({ sendBack }) => {
      sendBack({ type: 'LOCK_BUSY' })
    }),
    checkAvailable: fromPromise<CheckResult, SubmitPayload>(async () => {
      throw new Error('booking-draft: provide a `checkAvailable` actor')
    }),
    createOrder: fromPromise<{ orderNum: string }, { draftId: string; payload: SubmitPayload }>(async () => {
      throw new Error('booking-draft: provide a `createOrder` actor')
    }),
  },
  guards: {
    hasPayload: ({ context }) => context.payload !== null,
    soldOut: (_, output: CheckResult) => !output.available,
    priceChanged: ({ context }, output: CheckResult) =>
      output.total !== null && context.payload !== null && Math.abs(output.total - context.payload.priceSeen) > PRICE_EPSILON,
    canRetryInFlight: ({ context }) => context.inFlightRetries < MAX_IN_FLIGHT_RETRIES,
    canRecheck: ({ context }) => context.rechecks < 1,
  },
  actions: {
    takePayload: assign(({ context, event }) => ({
      payload: ('payload' in event && event.payload) || context.payload,
    })),
    keepFailure: assign(({ event }) => ({ failure: asFailure((event as { error?: unknown }).error) })),
    loginNeeded: assign(({ event }) => ({ needsLogin: true, failure: asFailure((event as { error?: unknown }).error) })),
  },
  delays: { inFlightRetry: IN_FLIGHT_RETRY_MS },
}).createMachine({
  id: 'bookingDraft',
  context: ({ input }) => ({
    draftId: input.draftId,
    payload: input.payload ?? null,
    failure: input.failure ?? null,
    newTotal: input.failure?.currentTotal ?? null,
    orderNum: null,
    needsLogin: false,
    inFlightRetries: 0,
    rechecks: 0,
    resumeAs: input.state ?? 'editing',
  }),
  initial: 'init',
  states: {
    init: {
      always: [
        { guard: ({ context }) => context.resumeAs === 'needs_review' || context.failure?.kind === 'price_changed' || context.failure?.kind === 'sold_out', target: 'needsReview' },
        { guard: ({ context }) => context.resumeAs === 'queued', target: 'queued' },
        { guard: ({ context }) => context.resumeAs === 'failed', target: 'failed' },
        { target: 'editing' },
      ],
    },
    editing: {
      on: {
        SUBMIT: { target: 'submitting', actions: 'takePayload' },
        REPLAY: { guard: ({ event, context }) => Boolean(event.payload ?? context.payload), target: 'submitting', actions: 'takePayload' },
      },
    },
    queued: {
      on: {
        SUBMIT: { target: 'submitting', actions: 'takePayload' },
        REPLAY: { guard: ({ event, context }) => Boolean(event.payload ?? context.payload), target: 'submitting', actions: 'takePayload' },
        EDIT: 'editing',
      },
    },
    failed: {
      on: {
        SUBMIT: { target: 'submitting', actions: 'takePayload' },
        EDIT: 'editing',
      },
    },
    busy: {
      // Another tab holds the lock: this tab does nothing and may try again later.
      on: {
        SUBMIT: { target: 'submitting', actions: 'takePayload' },
        REPLAY: { target: 'submitting', actions: 'takePayload' },
        EDIT: 'editing',
      },
    },
    submitting: {
      entry: assign({ failure: null, needsLogin: false, inFlightRetries: 0, rechecks: 0, newTotal: null }),
      invoke: { src: 'acquireLock', input: ({ context }) => ({ draftId: context.draftId }) },
      on: { LOCK_BUSY: '#bookingDraft.busy' },
      initial: 'locking',
      states: {
        locking: { on: { LOCKED: 'checking' } },
        checking: {
          invoke: {
            src: 'checkAvailable',
            input: ({ context }) => context.payload!,
            onDone: [
              { guard: { type: 'soldOut', params: ({ event }) => event.output }, target: '#bookingDraft.needsReview', actions: assign({ failure: { kind: 'sold_out' } }) },
              {
                guard: { type: 'priceChanged', params: ({ event }) => event.output },
                target: '#bookingDraft.needsReview',
                actions: assign(({ event }) => ({ failure: { kind: 'price_changed' as const, currentTotal: event.output.total }, newTotal: event.output.total })),
              },
              { target: 'creating' },
            ],
            onError: [
              { guard: ({ event }) => kindOf(event.error) === 'unauthenticated', target: '#bookingDraft.queued', actions: 'loginNeeded' },
              { guard: ({ event }) => kindOf(event.error) === 'offline', target: '#bookingDraft.queued', actions: 'keepFailure' },
              { target: '#bookingDraft.failed', actions: 'keepFailure' },
            ],
          },
        },
        creating: {
          invoke: {
            src: 'createOrder',
            input: ({ context }) => ({ draftId: context.draftId, payload: context.payload! }),
            onDone: { target: '#bookingDraft.submitted', actions: assign({ orderNum: ({ event }) => event.output.orderNum }) },
            onError: [
              { guard: ({ event }) => kindOf(event.error) === 'in_flight', target: 'retryWait' },
              {
                guard: ({ event, context }) => kindOf(event.error) === 'price_changed' && context.rechecks < 1,
                target: 'checking',
                actions: assign({ rechecks: ({ context }) => context.rechecks + 1 }),
              },
              {
                guard: ({ event }) => kindOf(event.error) === 'price_changed' || kindOf(event.error) === 'sold_out',
                target: '#bookingDraft.needsReview',
                actions: assign(({ event }) => ({ failure: asFailure(event.error), newTotal: asFailure(event.error).currentTotal ?? null })),
              },
              { guard: ({ event }) => kindOf(event.error) === 'unauthenticated', target: '#bookingDraft.queued', actions: 'loginNeeded' },
              { guard: ({ event }) => kindOf(event.error) === 'offline', target: '#bookingDraft.queued', actions: 'keepFailure' },
              { target: '#bookingDraft.failed', actions: 'keepFailure' },
            ],
          },
        },
        retryWait: {
          after: {
            inFlightRetry: [
              { guard: 'canRetryInFlight', target: 'creating', actions: assign({ inFlightRetries: ({ context }) => context.inFlightRetries + 1 }) },
              { target: '#bookingDraft.queued', actions: assign({ failure: { kind: 'in_flight' } }) },
            ],
          },
        },
      },
    },
    needsReview: {
      // Nothing is booked until the agent decides.
      on: {
        ACCEPT_PRICE: {
          target: 'editing',
          actions: assign(({ context }) => ({
            payload:
              context.payload && context.newTotal !== null
                ? { ...context.payload, priceSeen: context.newTotal, order: { ...context.payload.order, totalPrice: context.newTotal } }
                : context.payload,
            failure: null,
          })),
        },
        DISCARD: 'discarded',
        EDIT: 'editing',
      },
    },
    submitted: { type: 'final' },
    discarded: { type: 'final' },
  },
})

/** The draft state to store for a snapshot value; null while another tab holds the lock. */
export function draftStateOf(value: unknown): 'editing' | 'queued' | 'submitting' | 'needs_review' | 'submitted' | 'failed' | null {
  if (typeof value === 'object' && value !== null && 'submitting' in value) return 'submitting'
  switch (value) {
    case 'editing':
    case 'init':
      return 'editing'
    case 'queued':
      return 'queued'
    case 'failed':
      return 'failed'
    case 'needsReview':
      return 'needs_review'
    case 'submitted':
      return 'submitted'
    default:
      return null
  }
}

/** States in which a submission attempt has settled (the caller persists and reports). */
export const SETTLED_STATES = ['editing', 'queued', 'failed', 'needsReview', 'submitted', 'busy', 'discarded'] as const
