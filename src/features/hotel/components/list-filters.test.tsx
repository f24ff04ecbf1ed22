import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render'
import { ListFilters } from './list-filters'

const search = { checkIn: '2027-01-05', checkOut: '2027-01-07', addressType: 'region' as const, addressValue: 101, adult: 2, room: 1, nation: 'CN' }

describe('ListFilters', () => {
  it('groups the filters under their names and applies a tick at once', () => {
    const onChange = vi.fn()
    renderWithProviders(<ListFilters search={search} currency="CNY" onChange={onChange} />)
    const stars = screen.getByRole('group', { name: 'Star rating' })
    fireEvent.click(within(stars).getByRole('checkbox', { name: /4 stars/ }))
    expect(onChange).toHaveBeenCalledWith({ stars: 4 })
    expect(within(screen.getByRole('group', { name: 'Meal plan' })).getAllByRole('checkbox').length).toBeGreaterThan(1)
  })

  it('names a reversed price range on the price group, and applies nothing', () => {
    const onChange = vi.fn()
    renderWithProviders(<ListFilters search={search} currency="CNY" onChange={onChange} />)
    const price = screen.getByRole('group', { name: 'Total price (CNY)' })
    fireEvent.change(within(price).getByRole('textbox', { name: 'Minimum price' }), { target: { value: '900' } })
    fireEvent.change(within(price).getByRole('textbox', { name: 'Maximum price' }), { target: { value: '100' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(onChange).not.toHaveBeenCalled()
    const error = screen.getByText('Enter amounts of 0 or more, the minimum not above the maximum')
    expect(price.getAttribute('aria-describedby')).toBe(error.id)
    fireEvent.change(within(price).getByRole('textbox', { name: 'Maximum price' }), { target: { value: '1000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(onChange).toHaveBeenCalledWith({ keyword: undefined, priceMin: 900, priceMax: 1000 })
    expect(price.getAttribute('aria-describedby')).toBeNull()
  })
})
