import { assign, emit, fromPromise, setup } from 'xstate'
import { ACCOUNT_VERIFY_CODE, AuthErrorCode, CODE_MAX_LENGTH, type LoginCheckResponse } from '../src/contract/auth'
import type { LoginResponse } from '../src/contract/account'
import { VerifyReason } from '../src/contract/errors'

// §4 login with security verification, from submit to the post-login notices:
//   idle --SUBMIT--> (account, then password required, §5) checking --> verifying | loggingIn
//   verifying: the code dialog (SUBMIT_CODE / CANCEL); the code is sent by countdown-button,
//   which reports CODE_SENT: confirming before any code was sent asks to send one first, and a
//   sent code clears the previous code error (it was about an older code)
//   loggingIn --> loggedIn (emits 'loggedIn') --> securityNotice (601/603) --> password prompt
//   after 600 ms when needChangePassword --> idle.
// I/O is two named actors (checkLogin, login) supplied with .provide(); they reject with a
// FlowError. The machine reports message ids and codes; components translate them.

/** What the I/O actors reject with (the caller maps its own errors to this). */
export type FlowError = {
  code?: number
  /** The server's message, shown as is when present (§8). */
  message?: string
  /** A §8 side effect (frozen page, logout) already ran: show nothing. */
  handled?: boolean
  network?: boolean
  /** 429: how long the server asks to wait (Retry-After), in seconds. */
  retryAfterSec?: number
}

export type LoginError =
  | { id: 'accountRequired' }
  | { id: 'passwordRequired' }
  | { id: 'noBoundEmail' }
  | { id: 'server'; error: FlowError }

export type CodeError = { id: 'sendFirst' } | { id: 'codeRequired' } | { id: 'codeTooLong' } | { id: 'server'; error: FlowError }

export type Credentials = { username: string; password: string }

export type LoginVerificationContext = {
  credentials: Credentials | null
  /** Which form submitted (popover, modal, page), so only that one shows progress and errors. */
  origin: string | null
  error: LoginError | null
  codeError: CodeError | null
  /** Masked bound email from the login check. */
  email: string
  /** §8 reason 601-604 from the login check. */
  reason: number | null
  needChangePassword: boolean
  /** A code was sent to the email in this dialog (or one sent moments ago is still live). */
  codeSent: boolean
}

export type LoginVerificationEvent =
  | { type: 'SUBMIT'; username: string; password: string; origin?: string }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'CODE_SENT' }
  | { type: 'CANCEL' }
  | { type: 'CHANGE_PASSWORD' }
  | { type: 'NOT_NOW' }
  | { type: 'RESET' }

export type LoginVerificationEmitted =
  | { type: 'loggedIn'; origin: string | null; response: LoginResponse }
  | { type: 'changePassword' }

/** Code errors that keep the dialog open so the user can retry or resend. */
const CODE_RETRY = new Set<number>([AuthErrorCode.CODE_INVALID, AuthErrorCode.CODE_EXPIRED])
/** §4: these reasons show the account-security warning after login. */
const NOTICE_REASONS = new Set<number>([VerifyReason.PASSWORD_STALE, VerifyReason.INACTIVE])
/** §9 password prompt delay. */
export const PASSWORD_PROMPT_DELAY_MS = 600

const blank = { error: null, codeError: null, email: '', reason: null, needChangePassword: false, codeSent: false }

export const loginVerificationMachine = setup({
  types: {
    context: {} as LoginVerificationContext,
    events: {} as LoginVerificationEvent,
    emitted: {} as LoginVerificationEmitted,
  },
  actors: {
    checkLogin: fromPromise<LoginCheckResponse, Credentials>(async () => {
      throw new Error('login-verification: provide `checkLogin`')
    }),
    login: fromPromise<LoginResponse, Credentials & { emailCheckCode?: string }>(async () => {
      throw new Error('login-verification: provide `login`')
    }),
  },
  guards: {
    noAccount: ({ event }) => event.type === 'SUBMIT' && !event.username.trim(),
    noPassword: ({ event }) => event.type === 'SUBMIT' && !event.password,
    noCodeSent: ({ context }) => !context.codeSent,
    emptyCode: ({ event }) => event.type === 'SUBMIT_CODE' && !event.code.trim(),
    longCode: ({ event }) => event.type === 'SUBMIT_CODE' && event.code.trim().length > CODE_MAX_LENGTH,
    securityNotice: ({ context }) => context.reason !== null && NOTICE_REASONS.has(context.reason),
    mustChangePassword: ({ context }) => context.needChangePassword,
  },
  delays: { passwordPrompt: PASSWORD_PROMPT_DELAY_MS },
}).createMachine({
  id: 'loginVerification',
  context: { credentials: null, origin: null, ...blank },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SUBMIT: [
          { guard: 'noAccount', actions: assign({ error: { id: 'accountRequired' }, origin: ({ event }) => event.origin ?? null }) },
          { guard: 'noPassword', actions: assign({ error: { id: 'passwordRequired' }, origin: ({ event }) => event.origin ?? null }) },
          {
            target: 'checking',
            actions: assign(({ event }) => ({
              ...blank,
              credentials: { username: event.username.trim(), password: event.password },
              origin: event.origin ?? null,
            })),
          },
        ],
        RESET: { actions: assign({ ...blank, credentials: null, origin: null }) },
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkLogin',
        input: ({ context }) => context.credentials!,
        onDone: [
          {
            guard: ({ event }) => event.output.accountVerifyType === ACCOUNT_VERIFY_CODE && Boolean(event.output.email),
            target: 'verifying',
            actions: assign({ email: ({ event }) => event.output.email, reason: ({ event }) => event.output.code }),
          },
          // §4: a code is needed but nowhere to send it: ask the main account to bind one.
          { guard: ({ event }) => event.output.accountVerifyType === ACCOUNT_VERIFY_CODE, target: 'idle', actions: assign({ error: { id: 'noBoundEmail' }, credentials: null }) },
          { target: 'loggingIn', actions: assign({ reason: ({ event }) => event.output.code }) },
        ],
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => ({ id: 'server' as const, error: event.error as FlowError }), credentials: null }),
        },
      },
    },
    verifying: {
      tags: ['dialog'],
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT_CODE: [
              { guard: 'noCodeSent', actions: assign({ codeError: { id: 'sendFirst' } }) },
              { guard: 'emptyCode', actions: assign({ codeError: { id: 'codeRequired' } }) },
              { guard: 'longCode', actions: assign({ codeError: { id: 'codeTooLong' } }) },
              { target: 'submitting', actions: assign({ codeError: null }) },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            src: 'login',
            input: ({ context, event }) => ({
              ...context.credentials!,
              emailCheckCode: event.type === 'SUBMIT_CODE' ? event.code.trim() : undefined,
            }),
            onDone: {
              target: '#loginVerification.loggedIn',
              actions: [
                assign(({ event }) => ({ error: null, codeError: null, needChangePassword: Boolean(event.output.changePassword) })),
                emit(({ context, event }) => ({ type: 'loggedIn' as const, origin: context.origin, response: event.output })),
              ],
            },
            onError: [
              {
                guard: ({ event }) => CODE_RETRY.has((event.error as FlowError | undefined)?.code ?? -1),
                target: 'editing',
                actions: assign({ codeError: ({ event }) => ({ id: 'server' as const, error: event.error as FlowError }) }),
              },
              {
                target: '#loginVerification.idle',
                actions: assign({ error: ({ event }) => ({ id: 'server' as const, error: event.error as FlowError }), credentials: null }),
              },
            ],
          },
        },
      },
      on: {
        // A new code makes the last code error (wrong, expired, send first) stale.
        CODE_SENT: { actions: assign({ codeSent: true, codeError: null }) },
        // §4: cancelling rejects the login; nothing is shown, the form is ready again.
        CANCEL: { target: 'idle', actions: assign({ ...blank, credentials: null }) },
      },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        src: 'login',
        input: ({ context }) => context.credentials!,
        onDone: {
          target: 'loggedIn',
          actions: [
            assign(({ event }) => ({ error: null, codeError: null, needChangePassword: Boolean(event.output.changePassword) })),
            emit(({ context, event }) => ({ type: 'loggedIn' as const, origin: context.origin, response: event.output })),
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => ({ id: 'server' as const, error: event.error as FlowError }), credentials: null }),
        },
      },
    },
    loggedIn: {
      // The password is not kept once it has done its job.
      entry: assign({ credentials: null }),
      always: [{ guard: 'securityNotice', target: 'securityNotice' }, { target: 'passwordCheck' }],
    },
    securityNotice: {
      tags: ['notice'],
      on: {
        CHANGE_PASSWORD: { target: 'idle', actions: emit({ type: 'changePassword' as const }) },
        NOT_NOW: 'passwordCheck',
      },
    },
    passwordCheck: {
      always: [{ guard: 'mustChangePassword', target: 'passwordPromptPending' }, { target: 'idle' }],
    },
    passwordPromptPending: { after: { passwordPrompt: 'passwordPrompt' } },
    // Blocking: the only way on is to change the password.
    passwordPrompt: {
      tags: ['passwordPrompt'],
      on: { CHANGE_PASSWORD: { target: 'idle', actions: [assign({ needChangePassword: false }), emit({ type: 'changePassword' as const })] } },
    },
  },
})
