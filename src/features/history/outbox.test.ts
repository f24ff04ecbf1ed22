import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api/errors'
import { createOutbox, type Op, type OutboxStorage } from './outbox'
import { mergeFavourites, mergeHistory } from './merge'

function memoryStorage(): OutboxStorage & { saved: Op[] } {
  const s = { saved: [] as Op[], load: async () => s.saved, save: async (ops: Op[]) => void (s.saved = ops) }
  return s
}
let n = 0
const id = () => `op-${++n}`

describe('history/favourites outbox', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('queues offline, survives a restart, and replays in order on reconnect', async () => {
    const storage = memoryStorage()
    const calls: string[] = []
    let online = false
    const fail = () => Promise.reject(new ApiError({ kind: 'network', status: 0 }))
    const transport = {
      visit: (h: number) => (online ? (calls.push(`visit ${h}`), Promise.resolve()) : fail()),
      favAdd: (h: number) => (online ? (calls.push(`add ${h}`), Promise.resolve()) : fail()),
      favDel: (h: number) => (online ? (calls.push(`del ${h}`), Promise.resolve()) : fail()),
    }
    const a = createOutbox(storage, transport, id)
    await a.add('agent', { kind: 'visit', hotelId: 1 })
    await a.add('agent', { kind: 'fav-add', hotelId: 1 })
    expect(await a.flush('agent')).toEqual({ sent: 0, dropped: 0, kept: 2, favourites: 0 })
    expect(storage.saved).toHaveLength(2)

    // Reload: a new outbox reads the queue back.
    const b = createOutbox(storage, transport, id)
    await b.ready
    expect(b.ops().map((o) => o.kind)).toEqual(['visit', 'fav-add'])
    online = true
    expect(await b.flush('agent')).toEqual({ sent: 2, dropped: 0, kept: 0, favourites: 1 })
    expect(calls).toEqual(['visit 1', 'add 1'])
    expect(storage.saved).toEqual([])
  })

  it('keeps its snapshot when a pass finds the queue unchanged, and changes it when the queue changes', async () => {
    const storage = memoryStorage()
    const offline = () => Promise.reject(new ApiError({ kind: 'network', status: 0 }))
    const a = createOutbox(storage, { visit: offline, favAdd: offline, favDel: offline }, id)
    await a.add('agent', { kind: 'visit', hotelId: 3 })
    const before = a.ops()
    const seen = vi.fn()
    a.subscribe(seen)
    // A replay that cannot send re-reads the stored queue (a copy) and finds the same changes.
    expect(await a.flush('agent')).toEqual({ sent: 0, dropped: 0, kept: 1, favourites: 0 })
    expect(seen).toHaveBeenCalled()
    expect(a.ops()).toBe(before)
    await a.add('agent', { kind: 'visit', hotelId: 4 })
    expect(a.ops()).not.toBe(before)
    expect(a.ops().map((o) => o.hotelId)).toEqual([3, 4])
  })

  it('keeps an operation on 5xx and 401, drops a definite refusal', async () => {
    const favAdd = vi.fn()
    favAdd.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 503 }))
    favAdd.mockRejectedValueOnce(new ApiError({ kind: 'unauthenticated', status: 401 }))
    favAdd.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 404 }))
    const box = createOutbox(null, { visit: vi.fn(), favAdd, favDel: vi.fn() }, id)
    await box.add('agent', { kind: 'fav-add', hotelId: 9 })
    expect((await box.flush('agent')).kept).toBe(1)
    expect((await box.flush('agent')).kept).toBe(1)
    expect(await box.flush('agent')).toEqual({ sent: 0, dropped: 1, kept: 0, favourites: 1 })
    expect(box.ops()).toEqual([])
  })

  it('a replay that finds the browser gone offline stops before the next send, and the change waits', async () => {
    let online = true
    vi.stubGlobal('navigator', { ...globalThis.navigator, get onLine() { return online } })
    const box = createOutbox(null, {
      // The first send succeeds, and the network drops right after it.
      visit: vi.fn(async () => void (online = false)),
      favAdd: vi.fn().mockResolvedValue(undefined),
      favDel: vi.fn(),
    }, id)
    await box.add('agent', { kind: 'visit', hotelId: 5 })
    await box.add('agent', { kind: 'fav-add', hotelId: 6 })
    expect(await box.flush('agent')).toEqual({ sent: 1, dropped: 0, kept: 1, favourites: 0 })
    expect(box.ops().map((o) => o.kind)).toEqual(['fav-add'])
    online = true
    expect(await box.flush('agent')).toEqual({ sent: 1, dropped: 0, kept: 0, favourites: 1 })
    expect(box.ops()).toEqual([])
  })

  it('replays only the current user’s operations', async () => {
    const favAdd = vi.fn().mockResolvedValue(undefined)
    const box = createOutbox(null, { visit: vi.fn(), favAdd, favDel: vi.fn() }, id)
    await box.add('alice', { kind: 'fav-add', hotelId: 1 })
    await box.add('bob', { kind: 'fav-add', hotelId: 2 })
    await box.flush('bob')
    expect(favAdd).toHaveBeenCalledTimes(1)
    expect(favAdd).toHaveBeenCalledWith(2)
    expect(box.ops().map((o) => o.user)).toEqual(['alice'])
  })

  it('a favourite toggled twice offline leaves only the last intent', async () => {
    const box = createOutbox(null, { visit: vi.fn(), favAdd: vi.fn(), favDel: vi.fn() }, id)
    await box.add('a', { kind: 'fav-add', hotelId: 3 })
    await box.add('a', { kind: 'fav-del', hotelId: 3 })
    expect(box.ops().map((o) => o.kind)).toEqual(['fav-del'])
  })
})

/** Web Locks as browsers grant them: one holder per name, FIFO, ifAvailable gives null. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>()
  const held = new Set<string>()
  return {
    request<T>(name: string, options: { ifAvailable?: boolean }, fn: (lock: unknown) => Promise<T>): Promise<T> {
      if (options.ifAvailable && held.has(name)) return fn(null)
      const run = async () => {
        held.add(name)
        try {
          return await fn({ name })
        } finally {
          held.delete(name)
        }
      }
      const next = (tails.get(name) ?? Promise.resolve()).then(run, run)
      tails.set(name, next.catch(() => undefined))
      return next
    },
  }
}

describe('history/favourites outbox shared by two tabs (one IndexedDB queue)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('a change queued in one tab is not overwritten by another tab’s change', async () => {
    const storage = memoryStorage()
    const fail = () => Promise.reject(new ApiError({ kind: 'network', status: 0 }))
    const offline = { visit: fail, favAdd: fail, favDel: fail }
    const tab1 = createOutbox(storage, offline, id)
    const tab2 = createOutbox(storage, offline, id)
    await Promise.all([tab1.ready, tab2.ready])
    await tab1.add('agent', { kind: 'fav-add', hotelId: 1 })
    await tab2.add('agent', { kind: 'fav-add', hotelId: 2 })
    await tab2.add('agent', { kind: 'visit', hotelId: 3 })
    expect(storage.saved.map((o) => `${o.kind} ${o.hotelId}`)).toEqual(['fav-add 1', 'fav-add 2', 'visit 3'])

    // Tab 1 is closed; tab 2 alone comes back online and sends all three, once each.
    const calls: string[] = []
    const tab2Online = createOutbox(storage, { visit: async (h) => void calls.push(`visit ${h}`), favAdd: async (h) => void calls.push(`add ${h}`), favDel: async (h) => void calls.push(`del ${h}`) }, id)
    expect(await tab2Online.flush('agent')).toEqual({ sent: 3, dropped: 0, kept: 0, favourites: 2 })
    expect(calls).toEqual(['add 1', 'add 2', 'visit 3'])
  })

  it('a change one tab has sent is not sent again by the other', async () => {
    const storage = memoryStorage()
    storage.saved = [{ id: 'x1', user: 'agent', kind: 'fav-add', hotelId: 7, at: '2026-03-01T00:00:00Z' }]
    const favAdd = vi.fn().mockResolvedValue(undefined)
    const transport = { visit: vi.fn(), favAdd, favDel: vi.fn() }
    const tab1 = createOutbox(storage, transport, id)
    const tab2 = createOutbox(storage, transport, id)
    await Promise.all([tab1.ready, tab2.ready])
    await tab1.flush('agent')
    await tab2.flush('agent')
    expect(favAdd).toHaveBeenCalledTimes(1)
    expect(tab2.ops()).toEqual([])
  })

  it('two tabs replaying at the same moment send each change once', async () => {
    vi.stubGlobal('navigator', { ...globalThis.navigator, locks: fakeLocks() })
    const storage = memoryStorage()
    storage.saved = [
      { id: 'y1', user: 'agent', kind: 'fav-add', hotelId: 8, at: '2026-03-01T00:00:00Z' },
      { id: 'y2', user: 'agent', kind: 'visit', hotelId: 9, at: '2026-03-01T00:00:01Z' },
    ]
    const favAdd = vi.fn(() => new Promise((r) => setTimeout(r, 5)))
    const visit = vi.fn(() => new Promise((r) => setTimeout(r, 5)))
    const tab1 = createOutbox(storage, { visit, favAdd, favDel: vi.fn() }, id)
    const tab2 = createOutbox(storage, { visit, favAdd, favDel: vi.fn() }, id)
    await Promise.all([tab1.ready, tab2.ready])
    await Promise.all([tab1.flush('agent'), tab2.flush('agent')])
    expect(favAdd).toHaveBeenCalledTimes(1)
    expect(visit).toHaveBeenCalledTimes(1)
    expect(storage.saved).toEqual([])
  })

  it('a tab that finds another tab replaying reports its changes as still queued, and sends them once that tab stops', async () => {
    vi.stubGlobal('navigator', { ...globalThis.navigator, locks: fakeLocks() })
    const storage = memoryStorage()
    storage.saved = [{ id: 'z1', user: 'agent', kind: 'fav-add', hotelId: 11, at: '2026-03-01T00:00:00Z' }]
    let release!: () => void
    // Tab 1's call hangs, then fails (its tab lost the network, or was closed).
    const stuck = vi.fn(() => new Promise((_, reject) => (release = () => reject(new ApiError({ kind: 'network', status: 0 })))))
    const tab1 = createOutbox(storage, { visit: vi.fn(), favAdd: stuck, favDel: vi.fn() }, id)
    const favAdd = vi.fn().mockResolvedValue(undefined)
    const tab2 = createOutbox(storage, { visit: vi.fn(), favAdd, favDel: vi.fn() }, id)
    await Promise.all([tab1.ready, tab2.ready])
    const first = tab1.flush('agent')
    await vi.waitFor(() => expect(stuck).toHaveBeenCalled())
    expect(await tab2.flush('agent')).toEqual({ sent: 0, dropped: 0, kept: 1, favourites: 0 })
    expect(await tab2.flush('other-agent')).toEqual({ sent: 0, dropped: 0, kept: 0, favourites: 0 })
    release()
    expect(await first).toEqual({ sent: 0, dropped: 0, kept: 1, favourites: 0 })
    expect(await tab2.flush('agent')).toEqual({ sent: 1, dropped: 0, kept: 0, favourites: 1 })
    expect(favAdd).toHaveBeenCalledTimes(1)
  })

  it('a tab sees a change queued in another tab at once, and hears that the queue changed', async () => {
    const storage = memoryStorage()
    const fail = () => Promise.reject(new ApiError({ kind: 'network', status: 0 }))
    const offline = { visit: fail, favAdd: fail, favDel: fail }
    const channel = `outbox-test-${Math.random()}`
    const tab1 = createOutbox(storage, offline, id, channel)
    const tab2 = createOutbox(storage, offline, id, channel)
    await Promise.all([tab1.ready, tab2.ready])
    const heard = vi.fn()
    tab2.onRemoteChange(heard)
    const seen = vi.fn()
    tab2.subscribe(seen)
    await tab1.add('agent', { kind: 'fav-add', hotelId: 4 })
    // No add, flush or reload in tab 2: the broadcast alone brings the change.
    await vi.waitFor(() => expect(tab2.ops().map((o) => `${o.kind} ${o.hotelId}`)).toEqual(['fav-add 4']))
    expect(heard).toHaveBeenCalled()
    expect(seen).toHaveBeenCalled()
    // The tab that made the change does not hear its own message.
    const own = vi.fn()
    tab1.onRemoteChange(own)
    await tab1.add('agent', { kind: 'visit', hotelId: 5 })
    await vi.waitFor(() => expect(tab2.ops()).toHaveLength(2))
    expect(own).not.toHaveBeenCalled()
  })

  it('a change another tab sent is handed over before it leaves this tab’s queue (no moment showing the old state)', async () => {
    const storage = memoryStorage()
    const channel = `outbox-test-${Math.random()}`
    const favAdd = vi.fn().mockResolvedValue(undefined)
    const fail = () => Promise.reject(new ApiError({ kind: 'network', status: 0 }))
    const tab1 = createOutbox(storage, { visit: vi.fn(), favAdd, favDel: vi.fn() }, id, channel)
    const tab2 = createOutbox(storage, { visit: fail, favAdd: fail, favDel: fail }, id, channel)
    await Promise.all([tab1.ready, tab2.ready])
    await tab2.add('agent', { kind: 'fav-add', hotelId: 12 })
    await vi.waitFor(() => expect(tab1.ops()).toHaveLength(1))
    // The order tab 2's listeners hear things in: the sent change first, then the queue without it.
    const events: string[] = []
    tab2.onRemoteSent((op) => events.push(`sent ${op.kind} ${op.hotelId}`))
    tab2.subscribe(() => events.push(`queue ${tab2.ops().length}`))
    expect(await tab1.flush('agent')).toEqual({ sent: 1, dropped: 0, kept: 0, favourites: 1 })
    await vi.waitFor(() => expect(tab2.ops()).toEqual([]))
    expect(events).toEqual(['sent fav-add 12', 'queue 0'])
  })

  it('a change another tab dropped (refused by the server) is not handed over as sent', async () => {
    const storage = memoryStorage()
    const channel = `outbox-test-${Math.random()}`
    const refused = vi.fn().mockRejectedValue(new ApiError({ kind: 'http', status: 404 }))
    const fail = () => Promise.reject(new ApiError({ kind: 'network', status: 0 }))
    const tab1 = createOutbox(storage, { visit: vi.fn(), favAdd: vi.fn(), favDel: refused }, id, channel)
    const tab2 = createOutbox(storage, { visit: fail, favAdd: fail, favDel: fail }, id, channel)
    await Promise.all([tab1.ready, tab2.ready])
    await tab2.add('agent', { kind: 'fav-del', hotelId: 13 })
    await vi.waitFor(() => expect(tab1.ops()).toHaveLength(1))
    const sent = vi.fn()
    tab2.onRemoteSent(sent)
    expect(await tab1.flush('agent')).toEqual({ sent: 0, dropped: 1, kept: 0, favourites: 1 })
    await vi.waitFor(() => expect(tab2.ops()).toEqual([]))
    expect(sent).not.toHaveBeenCalled()
  })
})

describe('merge', () => {
  const fav = { s_hotel_id: 1, hotel_name: 'A', hotel_name_cn: '甲', create_date: '2026-03-01T00:00:00Z', hotelImage: '/a.svg' }
  it('lays queued favourite changes over the server list', () => {
    const ops = [
      { kind: 'fav-add' as const, hotelId: 2, at: '2026-03-02T00:00:00Z', hotel: { name: 'B', nameCN: '乙', image: '' } },
      { kind: 'fav-del' as const, hotelId: 1, at: '2026-03-02T00:00:00Z' },
    ]
    expect(mergeFavourites([fav], ops).map((f) => f.s_hotel_id)).toEqual([2])
  })
  it('puts queued visits on top with favourite flags', () => {
    const server = [{ hotelId: 1, hotelName: 'A', hotelNameCN: '甲', queryTime: '2026-03-01T00:00:00Z', isFavorite: false, price: 100, currencyCode: 'CNY' as const, hotelImage: '' }]
    const merged = mergeHistory(server, [{ kind: 'visit', hotelId: 5, at: '2026-03-03T00:00:00Z', hotel: { name: 'E', nameCN: '戊', image: '' } }], [fav], 'CNY')
    expect(merged.map((h) => [h.hotelId, h.isFavorite])).toEqual([
      [5, false],
      [1, true],
    ])
  })
})
