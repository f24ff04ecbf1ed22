import { QueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { afterEach, describe, expect, it } from 'vitest'
import { resetFirstPaintData, seedFromFirstPaint } from './first-paint-data'
import { shouldPersistQuery } from './query-client'

// #9: the answer a server-painted page was made from reaches the query it belongs to, once.

const schema = z.object({ total: z.int() })

function page(handoff: unknown) {
  const doc = document.implementation.createHTMLDocument()
  const el = doc.createElement('script')
  el.type = 'application/json'
  el.id = 'first-paint-data'
  el.textContent = typeof handoff === 'string' ? handoff : JSON.stringify(handoff)
  doc.body.append(el)
  return doc
}

afterEach(() => resetFirstPaintData())

describe('first paint data', () => {
  it('seeds its own query with the time the server answered, and only once', () => {
    const qc = new QueryClient()
    const doc = page({ queryKey: ['hotel', 'list', { b: 1, a: 'x' }], data: { total: 63 }, updatedAt: 1_000 })
    // Key order inside objects does not matter (TanStack hashes keys sorted).
    seedFromFirstPaint(qc, { queryKey: ['hotel', 'list', { a: 'x', b: 1 }] }, schema, doc)
    expect(qc.getQueryData(['hotel', 'list', { a: 'x', b: 1 }])).toEqual({ total: 63 })
    expect(qc.getQueryState(['hotel', 'list', { a: 'x', b: 1 }])?.dataUpdatedAt).toBe(1_000)
    expect(doc.getElementById('first-paint-data')).toBeNull()
    qc.clear()
    seedFromFirstPaint(qc, { queryKey: ['hotel', 'list', { a: 'x', b: 1 }] }, schema, doc)
    expect(qc.getQueryData(['hotel', 'list', { a: 'x', b: 1 }])).toBeUndefined()
  })

  it('keeps the query its meta, so a seeded answer is saved for offline like a fetched one', () => {
    const qc = new QueryClient()
    const doc = page({ queryKey: ['hotel', 'static', 7], data: { total: 1 }, updatedAt: 1_000 })
    seedFromFirstPaint(qc, { queryKey: ['hotel', 'static', 7], meta: { method: 'GET', public: true } }, schema, doc)
    const query = qc.getQueryCache().find({ queryKey: ['hotel', 'static', 7] })!
    expect(query.meta).toEqual({ method: 'GET', public: true })
    expect(shouldPersistQuery(query)).toBe(true)
  })

  it("leaves other queries alone (another currency), and is gone after the first page's loader", () => {
    const qc = new QueryClient()
    const doc = page({ queryKey: ['hotel', 'list', { currency: 'CNY' }], data: { total: 63 }, updatedAt: 1_000 })
    seedFromFirstPaint(qc, { queryKey: ['hotel', 'list', { currency: 'USD' }] }, schema, doc)
    seedFromFirstPaint(qc, { queryKey: ['hotel', 'list', { currency: 'CNY' }] }, schema, doc)
    expect(qc.getQueryCache().getAll()).toHaveLength(0)
  })

  it('ignores an answer that breaks the schema, and a block that is not JSON', () => {
    const qc = new QueryClient()
    seedFromFirstPaint(qc, { queryKey: ['k'] }, schema, page({ queryKey: ['k'], data: { total: 'many' }, updatedAt: 1 }))
    resetFirstPaintData()
    seedFromFirstPaint(qc, { queryKey: ['k'] }, schema, page('{not json'))
    resetFirstPaintData()
    seedFromFirstPaint(qc, { queryKey: ['k'] }, schema, page({ queryKey: 'k', data: { total: 1 }, updatedAt: 1 }))
    expect(qc.getQueryCache().getAll()).toHaveLength(0)
  })
})
