import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render'
import { createSearchStore } from '../search-store'
import { SearchForm } from './search-form'

const tokyo = { type: 'region' as const, value: '101', text: 'Tokyo' }

function setUp() {
  const store = createSearchStore(null)
  store.setForm({ destination: tokyo })
  const onSearch = vi.fn()
  renderWithProviders(<SearchForm onSearch={onSearch} loggedIn store={store} showRecent={false} />)
  return { store, onSearch }
}

const guestsButton = () => screen.getByRole('button', { name: 'Rooms and guests' })

describe('SearchForm: children', () => {
  it('adds a child without an age and refuses to search until the age is chosen', async () => {
    const { store, onSearch } = setUp()
    fireEvent.click(guestsButton())
    fireEvent.click(await screen.findByRole('button', { name: 'More Children per room' }))
    const age = await screen.findByLabelText<HTMLSelectElement>('Age of child 1')
    expect(age.value).toBe('')
    expect(store.getSnapshot().form.childrenAges).toEqual([null])

    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(onSearch).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe('Choose the age of each child')
    expect(guestsButton().getAttribute('aria-invalid')).toBe('true')
    expect(guestsButton().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
    // The picker is open at the age to choose.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Age of child 1')))

    fireEvent.change(screen.getByLabelText('Age of child 1'), { target: { value: '0' } })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(guestsButton().getAttribute('aria-invalid')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(onSearch.mock.calls[0]?.[0]).toMatchObject({ destination: tokyo, childrenAges: [0] })
  })

  it('opens the closed picker at the first age to choose when the search is refused', async () => {
    const { store, onSearch } = setUp()
    act(() => store.setForm({ childrenAges: [6, null] }))
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(onSearch).not.toHaveBeenCalled()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Age of child 2')))
  })

  it('keeps the ages already chosen when another child is added', async () => {
    const { store } = setUp()
    act(() => store.setForm({ childrenAges: [9] }))
    fireEvent.click(guestsButton())
    fireEvent.click(await screen.findByRole('button', { name: 'More Children per room' }))
    expect(store.getSnapshot().form.childrenAges).toEqual([9, null])
    expect(screen.getByLabelText<HTMLSelectElement>('Age of child 1').value).toBe('9')
    expect(screen.getByLabelText<HTMLSelectElement>('Age of child 2').value).toBe('')
  })
})
