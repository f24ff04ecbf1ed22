import { fireEvent, screen, within } from '@testing-library/react'
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

  it('status boxes: ticked ones are applied, a ticked status from the URL starts ticked', () => {
    const onApply = vi.fn()
    renderWithProviders(<OrderFilters search={{ status: ['CONFIRMED'] }} onApply={onApply} />)
    const group = screen.getByRole('group', { name: 'Status' })
    expect((within(group).getByRole('checkbox', { name: 'Confirmed' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Not paid' }))
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Confirmed' }))
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ status: ['UNPAID'] }))
  })
})
