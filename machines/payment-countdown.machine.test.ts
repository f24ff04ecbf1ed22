import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { paymentCountdownMachine } from './payment-countdown.machine'

function start(input: { seconds?: number; refreshMs?: number } = {}) {
  const calls = { goToOrder: [] as string[], refresh: 0 }
  const actor = createActor(
    paymentCountdownMachine.provide({
      actions: {
        goToOrder: (_, params) => {
          calls.goToOrder.push(params.orderNum)
        },
        refresh: () => {
          calls.refresh++
        },
      },
    }),
    { input },
  )
  actor.start()
  return { actor, calls }
}

describe('payment-countdown machine (§4)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('success counts down 5 s, then goes to the order once', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'SUCCEEDED', orderNum: 'HL1' })
    expect(actor.getSnapshot().value).toBe('succeeded')
    expect(actor.getSnapshot().context.remaining).toBe(5)
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().context.remaining).toBe(4)
    await vi.advanceTimersByTimeAsync(3000)
    expect(actor.getSnapshot().context.remaining).toBe(1)
    expect(calls.goToOrder).toEqual([])
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().value).toBe('redirecting')
    expect(actor.getSnapshot().status).toBe('done')
    expect(calls.goToOrder).toEqual(['HL1'])
    expect(calls.refresh).toBe(0)
  })

  it('SKIP goes to the order at once', () => {
    const { actor, calls } = start({ seconds: 10 })
    actor.send({ type: 'SUCCEEDED', orderNum: 'HL2' })
    actor.send({ type: 'SKIP' })
    expect(calls.goToOrder).toEqual(['HL2'])
  })

  it('failure keeps the reason and refreshes after exactly 3 s', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'FAILED', reason: 'declined' })
    expect(actor.getSnapshot().context.reason).toBe('declined')
    await vi.advanceTimersByTimeAsync(2999)
    expect(calls.refresh).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.refresh).toBe(1)
    expect(calls.goToOrder).toEqual([])
  })

  it('ignores a second result', () => {
    const { actor } = start()
    actor.send({ type: 'FAILED', reason: 'declined' })
    actor.send({ type: 'SUCCEEDED', orderNum: 'HL3' })
    expect(actor.getSnapshot().value).toBe('failed')
  })
})
