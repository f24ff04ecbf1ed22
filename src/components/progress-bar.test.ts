import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PROGRESS_DELAY_MS, watchBusy } from './progress-bar'

type Listener = () => void
function fakeRouter() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    state: { status: 'idle' },
    subscribe(event: 'onBeforeLoad' | 'onResolved', fn: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set)
      set.add(fn)
      return () => void set.delete(fn)
    },
    emit(event: string) {
      listeners.get(event)?.forEach((fn) => fn())
    },
  }
}

describe('watchBusy (global progress bar)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows after 150 ms of a query in flight and hides when it is answered', async () => {
    const client = new QueryClient()
    const shown: boolean[] = []
    const stop = watchBusy(client, fakeRouter(), (v) => shown.push(v))
    let answer!: (v: string) => void
    void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>((r) => (answer = r)) })
    await vi.advanceTimersByTimeAsync(PROGRESS_DELAY_MS - 10)
    expect(shown).toEqual([])
    await vi.advanceTimersByTimeAsync(20)
    expect(shown).toEqual([true])
    answer('done')
    await vi.advanceTimersByTimeAsync(0)
    expect(shown).toEqual([true, false])
    stop()
  })

  it('never shows for an answer faster than 150 ms', async () => {
    const client = new QueryClient()
    const shown: boolean[] = []
    const stop = watchBusy(client, fakeRouter(), (v) => shown.push(v))
    void client.fetchQuery({ queryKey: ['fast'], queryFn: () => new Promise<string>((r) => setTimeout(() => r('ok'), 50)) })
    await vi.advanceTimersByTimeAsync(500)
    expect(shown).toEqual([])
    stop()
  })

  it('follows a route load: pending after it starts, hidden once it resolves', async () => {
    const client = new QueryClient()
    const router = fakeRouter()
    const shown: boolean[] = []
    const stop = watchBusy(client, router, (v) => shown.push(v))
    router.emit('onBeforeLoad')
    router.state.status = 'pending'
    await vi.advanceTimersByTimeAsync(PROGRESS_DELAY_MS + 10)
    expect(shown).toEqual([true])
    router.state.status = 'idle'
    router.emit('onResolved')
    expect(shown).toEqual([true, false])
    stop()
  })

  it('looks at the caches once for a burst of events, not once per event', async () => {
    const client = new QueryClient()
    const shown: boolean[] = []
    const stop = watchBusy(client, fakeRouter(), (v) => shown.push(v))
    const looks = vi.spyOn(client, 'isFetching')
    // 30 queries start in one task: each announces itself several times.
    for (let i = 0; i < 30; i++) void client.fetchQuery({ queryKey: ['burst', i], queryFn: () => new Promise<string>(() => {}) })
    await vi.advanceTimersByTimeAsync(0)
    expect(looks.mock.calls.length).toBeGreaterThan(0)
    expect(looks.mock.calls.length).toBeLessThanOrEqual(2)
    await vi.advanceTimersByTimeAsync(PROGRESS_DELAY_MS)
    expect(shown).toEqual([true])
    stop()
  })

  it('stops listening when unsubscribed', async () => {
    const client = new QueryClient()
    const shown: boolean[] = []
    watchBusy(client, fakeRouter(), (v) => shown.push(v))()
    void client.fetchQuery({ queryKey: ['after'], queryFn: () => new Promise<string>(() => {}) })
    await vi.advanceTimersByTimeAsync(1000)
    expect(shown).toEqual([])
  })
})
