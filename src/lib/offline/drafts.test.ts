import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAutosave } from './autosave'
import { draftFixture } from './draft.fixture'
import { createDraftStore, memoryDraftStorage, mergeDraft } from './drafts'
import { tryLock } from './locks'

describe('draft store', () => {
  it('creates, patches and lists drafts newest first; survives a new store on the same storage', async () => {
    const storage = memoryDraftStorage()
    const store = createDraftStore(storage, null)
    await store.ready
    await store.create(draftFixture())
    await store.create(draftFixture({ id: '1b7c2f3e-4a1d-4c55-9a7e-2f1e6d5b8c91', updatedAt: '2026-11-20T00:00:00.000Z' }))
    const updated = await store.update(draftFixture().id, { form: { ...draftFixture().form, specialRequests: 'quiet room' } })
    expect(updated?.form.specialRequests).toBe('quiet room')
    expect(store.list().map((d) => d.id)[0]).toBe(draftFixture().id)

    const reopened = createDraftStore(storage, null)
    await reopened.ready
    expect(reopened.find(draftFixture().id)?.form.specialRequests).toBe('quiet room')
    expect(reopened.list()).toHaveLength(2)
  })

  it("keeps a failure's `sent` flag across a reload; drafts stored without it still load", async () => {
    const storage = memoryDraftStorage()
    const store = createDraftStore(storage, null)
    await store.create(draftFixture({ state: 'queued', lastError: { kind: 'offline' } }))
    await store.create(draftFixture({ id: '1b7c2f3e-4a1d-4c55-9a7e-2f1e6d5b8c91', state: 'queued', lastError: { kind: 'offline', sent: true } }))
    const reopened = createDraftStore(storage, null)
    await reopened.ready
    expect(reopened.find(draftFixture().id)?.lastError).toEqual({ kind: 'offline' })
    expect(reopened.find('1b7c2f3e-4a1d-4c55-9a7e-2f1e6d5b8c91')?.lastError).toEqual({ kind: 'offline', sent: true })
  })

  it('never moves a submitted draft back (a stale tab cannot undo the acknowledgement)', async () => {
    const store = createDraftStore(memoryDraftStorage(), null)
    await store.create(draftFixture({ state: 'submitted', orderNum: 'H1' }))
    const after = await store.update(draftFixture().id, { state: 'queued', orderNum: null })
    expect(after?.state).toBe('submitted')
    expect(after?.orderNum).toBe('H1')
    expect(mergeDraft(draftFixture({ state: 'submitted' }), { paymentMethod: 'credit' }, 'now').paymentMethod).toBe('credit')
  })

  it('keeps the snapshot and tells nobody when a reload finds nothing changed; tells them when something did', async () => {
    const storage = memoryDraftStorage()
    const store = createDraftStore(storage, null)
    await store.create(draftFixture({ state: 'queued' }))
    const before = store.list()
    const listener = vi.fn()
    store.subscribe(listener)
    await store.reload()
    expect(store.list()).toBe(before)
    expect(listener).not.toHaveBeenCalled()
    // Another tab changed the stored draft.
    await storage.update(draftFixture().id, (old) => ({ ...(old as object), state: 'submitted', orderNum: 'H9' }))
    await store.reload()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.list()).not.toBe(before)
    expect(store.find(draftFixture().id)?.orderNum).toBe('H9')
  })

  it('does not overwrite an existing draft on create, ignores unknown ids and broken records', async () => {
    const storage = memoryDraftStorage()
    await storage.update('junk', () => ({ nope: true }))
    const store = createDraftStore(storage, null)
    await store.create(draftFixture({ hotelName: 'First' }))
    await store.create(draftFixture({ hotelName: 'Second' }))
    expect(store.find(draftFixture().id)?.hotelName).toBe('First')
    expect(await store.update('9b7c2f3e-4a1d-4c55-9a7e-2f1e6d5b8c99', { state: 'queued' })).toBeUndefined()
    expect(store.list()).toHaveLength(1)
    await store.remove(draftFixture().id)
    expect(store.list()).toHaveLength(0)
  })
})

describe('autosave', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('debounces changes and saves the last one within a second; flush saves at once', async () => {
    const store = createDraftStore(memoryDraftStorage(), null)
    await store.create(draftFixture())
    const spy = vi.spyOn(store, 'update')
    const autosave = createAutosave(store, draftFixture().id, 300)
    autosave.schedule({ form: { ...draftFixture().form, specialRequests: 'a' } })
    autosave.schedule({ form: { ...draftFixture().form, specialRequests: 'ab' } })
    expect(spy).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(300)
    expect(spy).toHaveBeenCalledTimes(1)
    expect((await store.get(draftFixture().id))?.form.specialRequests).toBe('ab')

    autosave.schedule({ form: { ...draftFixture().form, specialRequests: 'abc' } })
    await autosave.flush()
    expect((await store.get(draftFixture().id))?.form.specialRequests).toBe('abc')
    expect(autosave.hasPending()).toBe(false)
  })
})

describe('tryLock', () => {
  it('gives the lock to one holder at a time and frees it on release', async () => {
    const held = new Set<string>()
    const locks = {
      request: async (name: string, _opts: { ifAvailable: boolean }, cb: (lock: { name: string } | null) => Promise<void>) => {
        if (held.has(name)) return cb(null)
        held.add(name)
        try {
          await cb({ name })
        } finally {
          held.delete(name)
        }
      },
    } as unknown as LockManager
    const first = await tryLock('draft:x', locks)
    expect(first).not.toBeNull()
    expect(await tryLock('draft:x', locks)).toBeNull()
    first!.release()
    await Promise.resolve()
    await Promise.resolve()
    expect(await tryLock('draft:x', locks)).not.toBeNull()
  })

  it('without Web Locks resolves with a no-op lock', async () => {
    expect(await tryLock('draft:y', undefined)).not.toBeNull()
  })
})
