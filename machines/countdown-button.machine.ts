import { assign, emit, fromPromise, setup } from 'xstate'
import { CODE_RESEND_SECONDS } from '../src/contract/auth'

// §4/§9 "send code" button: idle → loading (the caller's `send` actor) → counting down from 60 →
// idle. Clicks are ignored while loading or counting (no CLICK handler there). A failed send
// returns to idle and emits 'failed' with the caller's error; a send that answers with a
// warning still counts down (§8: "in the send flow still reports success") and emits it.

export type SendResult = { warning?: string }
export type CountdownEvent = { type: 'CLICK' } | { type: 'RESET' }
export type CountdownEmitted = { type: 'sent'; warning?: string } | { type: 'failed'; error: unknown }

export const countdownButtonMachine = setup({
  types: {
    context: {} as { remaining: number; seconds: number },
    events: {} as CountdownEvent,
    emitted: {} as CountdownEmitted,
    input: {} as { seconds?: number },
  },
  actors: {
    // Supplied by the caller with .provide(); the default refuses so a missing wiring shows up.
    send: fromPromise<SendResult>(async () => {
      throw new Error('countdown-button: provide a `send` actor')
    }),
  },
  guards: {
    lastSecond: ({ context }) => context.remaining <= 1,
  },
  delays: { tick: 1000 },
}).createMachine({
  id: 'countdownButton',
  context: ({ input }) => ({ remaining: 0, seconds: input.seconds ?? CODE_RESEND_SECONDS }),
  initial: 'idle',
  states: {
    idle: {
      on: { CLICK: 'loading' },
    },
    loading: {
      invoke: {
        src: 'send',
        onDone: {
          target: 'counting',
          actions: [
            assign({ remaining: ({ context }) => context.seconds }),
            emit(({ event }) => ({ type: 'sent' as const, warning: event.output?.warning })),
          ],
        },
        onError: { target: 'idle', actions: emit(({ event }) => ({ type: 'failed' as const, error: event.error })) },
      },
    },
    counting: {
      after: {
        tick: [
          { guard: 'lastSecond', target: 'idle', actions: assign({ remaining: 0 }) },
          { target: 'counting', reenter: true, actions: assign({ remaining: ({ context }) => context.remaining - 1 }) },
        ],
      },
    },
  },
  on: { RESET: { target: '.idle', actions: assign({ remaining: 0 }) } },
})
