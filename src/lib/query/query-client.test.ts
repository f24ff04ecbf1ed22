import { dehydrate } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { shouldPersistQuery } from './query-client'

describe('shouldPersistQuery', () => {
  const q = (status: 'success' | 'error' | 'pending', meta?: Record<string, unknown>) => ({ state: { status }, meta }) as Parameters<typeof shouldPersistQuery>[0]

  it('keeps successful GETs and POST lookups that opt in (hotel lists, rates: issue 7)', () => {
    expect(shouldPersistQuery(q('success', { method: 'GET' }))).toBe(true)
    expect(shouldPersistQuery(q('success', { method: 'POST', persist: true }))).toBe(true)
  })

  it('never keeps other POST answers or failed queries', () => {
    expect(shouldPersistQuery(q('success', { method: 'POST' }))).toBe(false)
    expect(shouldPersistQuery(q('success'))).toBe(false)
    expect(shouldPersistQuery(q('error', { method: 'GET' }))).toBe(false)
    expect(shouldPersistQuery(q('pending', { method: 'POST', persist: true }))).toBe(false)
  })
})

describe('persistQueryCache', () => {
  it('writes the latest cache at once when the page is left, not up to a second later', async () => {
    const saved: string[] = []
    vi.resetModules()
    vi.doMock('idb-keyval', () => ({
      createStore: () => ({}),
      get: async () => undefined,
      del: async () => undefined,
      set: async (_key: string, value: string) => void saved.push(value),
    }))
    vi.stubGlobal('indexedDB', {})
    try {
      const { createQueryClient, persistQueryCache } = await import('./query-client')
      const client = createQueryClient()
      await persistQueryCache(client, 'v1')
      const meta = { method: 'POST' as const, persist: true }
      // Written at once, then the change right after it waits for the throttle's second.
      client.getQueryCache().build(client, { queryKey: ['hotel'], meta }).setData({ name: 'Harbour Hotel' })
      await vi.waitFor(() => expect(saved.join()).toContain('Harbour Hotel'), { timeout: 3000 })
      client.getQueryCache().build(client, { queryKey: ['rates'], meta }).setData({ plans: 3 })
      await Promise.resolve()
      expect(saved.join()).not.toContain('plans')
      window.dispatchEvent(new Event('pagehide'))
      await Promise.resolve()
      const last = JSON.parse(saved.at(-1)!)
      expect(last.buster).toBe('v1')
      expect(last.clientState.queries.map((q: { queryKey: unknown }) => q.queryKey)).toEqual([['hotel'], ['rates']])
    } finally {
      vi.doUnmock('idb-keyval')
      vi.unstubAllGlobals()
      vi.resetModules()
    }
  })

  it('reads back a cache saved days ago (an agent offline while travelling), not one older than a week', async () => {
    vi.resetModules()
    let stored: string | undefined
    vi.doMock('idb-keyval', () => ({
      createStore: () => ({}),
      get: async () => stored,
      del: async () => void (stored = undefined),
      set: async () => undefined,
    }))
    vi.stubGlobal('indexedDB', {})
    try {
      const { createQueryClient, persistQueryCache, SAVED_CACHE_MAX_AGE_MS } = await import('./query-client')
      const savedAt = (ago: number) => {
        const source = createQueryClient()
        source.getQueryCache().build(source, { queryKey: ['favourites'], meta: { method: 'GET' } }).setData([{ s_hotel_id: 7 }])
        stored = JSON.stringify({ buster: 'v1', timestamp: Date.now() - ago, clientState: dehydrate(source) })
      }
      savedAt(3 * 24 * 60 * 60 * 1000)
      const restored = createQueryClient()
      await persistQueryCache(restored, 'v1')
      expect(restored.getQueryData(['favourites'])).toEqual([{ s_hotel_id: 7 }])

      savedAt(SAVED_CACHE_MAX_AGE_MS + 60_000)
      const expired = createQueryClient()
      await persistQueryCache(expired, 'v1')
      expect(expired.getQueryData(['favourites'])).toBeUndefined()
    } finally {
      vi.doUnmock('idb-keyval')
      vi.unstubAllGlobals()
      vi.resetModules()
    }
  })
})
