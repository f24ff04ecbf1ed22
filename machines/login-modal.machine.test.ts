import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { loginModalMachine, MODAL_CLOSE_MS, MODAL_FADE_DELAY_MS } from './login-modal.machine'

describe('login-modal machine (§2, §4)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const start = () => createActor(loginModalMachine).start()

  it('closed → opening (mounted, not yet visible) → open after the fade delay', () => {
    const actor = start()
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().hasTag('mounted')).toBe(false)
    actor.send({ type: 'OPEN' })
    expect(actor.getSnapshot().value).toBe('opening')
    expect(actor.getSnapshot().hasTag('mounted')).toBe(true)
    expect(actor.getSnapshot().hasTag('visible')).toBe(false)
    vi.advanceTimersByTime(MODAL_FADE_DELAY_MS)
    expect(actor.getSnapshot().value).toBe('open')
    expect(actor.getSnapshot().hasTag('visible')).toBe(true)
  })

  it('a mask click closes after 300 ms; so does CLOSE', () => {
    for (const type of ['MASK_CLICK', 'CLOSE'] as const) {
      const actor = start()
      actor.send({ type: 'OPEN' })
      vi.advanceTimersByTime(MODAL_FADE_DELAY_MS)
      actor.send({ type })
      expect(actor.getSnapshot().value).toBe('closing')
      expect(actor.getSnapshot().hasTag('visible')).toBe(false)
      expect(actor.getSnapshot().hasTag('mounted')).toBe(true)
      vi.advanceTimersByTime(MODAL_CLOSE_MS - 1)
      expect(actor.getSnapshot().value).toBe('closing')
      vi.advanceTimersByTime(1)
      expect(actor.getSnapshot().value).toBe('closed')
    }
  })

  it('opening again while closing goes back to open; closing while opening closes at once', () => {
    const actor = start()
    actor.send({ type: 'OPEN' })
    vi.advanceTimersByTime(MODAL_FADE_DELAY_MS)
    actor.send({ type: 'CLOSE' })
    actor.send({ type: 'OPEN' })
    expect(actor.getSnapshot().value).toBe('open')
    vi.advanceTimersByTime(MODAL_CLOSE_MS)
    expect(actor.getSnapshot().value).toBe('open')

    const other = start()
    other.send({ type: 'OPEN' })
    other.send({ type: 'MASK_CLICK' })
    expect(other.getSnapshot().value).toBe('closed')
    vi.advanceTimersByTime(MODAL_FADE_DELAY_MS)
    expect(other.getSnapshot().value).toBe('closed')
  })

  it('ignores OPEN when open and CLOSE when closed', () => {
    const actor = start()
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'OPEN' })
    vi.advanceTimersByTime(MODAL_FADE_DELAY_MS)
    actor.send({ type: 'OPEN' })
    expect(actor.getSnapshot().value).toBe('open')
  })
})
