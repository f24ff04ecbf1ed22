import { describe, expect, it, vi } from 'vitest'
import { QUIET_MS, createUpdateController } from './update'

function setup(opts: { dirty?: boolean; waiting?: boolean } = {}) {
  let dirty = opts.dirty ?? false
  let release: () => void = () => undefined
  let wake: () => void = () => undefined
  const timers: Array<() => void> = []
  const changes = new Set<() => void>()
  const change = () => changes.forEach((l) => l())
  const deps = {
    onDirtyChange: (l: () => void) => (changes.add(l), () => void changes.delete(l)),
    activateWaiting: vi.fn(() => opts.waiting ?? true),
    reload: vi.fn(),
    isDirty: () => dirty,
    whenClean: () => (dirty ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()),
    setTimer: (fn: () => void) => void timers.push(fn),
    sleep: vi.fn((ms: number) => {
      expect(ms).toBe(QUIET_MS)
      return new Promise<void>((resolve) => (wake = resolve))
    }),
  }
  const ctl = createUpdateController(deps)
  const flush = () => new Promise((r) => setTimeout(r, 0))
  return {
    ctl,
    deps,
    timers,
    flush,
    save: () => ((dirty = false), change(), release()),
    type: () => ((dirty = true), change()),
    quiet: () => wake(),
  }
}

describe('update controller', () => {
  it('shows the prompt, activates the waiting worker and reloads when it takes control', async () => {
    const { ctl, deps } = setup()
    expect(ctl.get()).toBe('idle')
    ctl.offer()
    expect(ctl.get()).toBe('available')
    await ctl.apply()
    expect(ctl.get()).toBe('applying')
    expect(deps.activateWaiting).toHaveBeenCalledOnce()
    expect(deps.reload).not.toHaveBeenCalled()
    ctl.controlled()
    expect(deps.reload).toHaveBeenCalledOnce()
  })

  it('waits for unsaved forms, and for them to stay saved, before activating anything', async () => {
    const { ctl, deps, save, type, quiet, flush } = setup({ dirty: true })
    ctl.offer()
    const applying = ctl.apply()
    await flush()
    expect(ctl.get()).toBe('deferred')
    expect(deps.activateWaiting).not.toHaveBeenCalled()
    ctl.controlled() // a stray controllerchange must not reload a dirty page
    expect(deps.reload).not.toHaveBeenCalled()
    save()
    await flush()
    type() // the agent goes on typing during the quiet period
    quiet()
    await flush()
    expect(deps.activateWaiting).not.toHaveBeenCalled()
    save()
    await flush()
    quiet()
    await applying
    expect(deps.activateWaiting).toHaveBeenCalledOnce()
    expect(deps.sleep).toHaveBeenCalledTimes(2)
  })

  it('a key typed and saved within the quiet time still counts as typing', async () => {
    const { ctl, deps, save, type, quiet, flush } = setup({ dirty: true })
    ctl.offer()
    const applying = ctl.apply()
    save()
    await flush()
    // Typed and autosaved before the quiet time ends: clean at its end, but not quiet.
    type()
    save()
    quiet()
    await flush()
    expect(deps.activateWaiting).not.toHaveBeenCalled()
    quiet()
    await applying
    expect(deps.activateWaiting).toHaveBeenCalledOnce()
    expect(deps.sleep).toHaveBeenCalledTimes(2)
  })

  it('reloads directly when no worker is waiting (another tab activated it)', async () => {
    const { ctl, deps } = setup({ waiting: false })
    ctl.offer()
    await ctl.apply()
    expect(deps.reload).toHaveBeenCalledOnce()
  })

  it('reloads once even if control never arrives (timeout) and then arrives', async () => {
    const { ctl, deps, timers } = setup()
    ctl.offer()
    await ctl.apply()
    timers[0]!()
    ctl.controlled()
    expect(deps.reload).toHaveBeenCalledOnce()
  })
})
