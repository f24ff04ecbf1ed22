import { assign, emit, fromPromise, setup } from 'xstate'
import { EMAIL_RE } from '../src/contract/patterns'

// §2/§4/§5 contact (demo-booking) modal: closed → open.editing → open.submitting (pending) →
// submitted ("Submitted" shown) → closed after 2 s (§9). Every OPEN starts from empty fields.
// Validation runs on SUBMIT in the §5 order and stops at the first failure. The machine emits
// message ids; the component translates them. The `submit` actor is supplied with .provide().

export const CONTACT_SUCCESS_CLOSE_MS = 2000

export const LEAD_FIELDS = ['email', 'first_name', 'last_name', 'phone'] as const
export type LeadField = (typeof LEAD_FIELDS)[number]
export type LeadValues = Record<LeadField, string>

export type LeadErrorId = 'emailRequired' | 'emailFormat' | 'firstNameRequired' | 'lastNameRequired' | 'phoneRequired'

export const EMPTY_LEAD: LeadValues = { email: '', first_name: '', last_name: '', phone: '' }

/** The field each message belongs to, so the component can mark and focus it. */
export const LEAD_ERROR_FIELD: Record<LeadErrorId, LeadField> = {
  emailRequired: 'email',
  emailFormat: 'email',
  firstNameRequired: 'first_name',
  lastNameRequired: 'last_name',
  phoneRequired: 'phone',
}

/**
 * §5 contact form, first failure stops: email empty, email format, first name, last name,
 * phone. §5 also says the last-name message "wins if both empty" (the original overwrote one
 * message variable), so with both names empty the last-name message is the one shown.
 */
export function validateLead(values: LeadValues): LeadErrorId | null {
  const email = values.email.trim()
  if (!email) return 'emailRequired'
  if (!EMAIL_RE.test(email)) return 'emailFormat'
  const first = values.first_name.trim()
  const last = values.last_name.trim()
  if (!first && !last) return 'lastNameRequired'
  if (!first) return 'firstNameRequired'
  if (!last) return 'lastNameRequired'
  if (!values.phone.trim()) return 'phoneRequired'
  return null
}

export function trimLead(values: LeadValues): LeadValues {
  return { email: values.email.trim(), first_name: values.first_name.trim(), last_name: values.last_name.trim(), phone: values.phone.trim() }
}

export type ContactModalEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'CHANGE'; field: LeadField; value: string }
  | { type: 'SUBMIT' }

export type ContactModalEmitted = { type: 'submitted' } | { type: 'failed'; error: unknown }

interface ContactContext {
  values: LeadValues
  error: LeadErrorId | null
  /** The failure of the last submission (network, rate limit…), for the component to word. */
  submitError: unknown
}

export const contactModalMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactModalEvent,
    emitted: {} as ContactModalEmitted,
    tags: {} as 'visible' | 'pending',
  },
  actors: {
    // Supplied by the caller; the default refuses so a missing wiring cannot fake success.
    submit: fromPromise<unknown, LeadValues>(async () => {
      throw new Error('contact-modal: provide a `submit` actor')
    }),
  },
  guards: {
    valid: ({ context }) => validateLead(context.values) === null,
  },
  delays: { successClose: CONTACT_SUCCESS_CLOSE_MS },
}).createMachine({
  id: 'contactModal',
  context: { values: EMPTY_LEAD, error: null, submitError: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: {
          target: 'open',
          // §2: fields reset on each open.
          actions: assign({ values: () => ({ ...EMPTY_LEAD }), error: null, submitError: null }),
        },
      },
    },
    open: {
      tags: ['visible'],
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: {
              actions: assign({
                values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
                submitError: null,
              }),
            },
            SUBMIT: [
              { guard: 'valid', target: 'submitting', actions: assign({ error: null, submitError: null }) },
              { actions: assign({ error: ({ context }) => validateLead(context.values) }) },
            ],
            CLOSE: '#contactModal.closed',
          },
        },
        submitting: {
          tags: ['pending'],
          invoke: {
            src: 'submit',
            input: ({ context }) => trimLead(context.values),
            onDone: { target: '#contactModal.submitted', actions: emit({ type: 'submitted' as const }) },
            // What the user typed stays; they can fix it or retry.
            onError: {
              target: 'editing',
              actions: [assign({ submitError: ({ event }) => event.error }), emit(({ event }) => ({ type: 'failed' as const, error: event.error }))],
            },
          },
        },
      },
    },
    submitted: {
      tags: ['visible'],
      after: { successClose: 'closed' },
      on: { CLOSE: 'closed' },
    },
  },
})
