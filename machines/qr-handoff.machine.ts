import { assign, fromPromise, setup } from 'xstate'
import { PAY_LINK_POLL_MS, type PayLinkState } from '../src/contract/payment'

// QR handoff on the desktop: idle → creating (wap_api_pro) → showing(expiresAt) → paid |
// failed | expired. While showing, the pay-link status is asked every PAY_LINK_POLL_MS so the
// desktop learns the phone's result within 2 s; the link's own expiry ends it too. A failed
// status check (network) just waits for the next tick. Failed/expired/error may RETRY with a
// fresh link. I/O is two actors the caller provides: createLink and checkStatus.

export type PayLinkInfo = { token: string; url: string; expiresAt: string }
export type QrStatus = { state: PayLinkState; reason: string | null }

export type QrHandoffEvent = { type: 'CREATE' } | { type: 'RETRY' } | { type: 'CANCEL' }

type Context = { link: PayLinkInfo | null; reason: string | null; error: unknown; pollMs: number }

export const qrHandoffMachine = setup({
  types: {
    context: {} as Context,
    events: {} as QrHandoffEvent,
    input: {} as { pollMs?: number },
  },
  actors: {
    createLink: fromPromise<PayLinkInfo>(async () => {
      throw new Error('qr-handoff: provide a `createLink` actor')
    }),
    checkStatus: fromPromise<QrStatus, { token: string }>(async () => {
      throw new Error('qr-handoff: provide a `checkStatus` actor')
    }),
  },
  delays: {
    poll: ({ context }) => context.pollMs,
    // Date.now() is read when the state is entered; fake timers in tests control it.
    untilExpiry: ({ context }) => Math.max(0, Date.parse(context.link?.expiresAt ?? '') - Date.now()),
  },
  guards: {
    isPaid: (_, status: QrStatus) => status.state === 'paid',
    isFailed: (_, status: QrStatus) => status.state === 'failed' || status.state === 'invalid',
    isExpired: (_, status: QrStatus) => status.state === 'expired',
  },
}).createMachine({
  id: 'qrHandoff',
  context: ({ input }) => ({ link: null, reason: null, error: null, pollMs: input.pollMs ?? PAY_LINK_POLL_MS }),
  initial: 'idle',
  states: {
    idle: { on: { CREATE: 'creating' } },
    creating: {
      entry: assign({ link: null, reason: null, error: null }),
      invoke: {
        src: 'createLink',
        onDone: { target: 'showing', actions: assign({ link: ({ event }) => event.output }) },
        onError: { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    showing: {
      initial: 'waiting',
      after: { untilExpiry: 'expired' },
      on: { CANCEL: 'idle' },
      states: {
        waiting: { after: { poll: 'checking' } },
        checking: {
          invoke: {
            src: 'checkStatus',
            input: ({ context }) => ({ token: context.link?.token ?? '' }),
            onDone: [
              { guard: { type: 'isPaid', params: ({ event }) => event.output }, target: '#qrHandoff.paid' },
              {
                guard: { type: 'isFailed', params: ({ event }) => event.output },
                target: '#qrHandoff.failed',
                actions: assign({ reason: ({ event }) => event.output.reason ?? event.output.state }),
              },
              { guard: { type: 'isExpired', params: ({ event }) => event.output }, target: '#qrHandoff.expired' },
              { target: 'waiting' },
            ],
            onError: { target: 'waiting' },
          },
        },
      },
    },
    paid: { type: 'final' },
    failed: { on: { RETRY: 'creating', CANCEL: 'idle' } },
    expired: { on: { RETRY: 'creating', CANCEL: 'idle' } },
    error: { on: { RETRY: 'creating', CANCEL: 'idle' } },
  },
})
