import { screen, waitFor } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { HotelPaths } from '../../../contract'
import { beijingDate, formatDate } from '../../../lib/dates'
import { addDays, defaultStayDates, hotelListSearchSchema, staySearchSchema, type HotelListSearch } from '../../../lib/stay-search'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { HotelDetailView } from './hotel-detail-view'
import { HotelListView } from './hotel-list-view'

// A list link whose dates cannot be searched: the list searches the §4 default dates, and says
// so. The list request is held (its answer does not matter here) and its dates recorded.
const requested: Array<{ checkIn: string; checkOut: string }> = []
const rated: Array<{ checkIn: string; checkOut: string }> = []
const held = () => new Promise<never>(() => {})
setupMswServer(
  http.post(HotelPaths.hotelList, async ({ request }) => {
    requested.push((await request.json()) as { checkIn: string; checkOut: string })
    return held()
  }),
  http.post(HotelPaths.rateSearch(7), async ({ request }) => {
    rated.push((await request.json()) as { checkIn: string; checkOut: string })
    return held()
  }),
  http.get(HotelPaths.hotelStatic(7), held),
  http.post(HotelPaths.monthLowest, held),
  http.post(HotelPaths.popularHotel, held),
)

const today = beijingDate(new Date())
const link = (checkIn?: string, checkOut?: string): HotelListSearch => ({
  addressType: 'region',
  addressValue: 100016,
  checkIn,
  checkOut,
  adult: 2,
  room: 1,
  nation: 'CN',
})
const render = (search: HotelListSearch) => renderWithProviders(<HotelListView search={search} onSearchChange={() => {}} />)
const notice = () => screen.queryByTestId('stay-dates-notice')
const date = (iso: string) => formatDate(iso, 'en-US')

describe('HotelListView: dates of the link that cannot be used', () => {
  it('says that past dates were replaced, and by which dates the list is searched', async () => {
    requested.length = 0
    const defaults = defaultStayDates(new Date())
    render(link(addDays(today, -30), addDays(today, -28)))
    const alert = await screen.findByRole('alert')
    expect(alert.getAttribute('data-problem')).toBe('check-in-past')
    expect(alert.textContent).toContain('The dates in this link could not be used')
    expect(alert.textContent).toContain(`Its check-in date, ${date(addDays(today, -30))}, is in the past (Beijing time).`)
    expect(alert.textContent).toContain(`Hotels and prices below are for ${date(defaults.checkIn)} to ${date(defaults.checkOut)}.`)
    await waitFor(() => expect(requested).toHaveLength(1))
    expect(requested[0]).toMatchObject(defaults)
  })

  it('names a check-out that is not after check-in', () => {
    const day = addDays(today, 5)
    render(link(day, day))
    expect(notice()?.getAttribute('data-problem')).toBe('check-out-order')
    expect(notice()?.textContent).toContain(`Its check-out date, ${date(day)}, is not after its check-in date, ${date(day)}.`)
  })

  it('names a stay longer than the maximum the search form allows', () => {
    render(link(addDays(today, 2), addDays(today, 97)))
    expect(notice()?.getAttribute('data-problem')).toBe('too-many-nights')
    expect(notice()?.textContent).toContain('It asks for 95 nights')
    expect(notice()?.textContent).toContain('a stay can be at most 30 nights')
  })

  it('says nothing for usable dates or a link without dates', () => {
    const { unmount } = render(link(addDays(today, 2), addDays(today, 4)))
    expect(notice()).toBeNull()
    unmount()
    render(link())
    expect(notice()).toBeNull()
  })
})

describe('HotelListView: dates that are not dates', () => {
  it('a link with checkIn=abc says its dates could not be read, and which dates are searched', async () => {
    requested.length = 0
    const defaults = defaultStayDates(new Date())
    const raw = { ...link(), checkIn: 'abc', checkOut: addDays(today, 3) }
    renderWithProviders(<HotelListView search={hotelListSearchSchema.parse(raw)} onSearchChange={() => {}} />)
    const alert = await screen.findByTestId('stay-dates-notice')
    expect(alert.getAttribute('data-problem')).toBe('unreadable')
    expect(alert.textContent).toContain('Its check-in or check-out is not a date.')
    expect(alert.textContent).toContain(`Hotels and prices below are for ${date(defaults.checkIn)} to ${date(defaults.checkOut)}.`)
    await waitFor(() => expect(requested).toHaveLength(1))
    expect(requested[0]).toMatchObject(defaults)
  })
})

describe('HotelDetailView: dates of the link that cannot be used', () => {
  const open = (search: HotelListSearch) => renderWithProviders(<HotelDetailView hotelId={7} search={search} locale="en-US" onStayChange={() => {}} />)

  it('says so above the rooms, and which dates the rates are for', async () => {
    rated.length = 0
    const defaults = defaultStayDates(new Date())
    open(link(addDays(today, -3), addDays(today, -1)))
    const alert = await screen.findByTestId('stay-dates-notice')
    expect(alert.getAttribute('data-problem')).toBe('check-in-past')
    expect(alert.textContent).toContain(`Rooms and prices below are for ${date(defaults.checkIn)} to ${date(defaults.checkOut)}.`)
    expect(alert.textContent).toContain('price calendar')
    await waitFor(() => expect(rated).toHaveLength(1))
    expect(rated[0]).toMatchObject(defaults)
  })

  it('a link whose dates are not dates says so too', async () => {
    const defaults = defaultStayDates(new Date())
    const raw = { ...link(), checkIn: 'abc', checkOut: addDays(today, 4) }
    renderWithProviders(<HotelDetailView hotelId={7} search={staySearchSchema.parse(raw)} locale="en-US" onStayChange={() => {}} />)
    const alert = await screen.findByTestId('stay-dates-notice')
    expect(alert.getAttribute('data-problem')).toBe('unreadable')
    expect(alert.textContent).toContain('Its check-in or check-out is not a date.')
    expect(alert.textContent).toContain(`Rooms and prices below are for ${date(defaults.checkIn)} to ${date(defaults.checkOut)}.`)
  })

  it('says nothing for usable dates', () => {
    open(link(addDays(today, 2), addDays(today, 4)))
    expect(notice()).toBeNull()
  })
})

describe('HotelDetailView offline, a hotel never opened on this device', () => {
  it('says it is not saved, once, instead of placeholders that never fill', async () => {
    onlineManager.setOnline(false)
    try {
      renderWithProviders(<HotelDetailView hotelId={7} search={link(addDays(today, 2), addDays(today, 4))} locale="en-US" onStayChange={() => {}} />)
      expect(await screen.findAllByTestId('offline-pending')).toHaveLength(1)
      expect(screen.queryByRole('heading', { name: 'Rooms and rates' })).toBeNull()
    } finally {
      onlineManager.setOnline(true)
    }
  })
})
