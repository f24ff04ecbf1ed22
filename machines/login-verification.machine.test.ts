import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { LoginResponse } from '../src/contract/account'
import { AuthErrorCode, type LoginCheckResponse } from '../src/contract/auth'
import { ErrorCode } from '../src/contract/errors'
import {
  loginVerificationMachine,
  PASSWORD_PROMPT_DELAY_MS,
  type FlowError,
  type LoginVerificationEmitted,
} from './login-verification.machine'

type LoginInput = { username: string; password: string; emailCheckCode?: string }

function start(opts: {
  check?: (input: { username: string; password: string }) => Promise<LoginCheckResponse>
  login?: (input: LoginInput) => Promise<LoginResponse>
}) {
  const checks: Array<{ username: string; password: string }> = []
  const logins: LoginInput[] = []
  const actor = createActor(
    loginVerificationMachine.provide({
      actors: {
        checkLogin: fromPromise(async ({ input }) => {
          checks.push(input)
          return (opts.check ?? (async () => ({ accountVerifyType: 0, email: 'ag***@example.com', code: null })))(input)
        }),
        login: fromPromise(async ({ input }) => {
          logins.push(input)
          return (opts.login ?? (async () => ({ success: true, changePassword: false, isMainUser: true })))(input)
        }),
      },
    }),
  )
  const emitted: LoginVerificationEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, checks, logins, emitted }
}

const flush = () => vi.advanceTimersByTimeAsync(0)
const reject = (error: FlowError) => Promise.reject(error)
const submit = { type: 'SUBMIT' as const, username: ' demo_agent ', password: 'Harbor7Sky9', origin: 'popover' }

describe('login-verification machine (§4, §5, §8)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('requires the account first, then the password, without calling the server', () => {
    const { actor, checks } = start({})
    actor.send({ type: 'SUBMIT', username: '  ', password: '', origin: 'page' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.error).toEqual({ id: 'accountRequired' })
    expect(actor.getSnapshot().context.origin).toBe('page')
    actor.send({ type: 'SUBMIT', username: 'demo_agent', password: '' })
    expect(actor.getSnapshot().context.error).toEqual({ id: 'passwordRequired' })
    expect(checks).toEqual([])
  })

  it('logs in directly when no code is needed, busy meanwhile, and emits loggedIn', async () => {
    const { actor, checks, logins, emitted } = start({})
    actor.send(submit)
    expect(actor.getSnapshot().value).toBe('checking')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await flush()
    expect(checks).toEqual([{ username: 'demo_agent', password: 'Harbor7Sky9' }])
    expect(logins).toEqual([{ username: 'demo_agent', password: 'Harbor7Sky9' }])
    expect(actor.getSnapshot().value).toBe('idle')
    expect(emitted).toEqual([{ type: 'loggedIn', origin: 'popover', response: { success: true, changePassword: false, isMainUser: true } }])
    expect(actor.getSnapshot().context.credentials).toBeNull()
  })

  it('shows the code dialog for type 1 with a bound email and logs in with the code', async () => {
    const { actor, logins, emitted } = start({ check: async () => ({ accountVerifyType: 1, email: 've***@example.com', code: 604 }) })
    actor.send(submit)
    await flush()
    expect(actor.getSnapshot().matches({ verifying: 'editing' })).toBe(true)
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ email: 've***@example.com', reason: 604 })
    expect(logins).toEqual([])

    actor.send({ type: 'CODE_SENT' })
    actor.send({ type: 'SUBMIT_CODE', code: '  ' })
    expect(actor.getSnapshot().context.codeError).toEqual({ id: 'codeRequired' })
    actor.send({ type: 'SUBMIT_CODE', code: '1'.repeat(21) })
    expect(actor.getSnapshot().context.codeError).toEqual({ id: 'codeTooLong' })
    actor.send({ type: 'SUBMIT_CODE', code: ' 123456 ' })
    expect(actor.getSnapshot().matches({ verifying: 'submitting' })).toBe(true)
    expect(actor.getSnapshot().context.codeError).toBeNull()
    await flush()
    expect(logins).toEqual([{ username: 'demo_agent', password: 'Harbor7Sky9', emailCheckCode: '123456' }])
    expect(emitted.map((e) => e.type)).toEqual(['loggedIn'])
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('keeps the dialog open on a wrong or expired code, and fails on other errors', async () => {
    let next: FlowError = { code: AuthErrorCode.CODE_INVALID, message: 'verification code incorrect' }
    const { actor } = start({
      check: async () => ({ accountVerifyType: 1, email: 've***@example.com', code: 602 }),
      login: () => reject(next),
    })
    actor.send(submit)
    await flush()
    actor.send({ type: 'CODE_SENT' })
    actor.send({ type: 'SUBMIT_CODE', code: '000000' })
    await flush()
    expect(actor.getSnapshot().matches({ verifying: 'editing' })).toBe(true)
    expect(actor.getSnapshot().context.codeError).toEqual({ id: 'server', error: next })

    next = { code: ErrorCode.RATE_LIMITED, message: 'Too many people are currently accessing, please try again later' }
    actor.send({ type: 'SUBMIT_CODE', code: '000000' })
    await flush()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.error).toEqual({ id: 'server', error: next })
    expect(actor.getSnapshot().context.credentials).toBeNull()
  })

  it('asks for a code to be sent before confirming, and a sent code clears the last code error', async () => {
    const expired: FlowError = { code: AuthErrorCode.CODE_EXPIRED, message: 'verification code expired' }
    const { actor, logins } = start({
      check: async () => ({ accountVerifyType: 1, email: 've***@example.com', code: 602 }),
      login: () => reject(expired),
    })
    actor.send(submit)
    await flush()
    // Nothing sent yet: no call, no "expired" (there is no code to have expired).
    actor.send({ type: 'SUBMIT_CODE', code: '000000' })
    expect(actor.getSnapshot().matches({ verifying: 'editing' })).toBe(true)
    expect(actor.getSnapshot().context.codeError).toEqual({ id: 'sendFirst' })
    expect(logins).toEqual([])

    actor.send({ type: 'CODE_SENT' })
    expect(actor.getSnapshot().context.codeError).toBeNull()
    actor.send({ type: 'SUBMIT_CODE', code: '000000' })
    await flush()
    expect(actor.getSnapshot().context.codeError).toEqual({ id: 'server', error: expired })
    // A new code: the error about the old one goes.
    actor.send({ type: 'CODE_SENT' })
    expect(actor.getSnapshot().context.codeError).toBeNull()
    expect(actor.getSnapshot().context.codeSent).toBe(true)

    // The next login attempt starts without a sent code.
    actor.send({ type: 'CANCEL' })
    actor.send(submit)
    await flush()
    expect(actor.getSnapshot().context.codeSent).toBe(false)
  })

  it('cancelling the dialog aborts the login cleanly', async () => {
    const { actor, logins, emitted } = start({ check: async () => ({ accountVerifyType: 1, email: 've***@example.com', code: 604 }) })
    actor.send(submit)
    await flush()
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ error: null, codeError: null, credentials: null, email: '' })
    expect(logins).toEqual([])
    expect(emitted).toEqual([])
  })

  it('rejects type 1 without a bound email with the no-email message', async () => {
    const { actor, logins } = start({ check: async () => ({ accountVerifyType: 1, email: '', code: 604 }) })
    actor.send(submit)
    await flush()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.error).toEqual({ id: 'noBoundEmail' })
    expect(logins).toEqual([])
  })

  it('reports check and login failures with the server error', async () => {
    const wrong: FlowError = { code: ErrorCode.LOGIN_FAILED, message: 'login failed' }
    const a = start({ check: () => reject(wrong) })
    a.actor.send(submit)
    await flush()
    expect(a.actor.getSnapshot().context.error).toEqual({ id: 'server', error: wrong })
    expect(a.logins).toEqual([])

    const frozen: FlowError = { code: ErrorCode.DEACTIVATED, handled: true }
    const b = start({ login: () => reject(frozen) })
    b.actor.send(submit)
    await flush()
    expect(b.actor.getSnapshot().value).toBe('idle')
    expect(b.actor.getSnapshot().context.error).toEqual({ id: 'server', error: frozen })

    // A new submit clears the previous error.
    b.actor.send({ type: 'SUBMIT', username: '', password: '' })
    expect(b.actor.getSnapshot().context.error).toEqual({ id: 'accountRequired' })
  })

  for (const reason of [601, 603]) {
    it(`${reason}: shows the account-security notice; "change password" emits, "not now" closes`, async () => {
      const { actor, emitted } = start({ check: async () => ({ accountVerifyType: 0, email: 'x***@example.com', code: reason }) })
      actor.send(submit)
      await flush()
      expect(actor.getSnapshot().value).toBe('securityNotice')
      expect(actor.getSnapshot().hasTag('notice')).toBe(true)
      actor.send({ type: 'CHANGE_PASSWORD' })
      expect(actor.getSnapshot().value).toBe('idle')
      expect(emitted.map((e) => e.type)).toEqual(['loggedIn', 'changePassword'])

      actor.send(submit)
      await flush()
      actor.send({ type: 'NOT_NOW' })
      expect(actor.getSnapshot().value).toBe('idle')
      expect(emitted.map((e) => e.type)).toEqual(['loggedIn', 'changePassword', 'loggedIn'])
    })
  }

  it('602/604 do not show the notice after the code login', async () => {
    const { actor } = start({ check: async () => ({ accountVerifyType: 1, email: 'x***@example.com', code: 602 }) })
    actor.send(submit)
    await flush()
    actor.send({ type: 'CODE_SENT' })
    actor.send({ type: 'SUBMIT_CODE', code: '123456' })
    await flush()
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('needChangePassword opens the blocking prompt after 600 ms; only changing the password leaves it', async () => {
    const { actor, emitted } = start({ login: async () => ({ success: true, changePassword: true, isMainUser: false }) })
    actor.send(submit)
    await flush()
    expect(actor.getSnapshot().value).toBe('passwordPromptPending')
    await vi.advanceTimersByTimeAsync(PASSWORD_PROMPT_DELAY_MS - 1)
    expect(actor.getSnapshot().value).toBe('passwordPromptPending')
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('passwordPrompt')
    actor.send({ type: 'NOT_NOW' })
    actor.send(submit)
    expect(actor.getSnapshot().value).toBe('passwordPrompt')
    actor.send({ type: 'CHANGE_PASSWORD' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(emitted.map((e) => e.type)).toEqual(['loggedIn', 'changePassword'])
  })

  it('after "not now" on 601 the password prompt still follows when needed', async () => {
    const { actor } = start({
      check: async () => ({ accountVerifyType: 0, email: 'x***@example.com', code: 601 }),
      login: async () => ({ success: true, changePassword: true }),
    })
    actor.send(submit)
    await flush()
    actor.send({ type: 'NOT_NOW' })
    expect(actor.getSnapshot().value).toBe('passwordPromptPending')
    await vi.advanceTimersByTimeAsync(PASSWORD_PROMPT_DELAY_MS)
    expect(actor.getSnapshot().value).toBe('passwordPrompt')
  })

  it('RESET clears a previous error', () => {
    const { actor } = start({})
    actor.send({ type: 'SUBMIT', username: '', password: '' })
    actor.send({ type: 'RESET' })
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})
