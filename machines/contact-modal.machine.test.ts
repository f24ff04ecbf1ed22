import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { CONTACT_SUCCESS_CLOSE_MS, contactModalMachine, validateLead, type LeadValues } from './contact-modal.machine'

const full: LeadValues = { email: 'ana@agency.example', first_name: 'Ana', last_name: 'Ruiz', phone: '+34 600 000 000' }

describe('validateLead (§5 order, first failure stops)', () => {
  it('walks the five messages in order', () => {
    expect(validateLead({ email: '', first_name: '', last_name: '', phone: '' })).toBe('emailRequired')
    expect(validateLead({ ...full, email: '   ' })).toBe('emailRequired')
    expect(validateLead({ ...full, email: 'ana@agency' })).toBe('emailFormat')
    expect(validateLead({ ...full, email: 'not an email', first_name: '' })).toBe('emailFormat')
    expect(validateLead({ ...full, first_name: '' })).toBe('firstNameRequired')
    expect(validateLead({ ...full, last_name: ' ' })).toBe('lastNameRequired')
    expect(validateLead({ ...full, phone: '' })).toBe('phoneRequired')
    expect(validateLead(full)).toBeNull()
  })

  it('the last-name message wins when both names are empty (§5)', () => {
    expect(validateLead({ ...full, first_name: '', last_name: '', phone: '' })).toBe('lastNameRequired')
  })
})

describe('contact-modal machine (§2, §4)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function start(submit: (input: LeadValues) => Promise<unknown>) {
    const calls: LeadValues[] = []
    const actor = createActor(
      contactModalMachine.provide({
        actors: {
          submit: fromPromise<unknown, LeadValues>(({ input }) => {
            calls.push(input)
            return submit(input)
          }),
        },
      }),
    ).start()
    return { actor, calls }
  }
  const fill = (actor: ReturnType<typeof start>['actor'], values: Partial<LeadValues>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'CHANGE', field: field as keyof LeadValues, value })
  }

  it('resets the fields and errors on every open', () => {
    const { actor } = start(async () => ({}))
    actor.send({ type: 'OPEN' })
    fill(actor, { email: 'x', first_name: 'Ana' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.error).toBe('emailFormat')
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'OPEN' })
    expect(actor.getSnapshot().context.values).toEqual({ email: '', first_name: '', last_name: '', phone: '' })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('an invalid form stays in editing and never calls submit', () => {
    const { actor, calls } = start(async () => ({}))
    actor.send({ type: 'OPEN' })
    fill(actor, { ...full, phone: '' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('phoneRequired')
    expect(calls).toHaveLength(0)
  })

  it('submitting is pending, then "submitted" closes after 2 s; input is trimmed', async () => {
    let resolve!: () => void
    const { actor, calls } = start(() => new Promise<void>((r) => (resolve = r)))
    const emitted: string[] = []
    actor.on('submitted', (e) => emitted.push(e.type))
    actor.send({ type: 'OPEN' })
    fill(actor, { ...full, email: ` ${full.email} ` })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().hasTag('pending')).toBe(true)
    expect(calls).toEqual([full])
    // Closing or submitting again while pending is ignored (no double lead).
    actor.send({ type: 'CLOSE' })
    actor.send({ type: 'SUBMIT' })
    expect(calls).toHaveLength(1)
    resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('submitted')
    expect(emitted).toEqual(['submitted'])
    vi.advanceTimersByTime(CONTACT_SUCCESS_CLOSE_MS - 1)
    expect(actor.getSnapshot().value).toBe('submitted')
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('a failed submission returns to editing with the values kept and the error emitted', async () => {
    const failure = new Error('rate limited')
    const { actor } = start(async () => {
      throw failure
    })
    const errors: unknown[] = []
    actor.on('failed', (e) => errors.push(e.error))
    actor.send({ type: 'OPEN' })
    fill(actor, full)
    actor.send({ type: 'SUBMIT' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true)
    expect(actor.getSnapshot().context.values).toEqual(full)
    expect(actor.getSnapshot().context.submitError).toBe(failure)
    expect(errors).toEqual([failure])
  })

  it('without a provided submit actor the submission fails instead of faking success', async () => {
    const actor = createActor(contactModalMachine).start()
    actor.send({ type: 'OPEN' })
    for (const [field, value] of Object.entries(full)) actor.send({ type: 'CHANGE', field: field as keyof LeadValues, value })
    actor.send({ type: 'SUBMIT' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true)
    expect(actor.getSnapshot().context.submitError).toBeInstanceOf(Error)
  })
})
