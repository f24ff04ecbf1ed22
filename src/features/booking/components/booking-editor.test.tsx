import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  HotelPaths,
  IDEMPOTENCY_HEADER,
  OrderPaths,
  checkAvailableResponseSchema,
  createOrderRequestSchema,
  guestHistoryResponseSchema,
  rateInfoSchema,
} from '../../../contract'
import { draftFixture } from '../../../lib/offline/draft.fixture'
import { draftStore } from '../../../lib/offline/drafts'
import { withFields } from '../../../lib/offline/form-fields'
import { checkOnline } from '../../../lib/pwa/online'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { BookingEditor } from './booking-editor'

const ok = (data: unknown) => HttpResponse.json({ header: { code: 0, message: 'Success' }, data })

function quote(total: number, available = true) {
  return checkAvailableResponseSchema.parse({
    available,
    priceChanged: total !== 1200,
    previousTotal: 1200,
    rate: rateInfoSchema.parse({
      sid: '1:2:3', rateCode: 'BB', name: 'Breakfast for 2', nameCN: '含双早', roomTypeCode: 'DK', allotment: 2, maxOccupancy: 3, maxChildren: 1,
      currencyCode: 'CNY', totalPrice: total, totalTaxAndFee: 120, mealInfo: { mealType: 'breakfast', mealCount: 2 },
      paxRooms: { roomCount: 1, adults: 2, children: 1, childrenAges: [7], dailyPriceInfo: [] },
      refundable: true, cancelPolicyInfos: [], bookable: available, unavailableReason: available ? null : 'sold_out',
    }),
    hotel: { id: 1, nameEn: 'Harbour Hotel', nameZh: '海港酒店' },
    roomTypeName: 'Deluxe King',
    roomTypeNameCN: '豪华大床房',
    quotedAt: '2026-11-21T08:00:00Z',
  })
}

let currentTotal = 1200
let checkFails = false
const created: Array<{ key: string | null; body: unknown }> = []
const server = setupMswServer(
  http.post(OrderPaths.guestHistory, () => ok(guestHistoryResponseSchema.parse([{ firstName: 'Mei', lastName: 'Lin', lastUsed: '2026-11-01' }]))),
  http.post(HotelPaths.checkAvailable, () => (checkFails ? HttpResponse.error() : ok(quote(currentTotal)))),
  http.post(OrderPaths.createOrder, async ({ request }) => {
    const body = createOrderRequestSchema.parse(await request.json())
    created.push({ key: request.headers.get(IDEMPOTENCY_HEADER), body })
    return ok({ orderNum: 'HL261121000009' })
  }),
)

const draft = draftFixture()
beforeEach(async () => {
  currentTotal = 1200
  checkFails = false
  created.length = 0
  await draftStore().remove(draft.id)
  await draftStore().create(draft)
})

function render() {
  const onBooked = vi.fn()
  renderWithProviders(<BookingEditor draft={draft} locale="en-US" pricesHidden={false} onBooked={onBooked} onDeleted={() => {}} />)
  return { onBooked }
}

function fill() {
  const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
  set('Contact first name', 'Mei')
  set('Contact last name', 'Lin')
  set('Contact phone', '+86 138 0000 0000')
  set('Room 1, guest 1: first name', 'Mei')
  set('Room 1, guest 1: last name', 'Lin')
  set('Room 1, guest 2: first name', 'Tao')
  set('Room 1, guest 2: last name', 'Lin')
  set('Room 1, guest 3: first name', 'Yu')
  set('Room 1, guest 3: last name', 'Lin')
}

// Chakra forms render slowly on the shared 2-core machine; the default 5 s is too tight.
describe('BookingEditor', { timeout: 20_000 }, () => {
  it('names the missing fields, focuses the first and keeps what was typed (and saves it)', async () => {
    render()
    fireEvent.change(screen.getByLabelText('Contact first name'), { target: { value: 'Mei' } })
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    expect(await screen.findByText('Contact last name is required')).toBeTruthy()
    expect(screen.getByText('Room 1, guest 3: first name is required')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Contact last name'))
    expect((screen.getByLabelText('Contact first name') as HTMLInputElement).value).toBe('Mei')
    await waitFor(async () => expect((await draftStore().get(draft.id))?.form.contact.firstName).toBe('Mei'))
    expect(created).toHaveLength(0)
  })

  it('a name with digits is refused with a message; a pasted over-long request is kept and said to be too long', async () => {
    render()
    fill()
    fireEvent.change(screen.getByLabelText('Room 1, guest 2: first name'), { target: { value: 'T4o' } })
    const long = 'Quiet room please. '.repeat(30)
    fireEvent.change(screen.getByLabelText('Special requests'), { target: { value: long } })
    expect((screen.getByLabelText('Special requests') as HTMLTextAreaElement).value).toBe(long)
    expect(screen.getByText(`${long.length}/500 characters: shorten the requests to send them.`)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    expect(await screen.findByText("Room 1, guest 2: first name must not contain digits: enter the name as on the guest's travel document")).toBeTruthy()
    expect(screen.getByText('Special requests must be at most 500 characters')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Room 1, guest 2: first name'))
    expect(created).toHaveLength(0)
  })

  it('same price → create_order with the draft id as Idempotency-Key → onBooked, draft submitted', async () => {
    const { onBooked } = render()
    fill()
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith('HL261121000009'))
    expect(created).toHaveLength(1)
    expect(created[0]!.key).toBe(draft.id)
    await waitFor(async () => expect((await draftStore().get(draft.id))?.state).toBe('submitted'))
    expect((await draftStore().get(draft.id))?.orderNum).toBe('HL261121000009')
  })

  it('price changed → old and new totals, nothing booked; accepting stores the new price', async () => {
    currentTotal = 1350
    render()
    fill()
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    const review = await screen.findByTestId('review')
    expect(review.textContent?.replace(/\u00a0/g, ' ')).toContain('CNY 1,200.00')
    expect(review.textContent?.replace(/\u00a0/g, ' ')).toContain('CNY 1,350.00')
    expect(created).toHaveLength(0)
    await waitFor(async () => expect((await draftStore().get(draft.id))?.state).toBe('needs_review'))
    fireEvent.click(screen.getByRole('button', { name: 'Accept the new price' }))
    await waitFor(async () => expect((await draftStore().get(draft.id))?.priceSeen.total).toBe(1350))
    expect((await draftStore().get(draft.id))?.state).toBe('editing')
  })

  it('offline → queued with the "nothing is booked yet" message; the draft is kept', async () => {
    checkFails = true
    render()
    fill()
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    const status = await screen.findByTestId('submission-status')
    expect(status.textContent).toContain('Saved. It will be booked when you are back online — nothing is booked yet.')
    await waitFor(async () => expect((await draftStore().get(draft.id))?.state).toBe('queued'))
    expect((await draftStore().get(draft.id))?.form.contact.lastName).toBe('Lin')
    expect(created).toHaveLength(0)
    server.resetHandlers()
  })

  it("server unreachable while the device is online → says the server can't be reached, not \"back online\"", async () => {
    checkFails = true
    server.use(http.get('/healthz', () => HttpResponse.error()))
    render()
    fill()
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    await screen.findByTestId('submission-status')
    await act(() => checkOnline())
    const status = await screen.findByTestId('submission-status')
    expect(status.textContent).toContain("Saved. The server can't be reached; it will be booked as soon as it answers — nothing is booked yet.")
    server.use(http.get('/healthz', () => HttpResponse.text('ok')))
    await act(() => checkOnline())
    server.resetHandlers()
  })

  it('price changed → focus goes to "Accept the new price", not lost to the page', async () => {
    currentTotal = 1350
    render()
    fill()
    const book = screen.getByRole('button', { name: 'Book now' })
    book.focus()
    fireEvent.click(book)
    await screen.findByTestId('review')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept the new price' })))
  })

  it('no answer to create_order → says it may already be booked (never "nothing is booked yet")', async () => {
    server.use(http.post(OrderPaths.createOrder, () => HttpResponse.error()))
    render()
    fill()
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    const status = await screen.findByTestId('submission-status')
    expect(status.textContent).toContain('so it may already be booked')
    expect(status.textContent).not.toContain('nothing is booked yet')
    await waitFor(async () => expect((await draftStore().get(draft.id))?.state).toBe('queued'))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Book now' })))
    // Stored with the draft, so a reload says so too.
    await waitFor(async () => expect((await draftStore().get(draft.id))?.lastError).toMatchObject({ kind: 'offline', sent: true }))
    server.resetHandlers()
  })

  it('a stored queued draft whose create_order got no answer still says it may already be booked (after a reload)', async () => {
    const stored = draftFixture({ state: 'queued', lastError: { kind: 'offline', sent: true } })
    await draftStore().remove(stored.id)
    await draftStore().create(stored)
    renderWithProviders(<BookingEditor draft={stored} locale="en-US" pricesHidden={false} onBooked={() => {}} onDeleted={() => {}} />)
    const status = await screen.findByTestId('submission-status')
    expect(status.textContent).toContain('so it may already be booked')
    expect(status.textContent).not.toContain('nothing is booked yet')
  })

  it('a stored queued draft stored without "sent" (or not sent) still says nothing is booked yet', async () => {
    const stored = draftFixture({ state: 'queued', lastError: { kind: 'offline' } })
    await draftStore().remove(stored.id)
    await draftStore().create(stored)
    expect((await draftStore().get(stored.id))?.lastError).toEqual({ kind: 'offline' })
    renderWithProviders(<BookingEditor draft={stored} locale="en-US" pricesHidden={false} onBooked={() => {}} onDeleted={() => {}} />)
    const status = await screen.findByTestId('submission-status')
    expect(status.textContent).toContain('nothing is booked yet')
  })

  it('the server answers 503 while the network works → not "when you are back online"', async () => {
    server.use(http.post(HotelPaths.checkAvailable, () => HttpResponse.json({ header: { code: 503, message: 'Service Unavailable' }, data: null }, { status: 503 })))
    render()
    fill()
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    const status = await screen.findByTestId('submission-status', {}, { timeout: 15_000 })
    expect(status.textContent).toContain("Saved. The server can't be reached; it will be booked as soon as it answers — nothing is booked yet.")
    server.resetHandlers()
  })

  it('stay dates refused (check-in passed) → a translated message saying what to do; the server text is only a detail', async () => {
    const serverText = 'checkIn: must not be in the past (today is 2026-12-02 in Beijing)'
    server.use(
      http.post(HotelPaths.checkAvailable, () =>
        HttpResponse.json({ header: { code: 400, message: serverText }, data: null, errors: [{ field: 'checkIn', message: 'must not be in the past (today is 2026-12-02 in Beijing)' }] }, { status: 400 }),
      ),
    )
    render()
    fill()
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    const status = await screen.findByTestId('submission-status')
    expect(status.getAttribute('data-state')).toBe('failed')
    expect(status.textContent).toContain(
      'The stay dates of this draft can no longer be booked (the check-in date may have passed). Nothing was booked. Delete the draft and start a new booking from the hotel page.',
    )
    expect(screen.getByTestId('server-message').textContent).toBe(serverText)
    expect(created).toHaveLength(0)
    server.resetHandlers()
  })

  // The same draft open in another tab: its saves reach this store as they do through the
  // BroadcastChannel (the store reloads and tells its subscribers).
  const otherTabSaves = (fields: Record<string, string>) =>
    draftStore().update(draft.id, (d) => ({ form: withFields(d.form, fields) }))
  const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement

  it('shows what another tab saved and never writes back a field it did not edit', async () => {
    render()
    fireEvent.change(screen.getByLabelText('Special requests'), { target: { value: 'Late arrival 23:00, tab one' } })
    await otherTabSaves({ 'contact.phone': '+86 139 0000 0000' })
    await waitFor(() => expect(input('Contact phone').value).toBe('+86 139 0000 0000'))
    expect(input('Special requests').value).toBe('Late arrival 23:00, tab one')
    await waitFor(async () => expect((await draftStore().get(draft.id))?.form.specialRequests).toBe('Late arrival 23:00, tab one'))
    expect((await draftStore().get(draft.id))?.form.contact.phone).toBe('+86 139 0000 0000')
  })

  it('leaves the field being typed in alone, says so, and lets the agent choose', async () => {
    render()
    const requests = input('Special requests')
    fireEvent.focus(requests)
    fireEvent.change(requests, { target: { value: 'From tab one' } })
    await otherTabSaves({ specialRequests: 'From tab two' })
    const notice = await screen.findByTestId('draft-conflict')
    expect(notice.textContent).toContain('This draft was changed in another tab.')
    expect(notice.textContent).toContain('Special requests changed there')
    expect(requests.value).toBe('From tab one')

    // Nothing is booked while the two versions disagree.
    fill()
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Keep what I typed'))
    expect(created).toHaveLength(0)

    fireEvent.click(screen.getByRole('button', { name: 'Use the saved version' }))
    await waitFor(() => expect(requests.value).toBe('From tab two'))
    expect(screen.queryByTestId('draft-conflict')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    await waitFor(() => expect(created).toHaveLength(1))
    expect((created[0]!.body as { specialRequests: string }).specialRequests).toBe('From tab two')
  })

  it('"Keep what I typed" saves this tab\'s text over the other one', async () => {
    render()
    const requests = input('Special requests')
    fireEvent.focus(requests)
    fireEvent.change(requests, { target: { value: 'From tab one' } })
    await otherTabSaves({ specialRequests: 'From tab two' })
    fireEvent.click(await screen.findByRole('button', { name: 'Keep what I typed' }))
    await waitFor(async () => expect((await draftStore().get(draft.id))?.form.specialRequests).toBe('From tab one'))
    expect(screen.queryByTestId('draft-conflict')).toBeNull()
  })
})
