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
})
