import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render'
import { OrderFilters } from './order-filters'

describe('OrderFilters', () => {
  it('a date range that ends before it starts is named, not searched; a right one is applied', () => {
    const onApply = vi.fn()
    renderWithProviders(<OrderFilters search={{}} onApply={onApply} />)
    fireEvent.change(screen.getByLabelText('Check-in date: from'), { target: { value: '2027-02-01' } })
    fireEvent.change(screen.getByLabelText('Check-in date: to'), { target: { value: '2027-01-01' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(screen.getByText('The end date is before the start date.')).toBeTruthy()
    expect(onApply).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('Check-in date: to'), { target: { value: '2027-02-03' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(screen.queryByText('The end date is before the start date.')).toBeNull()
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ checkInFrom: '2027-02-01', checkInTo: '2027-02-03' }))
  })
})
