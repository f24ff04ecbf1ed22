import { QueryClient } from '@tanstack/react-query'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HotelPaths, Paths, hotelListRequestSchema, type HotelListRequest, type UserInfo } from '../../../contract'
import { beijingDate } from '../../../lib/dates'
import { sessionKeys } from '../../../lib/session/queries'
import { addDays, type HotelListSearch } from '../../../lib/stay-search'
import { userFixture } from '../../../test/fixtures'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { HotelListView } from './hotel-list-view'

// §6: a user without QUERY_PRICE gets no prices, so the list neither offers price filters and
// price sorts nor sends those of a shared link; users with QUERY_PRICE see no change.

const ok = (data: unknown) => HttpResponse.json({ header: { code: 0, message: 'Success' }, data })
let user: UserInfo
const sent: HotelListRequest[] = []
setupMswServer(
  http.get(Paths.userInfo, () => ok(user)),
  http.post(HotelPaths.hotelList, async ({ request }) => {
    const body = hotelListRequestSchema.parse(await request.json())
    sent.push(body)
    return ok({ total: 0, pageNum: 1, pageSize: 10, currency: 'CNY', pricesHidden: !user.IsMainUser && !user.Permissions.includes(1), hotels: [] })
  }),
)
afterEach(() => {
  sent.length = 0
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
})

const today = beijingDate(new Date())
// A shared link asking for the cheapest hotels between 1,000 and 20,000.
const link: HotelListSearch = { addressType: 'region', addressValue: 100016, checkIn: addDays(today, 20), checkOut: addDays(today, 22), adult: 2, room: 1, nation: 'CN', sort: 'price_asc', priceMin: 1000, priceMax: 20000 }

/** Renders the list for a logged-in user whose user_info is already known (as after login). */
function renderAs(who: UserInfo | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  if (who) {
    user = who
    document.cookie = 'csrftoken=test; path=/'
    queryClient.setQueryData(sessionKeys.user(), who)
  } else user = userFixture({ IsMainUser: false, Permissions: [] })
  const onSearchChange = vi.fn()
  renderWithProviders(<HotelListView search={link} onSearchChange={onSearchChange} />, queryClient)
  return onSearchChange
}

const sortOptions = () => Array.from((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).options, (o) => o.value)

describe('HotelListView: price filters and sorts follow QUERY_PRICE (§6)', () => {
  it.each([
    ['a sub-account without QUERY_PRICE', userFixture({ username: 'demo_viewer', IsMainUser: false, Permissions: [2] }), /Until then, hotels cannot be filtered or sorted by price\./],
    ['a visitor', null, /^Log in to see prices, and to filter and sort hotels by price\.$/],
  ])('%s is offered neither, and a link’s are not sent nor shown as applied', async (_, who, why) => {
    renderAs(who)
    await screen.findByText('No hotels match this search')
    expect(sent.length).toBeGreaterThan(0)
    for (const body of sent) {
      expect(body.sort).toBe('recommended')
      expect(body.filters).toEqual({})
    }
    expect(sortOptions()).toEqual(['recommended', 'stars_desc'])
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('recommended')
    expect(screen.getByText(why)).toBeTruthy()
    // No "2 filters" badge, no "Clear filters" for filters that do nothing.
    const filtersButton = screen.getByRole('button', { name: 'Filters' })
    expect(filtersButton.textContent).toBe('Filters')
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
    fireEvent.click(filtersButton)
    await screen.findByRole('textbox', { name: 'Hotel name' })
    expect(screen.queryByRole('textbox', { name: 'Minimum price' })).toBeNull()
    expect(screen.queryByText('Total price (CNY)')).toBeNull()
  })

  it('a user with QUERY_PRICE keeps the price range and price sorts, and the link’s are sent', async () => {
    const onSearchChange = renderAs(userFixture({ IsMainUser: false, Permissions: [1, 2] }))
    await screen.findByText('No hotels match this search')
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ sort: 'price_asc', filters: { priceMin: 1000, priceMax: 20000 } }))
    expect(sent.every((b) => b.sort === 'price_asc')).toBe(true)
    expect(sortOptions()).toEqual(['recommended', 'price_asc', 'price_desc', 'stars_desc'])
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price_asc')
    expect(screen.queryByText(/cannot view prices/)).toBeNull()
    const filtersButton = screen.getByRole('button', { name: /^Filters/ })
    expect(filtersButton.textContent).toBe('Filters2')
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(onSearchChange).toHaveBeenCalledWith(expect.objectContaining({ priceMin: undefined, priceMax: undefined }))
    fireEvent.click(filtersButton)
    expect(((await screen.findByRole('textbox', { name: 'Minimum price' })) as HTMLInputElement).value).toBe('1000')
    expect(screen.getByText('Total price (CNY)')).toBeTruthy()
  })
})
