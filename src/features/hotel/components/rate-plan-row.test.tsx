import { act, fireEvent, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { HotelPaths, checkAvailableRequestSchema, checkAvailableResponseSchema, rateInfoSchema, type RateInfo } from '../../../contract'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import type { BookContext } from './book-button'
import { RatePlanRow } from './rate-plan-row'

function rate(overrides: Partial<RateInfo> = {}): RateInfo {
  return rateInfoSchema.parse({
    sid: '1:2:3',
    rateCode: 'BB',
    name: 'Breakfast for 2',
    nameCN: '含双早',
    roomTypeCode: 'DK',
    allotment: 2,
    maxOccupancy: 2,
    maxChildren: 1,
    currencyCode: 'CNY',
    totalPrice: 1200,
    totalTaxAndFee: 120,
    mealInfo: { mealType: 'breakfast', mealCount: 2 },
    paxRooms: { roomCount: 1, adults: 2, children: 0, childrenAges: [], dailyPriceInfo: [{ date: '2026-12-01', price: 540, taxAndFee: 60 }, { date: '2026-12-02', price: 540, taxAndFee: 60 }] },
    refundable: true,
    // 10:00 UTC = 18:00 in Beijing.
    cancelPolicyInfos: [{ startDateTime: '2026-11-28T10:00:00Z', refundable: false }],
    bookable: true,
    unavailableReason: null,
    ...overrides,
  })
}

const context: BookContext = {
  stay: { checkIn: '2026-12-01', checkOut: '2026-12-03', adultNum: 2, roomNum: 1, childNum: 0, childrenAges: [], nation: 'CN' },
  currency: 'CNY',
  locale: 'en-US',
  pricesHidden: false,
  blockedReason: null,
}

/** Intl puts a no-break space between code and amount. */
const text = (el: HTMLElement) => el.textContent?.replace(/\u00a0/g, ' ')

let lastBody: unknown
const server = setupMswServer(
  http.post(HotelPaths.checkAvailable, async ({ request }) => {
    lastBody = checkAvailableRequestSchema.parse(await request.json())
    const data = checkAvailableResponseSchema.parse({
      available: true,
      priceChanged: true,
      previousTotal: 1200,
      rate: rate({ totalPrice: 1350 }),
      hotel: { id: 1, nameEn: 'Harbour Hotel', nameZh: '海港酒店' },
      roomTypeName: 'Deluxe King',
      roomTypeNameCN: '豪华大床房',
      quotedAt: '2026-11-20T08:00:00Z',
    })
    return HttpResponse.json({ header: { code: 0, message: 'Success' }, data })
  }),
)

const render = (r: RateInfo, ctx: Partial<BookContext> = {}) =>
  renderWithProviders(<RatePlanRow rate={r} locale="en-US" nights={2} pricesHidden={ctx.pricesHidden ?? false} book={{ ...context, ...ctx }} />)

describe('RatePlanRow', () => {
  it('shows the §9 free-cancellation text in Beijing time, prices and the allotment warning', () => {
    render(rate())
    expect(screen.getByTestId('cancellation').textContent).toBe('Free cancellation before Nov 28, 2026, 6:00 PM Beijing time; afterwards the full room fee is charged')
    expect(screen.getByTestId('allotment').textContent).toBe('Only 2 left')
    const prices = screen.getAllByTestId('price').map(text)
    expect(prices).toEqual(['CNY 1,200.00', 'CNY 600.00', 'CNY 120.00'])
  })

  it('shows dashes without QUERY_PRICE', () => {
    render(rate({ totalPrice: null, totalTaxAndFee: null, paxRooms: { roomCount: 1, adults: 2, children: 0, childrenAges: [], dailyPriceInfo: [] } }), { pricesHidden: true })
    expect(screen.getByTestId('price-hidden').textContent).toBe('--')
    expect(screen.queryAllByTestId('price')).toHaveLength(0)
  })

  it('a sold-out plan says so and cannot be booked', () => {
    render(rate({ bookable: false, unavailableReason: 'sold_out', refundable: false }))
    expect(screen.getByText('Sold out')).toBeTruthy()
    expect(screen.getByTestId('cancellation').textContent).toBe('Non-refundable: the full room fee is charged on cancellation')
    expect((screen.getByRole('button', { name: 'Unavailable' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('without PLACE_ORDER the Book button is disabled with the reason', () => {
    render(rate(), { blockedReason: 'Your account cannot place orders.' })
    const book = screen.getByRole('button', { name: 'Book' }) as HTMLButtonElement
    expect(book.disabled).toBe(true)
    expect(book.getAttribute('aria-describedby') && document.getElementById(book.getAttribute('aria-describedby')!)?.textContent).toBe('Your account cannot place orders.')
  })

  it('Book re-quotes with check_available and shows a price change honestly', async () => {
    render(rate())
    fireEvent.click(screen.getByRole('button', { name: 'Book' }))
    const result = await screen.findByTestId('check-result')
    expect(result.getAttribute('data-result')).toBe('price-changed')
    expect(within(result).getAllByTestId('price').map(text)).toEqual(['CNY 1,200.00', 'CNY 1,350.00'])
    expect(screen.getByText(/Nothing has been reserved/)).toBeTruthy()
    expect(lastBody).toMatchObject({ sid: '1:2:3', currency: 'CNY', checkIn: '2026-12-01', checkOut: '2026-12-03', expectedTotal: 1200 })
  })

  it('a check that fails because the server is down keeps its dialog and says so, though Book turns off', async () => {
    server.use(http.post(HotelPaths.checkAvailable, () => HttpResponse.error()))
    let block: (reason: string) => void = () => {}
    function Harness() {
      const [blockedReason, setBlockedReason] = useState<string | null>(null)
      block = setBlockedReason
      return <RatePlanRow rate={rate()} locale="en-US" nights={2} pricesHidden={false} book={{ ...context, blockedReason }} />
    }
    renderWithProviders(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Book' }))
    const dialog = await screen.findByRole('dialog', { name: 'Availability check' })
    await within(dialog).findByText('network error, please try later')
    // The failed request marks the server unreachable, which blocks every Book button (useOnline).
    act(() => block("The server can't be reached. This needs a connection."))
    expect(screen.getByRole('dialog', { name: 'Availability check' })).toBe(dialog)
    expect(within(dialog).getByText('network error, please try later')).toBeTruthy()
    expect((screen.getAllByRole('button', { name: 'Book', hidden: true })[0] as HTMLButtonElement).disabled).toBe(true)
  })
})
