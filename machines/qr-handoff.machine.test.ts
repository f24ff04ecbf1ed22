import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { qrHandoffMachine, type PayLinkInfo, type QrStatus } from './qr-handoff.machine'

const NOW = Date.parse('2026-11-21T10:00:00Z')

function start(statuses: Array<QrStatus | Error>, opts: { ttlMs?: number; createFails?: boolean } = {}) {
  const calls = { create: 0, check: 0 }
  const actor = createActor(
    qrHandoffMachine.provide({
      actors: {
        createLink: fromPromise<PayLinkInfo>(async () => {
          calls.create++
          if (opts.createFails) throw new Error('offline')
          return { token: `t${calls.create}`, url: 'https://x/pay', expiresAt: new Date(Date.now() + (opts.ttlMs ?? 600_000)).toISOString() }
        }),
        checkStatus: fromPromise<QrStatus, { token: string }>(async () => {
          const next = statuses[Math.min(calls.check, statuses.length - 1)] as QrStatus | Error
          calls.check++
          if (next instanceof Error) throw next
          return next
        }),
      },
    }),
    { input: {} },
  )
  actor.start()
  return { actor, calls }
}

const pending: QrStatus = { state: 'pending', reason: null }

describe('qr-handoff machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('idle → creating → showing, polls each second and reaches paid within 2 s of the phone', async () => {
    const { actor, calls } = start([pending, pending, { state: 'paid', reason: null }])
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'CREATE' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toEqual({ showing: 'waiting' })
    expect(actor.getSnapshot().context.link?.token).toBe('t1')
    await vi.advanceTimersByTimeAsync(2000)
    expect(calls.check).toBe(2)
    expect(actor.getSnapshot().matches('showing')).toBe(true)
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().value).toBe('paid')
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('a declined payment is failed with its reason; RETRY makes a new link', async () => {
    const { actor, calls } = start([{ state: 'failed', reason: 'declined' }])
    actor.send({ type: 'CREATE' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.reason).toBe('declined')
    actor.send({ type: 'RETRY' })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.create).toBe(2)
    expect(actor.getSnapshot().context.link?.token).toBe('t2')
  })

  it('expires at the link expiry even without an answer, and network errors keep polling', async () => {
    const { actor, calls } = start([new Error('offline')], { ttlMs: 5000 })
    actor.send({ type: 'CREATE' })
    await vi.advanceTimersByTimeAsync(4000)
    expect(actor.getSnapshot().matches('showing')).toBe(true)
    expect(calls.check).toBeGreaterThanOrEqual(3)
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().value).toBe('expired')
  })

  it('the server saying expired ends it too; a failed create is an error that can retry', async () => {
    const a = start([{ state: 'expired', reason: null }])
    a.actor.send({ type: 'CREATE' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(a.actor.getSnapshot().value).toBe('expired')
    const b = start([], { createFails: true })
    b.actor.send({ type: 'CREATE' })
    await vi.advanceTimersByTimeAsync(0)
    expect(b.actor.getSnapshot().value).toBe('error')
    b.actor.send({ type: 'RETRY' })
    await vi.advanceTimersByTimeAsync(0)
    expect(b.calls.create).toBe(2)
  })

  it('CANCEL while showing returns to idle and stops polling', async () => {
    const { actor, calls } = start([pending])
    actor.send({ type: 'CREATE' })
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'CANCEL' })
    await vi.advanceTimersByTimeAsync(5000)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(calls.check).toBe(0)
  })
})
