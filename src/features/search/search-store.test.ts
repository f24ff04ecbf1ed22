import { describe, expect, it } from 'vitest'
import { addRecent, createSearchStore, defaultSearchForm, type KeyValue, type RecentSearch } from './search-store'

function memoryKv(initial: Record<string, unknown> = {}): KeyValue & { data: Record<string, unknown> } {
  const data = { ...initial }
  return { data, get: async (k) => data[k], set: async (k, v) => void (data[k] = v) }
}

const now = () => new Date('2026-03-10T02:00:00Z') // 10:00 in Beijing
const tokyo = { type: 'region' as const, value: '101', text: 'Tokyo' }

describe('search store (IndexedDB-backed)', () => {
  it('starts from the §4 defaults', () => {
    expect(defaultSearchForm(now())).toEqual({ destination: null, checkIn: '2026-03-10', checkOut: '2026-03-11', adultNum: 2, roomNum: 1, childrenAges: [], nation: 'CN' })
  })

  it('writes the form and recent searches through and reads them back in a new store', async () => {
    const kv = memoryKv()
    const a = createSearchStore(kv, now)
    await a.ready
    a.setForm({ adultNum: 3, childrenAges: [7] })
    a.commit({ ...a.getSnapshot().form, destination: tokyo, childrenAges: [7], checkIn: '2026-03-12', checkOut: '2026-03-14' })
    await Promise.resolve()
    const b = createSearchStore(kv, now)
    await b.ready
    expect(b.getSnapshot().hydrated).toBe(true)
    expect(b.getSnapshot().form).toMatchObject({ destination: tokyo, adultNum: 3, childrenAges: [7], checkIn: '2026-03-12' })
    expect(b.getSnapshot().recent).toHaveLength(1)
  })

  it('replaces stored dates that have gone by with the defaults, keeping the rest', async () => {
    const kv = memoryKv({ form: { destination: tokyo, checkIn: '2026-03-01', checkOut: '2026-03-03', adultNum: 1, roomNum: 2, childrenAges: [], nation: 'JP' } })
    const s = createSearchStore(kv, now)
    await s.ready
    expect(s.getSnapshot().form).toMatchObject({ checkIn: '2026-03-10', checkOut: '2026-03-11', roomNum: 2, nation: 'JP', destination: tokyo })
  })

  it('keeps a child whose age is not chosen yet in the form, never in a recent search', async () => {
    const kv = memoryKv()
    const a = createSearchStore(kv, now)
    await a.ready
    a.setForm({ childrenAges: [4, null] })
    await Promise.resolve()
    const b = createSearchStore({ ...kv, set: async () => undefined }, now)
    await b.ready
    expect(b.getSnapshot().form.childrenAges).toEqual([4, null])
    const recent = { ...defaultSearchForm(now()), destination: tokyo, childrenAges: [null], at: 't' }
    const c = createSearchStore(memoryKv({ recent: [recent] }), now)
    await c.ready
    expect(c.getSnapshot().recent).toEqual([])
  })

  it('ignores a corrupt stored value', async () => {
    const s = createSearchStore(memoryKv({ form: { checkIn: 'soon' }, recent: 'x' }), now)
    await s.ready
    expect(s.getSnapshot().form.destination).toBeNull()
    expect(s.getSnapshot().recent).toEqual([])
  })

  it('keeps the last 10 distinct searches, newest first', () => {
    let list: RecentSearch[] = []
    for (let i = 0; i < 12; i++) {
      list = addRecent(list, { ...defaultSearchForm(now()), childrenAges: [], destination: { type: 'region', value: String(i), text: `R${i}` }, at: `t${i}` })
    }
    list = addRecent(list, { ...defaultSearchForm(now()), childrenAges: [], destination: { type: 'region', value: '5', text: 'R5' }, at: 'again' })
    expect(list).toHaveLength(10)
    expect(list[0]?.at).toBe('again')
    expect(list.filter((r) => r.destination.value === '5')).toHaveLength(1)
  })
})
