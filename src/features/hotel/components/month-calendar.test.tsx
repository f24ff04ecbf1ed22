import { fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse, delay } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { HotelPaths, monthLowestRequestSchema, monthLowestResponseSchema } from '../../../contract'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { MonthCalendar } from './month-calendar'

// The price calendar (§7 month lowest price); the month's answer renders in a transition (#9).
const ok = (data: unknown) => HttpResponse.json({ header: { code: 0, message: 'Success' }, data })
const asked: string[] = []
setupMswServer(
  http.post(HotelPaths.monthLowest, async ({ request }) => {
    const { month, currency } = monthLowestRequestSchema.parse(await request.json())
    asked.push(month)
    // January answers late, so the grid is seen while it is asked for.
    if (month === '2027-01') await delay(150)
    const length = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()
    const days = Array.from({ length }, (_, i) => ({ date: `${month}-${String(i + 1).padStart(2, '0')}`, lowestPrice: month === '2026-12' ? 500 + i : 900 }))
    return ok(monthLowestResponseSchema.parse({ month, currency, pricesHidden: false, days }))
  }),
)

function renderCalendar(onPick = vi.fn()) {
  renderWithProviders(<MonthCalendar hotelId={7} checkIn="2026-12-10" today="2026-12-01" adultNum={2} currency="CNY" locale="en-US" onPick={onPick} />)
  return onPick
}

describe('MonthCalendar', () => {
  it('shows the month of the check-in with its prices, and a day picks the check-in', async () => {
    const onPick = renderCalendar()
    const grid = screen.getByRole('group', { name: 'December 2026' })
    const day = await within(grid).findByRole('button', { name: /^Tuesday, December 15, 2026 CNY\s514\.00$/ })
    expect(day.textContent).toBe('15514')
    expect(within(grid).getAllByRole('button')).toHaveLength(31)
    expect(within(grid).getByRole('button', { name: /December 10, 2026/ }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(day)
    expect(onPick).toHaveBeenCalledWith('2026-12-15')
  })

  it('moves to the next month, empty until its answer, then with its own prices', { timeout: 15_000 }, async () => {
    asked.length = 0
    renderCalendar()
    await within(screen.getByRole('group', { name: 'December 2026' })).findAllByRole('button', { name: /CNY\s5\d\d/ }, { timeout: 4000 })
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }))
    const january = screen.getByRole('group', { name: 'January 2027' })
    expect(within(january).queryAllByRole('button')).toHaveLength(0)
    expect((await within(january).findAllByRole('button', { name: /January \d+, 2027 CNY\s900\.00/ }, { timeout: 4000 })).length).toBe(31)
    expect(within(january).queryAllByRole('button', { name: /December/ })).toHaveLength(0)
    expect(asked).toEqual(['2026-12', '2027-01'])
  })
})
