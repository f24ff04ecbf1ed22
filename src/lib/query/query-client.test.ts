import { describe, expect, it } from 'vitest'
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
