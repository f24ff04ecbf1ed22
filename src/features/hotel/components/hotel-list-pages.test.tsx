import { act, fireEvent, screen } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { useState } from 'react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { HotelPaths } from '../../../contract'
import { addDays, type HotelListSearch } from '../../../lib/stay-search'
import { beijingDate } from '../../../lib/dates'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { HotelListView } from './hotel-list-view'

// A page past the last one: the server answers no hotels but a total, so the search is fine.
setupMswServer(
  http.post(HotelPaths.hotelList, () =>
    HttpResponse.json({ header: { code: 0, message: 'Success' }, data: { total: 80, pageNum: 999, pageSize: 10, currency: 'CNY', pricesHidden: false, hotels: [] } }),
  ),
)

const today = beijingDate(new Date())
const search: HotelListSearch = { addressType: 'region', addressValue: 100016, checkIn: addDays(today, 20), checkOut: addDays(today, 22), adult: 2, room: 1, nation: 'CN', pageNum: 999 }

describe('HotelListView: a page number past the last page', () => {
  it('says the page does not exist (not "no hotels match") and offers the last page', async () => {
    const onSearchChange = vi.fn()
    renderWithProviders(<HotelListView search={search} onSearchChange={onSearchChange} />)
    const box = await screen.findByTestId('past-last-page')
    expect(box.textContent).toContain('There is no page 999 of these results')
    expect(box.textContent).toContain('They fit on 8 pages.')
    expect(screen.queryByText('No hotels match this search')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Go to the last page' }))
    expect(onSearchChange).toHaveBeenCalledWith({ pageNum: 8 }, false)
  })
})

describe('HotelListView offline: another page or filter than the one saved', () => {
  it('says it is not saved, instead of showing the previous answer as if it were this one', async () => {
    function Harness() {
      const [s, setS] = useState<HotelListSearch>({ ...search, pageNum: 999 })
      next = setS
      return <HotelListView search={s} onSearchChange={() => {}} />
    }
    let next: (s: HotelListSearch) => void = () => {}
    renderWithProviders(<Harness />)
    await screen.findByTestId('past-last-page')
    onlineManager.setOnline(false)
    try {
      act(() => next({ ...search, pageNum: 2, stars: 4 }))
      expect(await screen.findByTestId('offline-pending')).toBeTruthy()
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hotels')
      expect(screen.queryByText(/80 hotels found/)).toBeNull()
      expect(screen.queryByTestId('past-last-page')).toBeNull()
    } finally {
      onlineManager.setOnline(true)
    }
  })
})
