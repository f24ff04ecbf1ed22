import { lazyRouteComponent } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, leaveToRouteError, reloadOnce, type ReloadDeps } from './chunk-reload'

function deps(start = 1_000_000): ReloadDeps & { store: Map<string, string>; clock: { t: number } } {
  const store = new Map<string, string>()
  const clock = { t: start }
  return {
    store,
    clock,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    reload: vi.fn(),
    now: () => clock.t,
    online: () => true,
  }
}

describe('chunk load failure (§4)', () => {
  it('recognises dynamic import failures from each browser', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })

  it('reloads once, then not again within 30 s', () => {
    const d = deps()
    expect(reloadOnce(d)).toBe(true)
    expect(reloadOnce(d)).toBe(false)
    expect(d.reload).toHaveBeenCalledTimes(1)
  })

  it('reloads again after the window', () => {
    const d = deps()
    reloadOnce(d)
    d.clock.t += 31_000
    expect(reloadOnce(d)).toBe(true)
    expect(d.reload).toHaveBeenCalledTimes(2)
  })

  it('still reloads without storage', () => {
    const d = { ...deps(), storage: undefined }
    expect(reloadOnce(d)).toBe(true)
  })

  it('does not reload offline (the page would become the browser offline page), and keeps its one reload for later', () => {
    const d = { ...deps(), online: () => false }
    expect(reloadOnce(d)).toBe(false)
    expect(d.reload).not.toHaveBeenCalled()
    expect(reloadOnce({ ...d, online: () => true })).toBe(true)
  })

  it("when it does not reload, marks the router's own once-per-chunk reload as done, so the error page takes the error", () => {
    const store = new Map<string, string>()
    const storage = { setItem: (k: string, v: string) => void store.set(k, v) }
    const error = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/order-B1.js')
    leaveToRouteError(error, storage)
    // The key @tanstack/react-router's lazyRouteComponent reads before it reloads.
    expect(store.get(`tanstack_router_reload:${error.message}`)).toBe('1')
    leaveToRouteError('not an error', storage)
    expect(store.size).toBe(1)
  })

  it('that key is the one the installed router reads: its lazy route component then throws the error instead of reloading', async () => {
    const error = new TypeError(`Failed to fetch dynamically imported module: http://127.0.0.1/assets/page-${Date.now()}.js`)
    const Page = lazyRouteComponent(() => Promise.reject(error))
    await Page.preload?.()
    leaveToRouteError(error, sessionStorage)
    // Without the key it would call location.reload() and throw a never-settling promise.
    expect(() => (Page as unknown as (props: object) => unknown)({})).toThrow(error)
  })
})

