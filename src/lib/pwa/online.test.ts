import { describe, expect, it, vi } from 'vitest'
import { createOnlineStore, type OnlineDeps } from './online'

function setup(opts: { navigatorOnLine?: boolean; probe?: boolean[] } = {}) {
  let navOnline = opts.navigatorOnLine ?? true
  const answers = [...(opts.probe ?? [])]
  const timers: Array<{ fn: () => void; ms: number }> = []
  const deps: OnlineDeps = {
    navigatorOnLine: () => navOnline,
    probe: vi.fn(async () => answers.shift() ?? true),
    now: () => 1000,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => timers.splice(0),
  }
  const store = createOnlineStore(deps)
  return { store, deps, timers, setNav: (v: boolean) => (navOnline = v) }
}

describe('online store', () => {
  it('starts from navigator.onLine', () => {
    expect(setup({ navigatorOnLine: false }).store.get()).toMatchObject({ online: false, cause: 'browser' })
    expect(setup().store.get()).toMatchObject({ online: true, cause: null })
  })

  it('a network failure goes offline only when the /healthz probe fails too', async () => {
    const { store, deps } = setup({ probe: [true, false] })
    await store.check()
    expect(store.get().online).toBe(true)
    await store.check()
    expect(store.get()).toMatchObject({ online: false, cause: 'unreachable' })
    expect(deps.probe).toHaveBeenCalledTimes(2)
  })

  it('keeps probing with backoff while unreachable, and recovers', async () => {
    const { store, timers } = setup({ probe: [false, false, true] })
    await store.check()
    expect(timers.map((t) => t.ms)).toEqual([3000])
    timers.shift()!.fn()
    await vi.waitFor(() => expect(timers.map((t) => t.ms)).toEqual([6000]))
    timers.shift()!.fn()
    await vi.waitFor(() => expect(store.get().online).toBe(true))
  })

  it('browser offline wins without probing; browser online is confirmed by a probe', async () => {
    const { store, deps, setNav } = setup({ probe: [false] })
    setNav(false)
    store.browserOffline()
    expect(store.get()).toMatchObject({ online: false, cause: 'browser' })
    await store.check()
    expect(deps.probe).not.toHaveBeenCalled()
    setNav(true)
    await store.check()
    expect(store.get().cause).toBe('unreachable')
  })

  it('notifies subscribers on changes only', async () => {
    const { store } = setup({ probe: [true] })
    const listener = vi.fn()
    store.subscribe(listener)
    await store.check()
    expect(listener).not.toHaveBeenCalled()
    store.browserOffline()
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
