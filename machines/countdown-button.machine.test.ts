import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { countdownButtonMachine, type CountdownEmitted, type SendResult } from './countdown-button.machine'

function start(send: () => Promise<SendResult>, seconds?: number) {
  const calls = { count: 0 }
  const actor = createActor(
    countdownButtonMachine.provide({
      actors: {
        send: fromPromise(async () => {
          calls.count++
          return send()
        }),
      },
    }),
    { input: seconds === undefined ? {} : { seconds } },
  )
  const emitted: CountdownEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, calls, emitted }
}

describe('countdown-button machine (§4, §9 60 s resend)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('idle → loading → counting 60 → idle, ignoring clicks meanwhile', async () => {
    let resolve!: (v: SendResult) => void
    const { actor, calls, emitted } = start(() => new Promise((r) => (resolve = r)))
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'CLICK' })
    expect(actor.getSnapshot().value).toBe('loading')
    actor.send({ type: 'CLICK' }) // ignored while loading
    resolve({})
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.count).toBe(1)
    expect(actor.getSnapshot().value).toBe('counting')
    expect(actor.getSnapshot().context.remaining).toBe(60)
    expect(emitted).toEqual([{ type: 'sent', warning: undefined }])

    actor.send({ type: 'CLICK' }) // ignored while counting
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().context.remaining).toBe(59)
    await vi.advanceTimersByTimeAsync(58_000)
    expect(actor.getSnapshot().value).toBe('counting')
    expect(actor.getSnapshot().context.remaining).toBe(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.remaining).toBe(0)
    expect(calls.count).toBe(1)

    actor.send({ type: 'CLICK' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(calls.count).toBe(2)
  })

  it('a failed send goes back to idle and emits the error', async () => {
    const { actor, emitted } = start(() => Promise.reject(new Error('boom')))
    actor.send({ type: 'CLICK' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(emitted).toHaveLength(1)
    expect(emitted[0]?.type).toBe('failed')
    expect((emitted[0] as { error: Error }).error.message).toBe('boom')
  })

  it('a send answering with a warning still counts down (§8) and passes the warning on', async () => {
    const { actor, emitted } = start(() => Promise.resolve({ warning: 'please wait' }), 3)
    actor.send({ type: 'CLICK' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('counting')
    expect(actor.getSnapshot().context.remaining).toBe(3)
    expect(emitted).toEqual([{ type: 'sent', warning: 'please wait' }])
    await vi.advanceTimersByTimeAsync(3000)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('RESET stops a countdown and a pending send', async () => {
    const { actor } = start(() => Promise.resolve({}))
    actor.send({ type: 'CLICK' })
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(5000)
    actor.send({ type: 'RESET' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.remaining).toBe(0)

    let resolve!: (v: SendResult) => void
    const pending = start(() => new Promise((r) => (resolve = r)))
    pending.actor.send({ type: 'CLICK' })
    pending.actor.send({ type: 'RESET' })
    resolve({})
    await vi.advanceTimersByTimeAsync(0)
    expect(pending.actor.getSnapshot().value).toBe('idle')
    expect(pending.emitted).toEqual([])
  })
})
