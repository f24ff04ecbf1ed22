import { fireEvent, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { OrderPaths, Paths } from '../../../contract'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { creditFixture, userFixture } from '../../../test/fixtures'
import { OrdersPage } from './orders-page'

const ok = (data: unknown) => HttpResponse.json({ header: { code: 0, message: 'Success' }, data })

setupMswServer(
  http.get(Paths.userInfo, () => ok(userFixture())),
  http.post(Paths.creditAmount, () => ok(creditFixture())),
  // The agency has 15 orders (2 pages of 10): any page past the second is empty.
  http.post(OrderPaths.orderList, async ({ request }) => {
    const body = (await request.json()) as { pageNum: number; pageSize: number }
    return ok({ list: [], total: 15, pageNum: body.pageNum, pageSize: body.pageSize })
  }),
)

describe('OrdersPage', { timeout: 20_000 }, () => {
  it('a pageNum past the last page says so and offers the last page, not "you have no orders"', async () => {
    const onSearch = vi.fn()
    renderWithProviders(<OrdersPage search={{ pageNum: 99 }} onSearch={onSearch} tabs={null} detailLink={() => null} />)
    expect((await screen.findByTestId('orders-page-past-end')).textContent).toContain('Page 99 is past the end of the list.')
    expect(screen.queryByTestId('orders-empty')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Go to the last page' }))
    expect(onSearch).toHaveBeenCalledWith({ pageNum: 2 })
  })

  it('the Filters button shows and hides the filters, which keep what was typed', () => {
    renderWithProviders(<OrdersPage search={{}} onSearch={vi.fn()} tabs={null} detailLink={() => null} />)
    const button = screen.getByRole('button', { name: 'Filters' })
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(panel?.hidden).toBe(true)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('search', { name: 'Order filters' })).toBeNull()
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(panel?.hidden).toBe(false)
    fireEvent.change(screen.getByLabelText('Guest name'), { target: { value: 'Lin' } })
    fireEvent.click(button)
    expect(panel?.hidden).toBe(true)
    fireEvent.click(button)
    expect((screen.getByLabelText('Guest name') as HTMLInputElement).value).toBe('Lin')
  })

  it('applied filters open the panel at first', () => {
    renderWithProviders(<OrdersPage search={{ guestName: 'Lin' }} onSearch={vi.fn()} tabs={null} detailLink={() => null} />)
    const button = screen.getByRole('button', { name: 'Filters (active)' })
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('search', { name: 'Order filters' })).toBeTruthy()
  })
})
