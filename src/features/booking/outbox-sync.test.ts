import { describe, expect, it, vi } from 'vitest'
import { draftFixture } from '../../lib/offline/draft.fixture'
import type { Draft } from '../../lib/offline/draft-schema'
import { createDraftStore, memoryDraftStorage } from '../../lib/offline/drafts'
import { createOutboxSync, hotelNameOf, outboxOf, outcomeOf } from './outbox-sync'

const id = (n: number) => `0b7c2f3e-4a1d-4c55-9a7e-2f1e6d5b8c9${n}`

async function setup(drafts: Draft[]) {
  const store = createDraftStore(memoryDraftStorage(), null)
  for (const d of drafts) await store.create(d)
  return store
}

describe('outbox sync', () => {
  it('the outbox is the user\'s queued (and orphaned submitting) drafts', () => {
    const drafts = [
      draftFixture({ id: id(1), state: 'queued' }),
      draftFixture({ id: id(2), state: 'editing' }),
      draftFixture({ id: id(3), state: 'submitting' }),
      draftFixture({ id: id(4), state: 'queued', user: 'someone_else' }),
      draftFixture({ id: id(5), state: 'needs_review' }),
    ]
    expect(outboxOf(drafts, 'demo_agent').map((d) => d.id)).toEqual([id(1), id(3)])
  })

  it('replays each queued draft once per pass, notifies outcomes, keeps transient failures quietly', async () => {
    const store = await setup([draftFixture({ id: id(1), state: 'queued' }), draftFixture({ id: id(2), state: 'queued' }), draftFixture({ id: id(3), state: 'editing' })])
    const notify = vi.fn()
    const replay = vi.fn(async (d: Draft) => {
      if (d.id === id(1)) return { draft: await store.update(d.id, { state: 'submitted', orderNum: 'H1' }), needsLogin: false }
      return { draft: await store.get(d.id), needsLogin: false }
    })
    const sync = createOutboxSync({ store, user: 'demo_agent', replay, notify, isOnline: () => true })
    const [a, b] = await Promise.all([sync.run(), sync.run()])
    expect(a).toBe(b)
    expect(replay).toHaveBeenCalledTimes(2)
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify.mock.calls[0]![0]).toBe('submitted')
    expect(notify.mock.calls[0]![1].orderNum).toBe('H1')
    // Next pass: only the draft still queued is sent again; nothing is deleted.
    replay.mockClear()
    await sync.run()
    expect(replay.mock.calls.map(([d]) => d.id)).toEqual([id(2)])
    expect(store.list()).toHaveLength(3)
  })

  it('stops at a 401 (every other draft would get one too) and does nothing offline', async () => {
    const store = await setup([draftFixture({ id: id(1), state: 'queued' }), draftFixture({ id: id(2), state: 'queued' })])
    const notify = vi.fn()
    const replay = vi.fn(async (d: Draft) => ({ draft: await store.get(d.id), needsLogin: true }))
    let online = false
    const sync = createOutboxSync({ store, user: 'demo_agent', replay, notify, isOnline: () => online })
    expect(await sync.run()).toEqual([])
    expect(replay).not.toHaveBeenCalled()
    online = true
    expect(await sync.run()).toEqual(['login'])
    expect(notify).toHaveBeenCalledWith('login', expect.objectContaining({ state: 'queued' }))
  })

  it('maps stored states to outcomes', () => {
    expect(outcomeOf(draftFixture({ state: 'needs_review' }), false)).toBe('needs_review')
    expect(outcomeOf(draftFixture({ state: 'failed' }), false)).toBe('failed')
    expect(outcomeOf(draftFixture({ state: 'queued' }), false)).toBe('kept')
    expect(outcomeOf(undefined, false)).toBe('kept')
  })

  it('names the hotel in the notice as the booking page does: Chinese name in zh-CN', () => {
    const draft = draftFixture()
    expect(hotelNameOf(draft, 'zh-CN')).toBe('海港酒店')
    expect(hotelNameOf(draft, 'en-US')).toBe('Harbour Hotel')
    expect(hotelNameOf({ ...draft, hotelNameCN: '' }, 'zh-CN')).toBe('Harbour Hotel')
  })
})
