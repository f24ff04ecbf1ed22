import { setup } from 'xstate'

// §2/§4 login modal: closed → opening (mounted, then fades in after a short delay) → open →
// closing (fade-out, 300 ms, §9) → closed. Clicking the mask closes it; so does a login.
// Opening again while closing goes straight back to open.

export const MODAL_FADE_DELAY_MS = 50
export const MODAL_CLOSE_MS = 300

export type LoginModalEvent = { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'MASK_CLICK' }

export const loginModalMachine = setup({
  types: { events: {} as LoginModalEvent, tags: {} as 'mounted' | 'visible' },
  delays: { fade: MODAL_FADE_DELAY_MS, close: MODAL_CLOSE_MS },
}).createMachine({
  id: 'loginModal',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'opening' } },
    opening: {
      tags: ['mounted'],
      after: { fade: 'open' },
      on: { CLOSE: 'closed', MASK_CLICK: 'closed' },
    },
    open: {
      tags: ['mounted', 'visible'],
      on: { CLOSE: 'closing', MASK_CLICK: 'closing' },
    },
    closing: {
      tags: ['mounted'],
      after: { close: 'closed' },
      on: { OPEN: 'open' },
    },
  },
})
