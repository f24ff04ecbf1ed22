import { assign, setup } from 'xstate'
import { PAYMENT_FAILED_REFRESH_MS, PAYMENT_SUCCESS_COUNTDOWN_S } from '../src/contract/payment'

// §4 payment result: success shows the result and counts down (PAYMENT_SUCCESS_COUNTDOWN_S)
// to the order's confirmation page; failure shows the reason and refreshes after 3 s.
// The caller supplies the effects with .provide({ actions: { goToOrder, refresh } }).

export type PaymentCountdownEvent =
  | { type: 'SUCCEEDED'; orderNum: string }
  | { type: 'FAILED'; reason: string }
  /** "Go now" on the success screen. */
  | { type: 'SKIP' }

type Context = { seconds: number; remaining: number; orderNum: string | null; reason: string | null; refreshMs: number }

export const paymentCountdownMachine = setup({
  types: {
    context: {} as Context,
    events: {} as PaymentCountdownEvent,
    input: {} as { seconds?: number; refreshMs?: number },
  },
  actions: {
    // Defaults do nothing; the page provides navigation and reload.
    goToOrder: (_, _params: { orderNum: string }) => {},
    refresh: () => {},
  },
  guards: { lastSecond: ({ context }) => context.remaining <= 1 },
  delays: { tick: 1000, refresh: ({ context }) => context.refreshMs },
}).createMachine({
  id: 'paymentCountdown',
  context: ({ input }) => ({
    seconds: input.seconds ?? PAYMENT_SUCCESS_COUNTDOWN_S,
    remaining: 0,
    orderNum: null,
    reason: null,
    refreshMs: input.refreshMs ?? PAYMENT_FAILED_REFRESH_MS,
  }),
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        SUCCEEDED: { target: 'succeeded', actions: assign({ orderNum: ({ event }) => event.orderNum, remaining: ({ context }) => context.seconds }) },
        FAILED: { target: 'failed', actions: assign({ reason: ({ event }) => event.reason }) },
      },
    },
    succeeded: {
      after: {
        tick: [
          { guard: 'lastSecond', target: 'redirecting', actions: assign({ remaining: 0 }) },
          { target: 'succeeded', reenter: true, actions: assign({ remaining: ({ context }) => context.remaining - 1 }) },
        ],
      },
      on: { SKIP: { target: 'redirecting', actions: assign({ remaining: 0 }) } },
    },
    redirecting: {
      type: 'final',
      entry: { type: 'goToOrder', params: ({ context }) => ({ orderNum: context.orderNum ?? '' }) },
    },
    failed: {
      after: { refresh: 'refreshing' },
    },
    refreshing: {
      type: 'final',
      entry: 'refresh',
    },
  },
})
