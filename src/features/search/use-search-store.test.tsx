import { act, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createSearchStore, useSearchStore, type SearchForm, type SearchStore } from './search-store'

const now = () => new Date('2026-03-10T02:00:00Z')
const tokyo = { type: 'region' as const, value: '101', text: 'Tokyo' }

/** Renders the form a page's search form would show, and records each render. */
function Probe({ store, current, renders }: { store: SearchStore; current?: Partial<SearchForm>; renders: string[] }) {
  const { form } = useSearchStore(store, current)
  renders.push(`${form.destination?.text ?? '-'} ${form.adultNum}`)
  return null
}

describe('useSearchStore with a pending page search', () => {
  it("shows the page's search on the first render and does not render again when it is stored", async () => {
    const store = createSearchStore(null, now)
    const renders: string[] = []
    render(<Probe store={store} current={{ destination: tokyo, adultNum: 3 }} renders={renders} />)
    await act(async () => {})
    expect(store.getSnapshot().form).toMatchObject({ destination: tokyo, adultNum: 3 })
    expect(renders).toEqual(['Tokyo 3'])
  })

  it('renders edits made after the search was stored, and a new page search', async () => {
    const store = createSearchStore(null, now)
    const renders: string[] = []
    const { rerender } = render(<Probe store={store} current={{ destination: tokyo, adultNum: 3 }} renders={renders} />)
    await act(async () => {})
    act(() => store.setForm({ adultNum: 4 }))
    expect(renders.at(-1)).toBe('Tokyo 4')
    rerender(<Probe store={store} current={{ destination: { ...tokyo, text: 'Tōkyō' }, adultNum: 1 }} renders={renders} />)
    await act(async () => {})
    expect(renders.at(-1)).toBe('Tōkyō 1')
    expect(store.getSnapshot().form).toMatchObject({ destination: { text: 'Tōkyō' }, adultNum: 1 })
  })

  it('without a page search, follows the store', () => {
    const store = createSearchStore(null, now)
    const renders: string[] = []
    render(<Probe store={store} renders={renders} />)
    act(() => store.setForm({ adultNum: 5 }))
    expect(renders).toEqual(['- 2', '- 5'])
  })
})
