import { QueryClient } from '@tanstack/react-query'
import { fireEvent, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OrderPaths, guestHistoryResponseSchema } from '../../../contract'
import { draftFixture } from '../../../lib/offline/draft.fixture'
import { draftStore } from '../../../lib/offline/drafts'
import { withFields } from '../../../lib/offline/form-fields'
import { sessionKeys } from '../../../lib/session/queries'
import { userFixture } from '../../../test/fixtures'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { BookingPage } from './booking-page'

setupMswServer(http.post(OrderPaths.guestHistory, () => HttpResponse.json({ header: { code: 0, message: 'Success' }, data: guestHistoryResponseSchema.parse([]) })))

const draft = draftFixture()
beforeEach(async () => {
  document.cookie = 'csrftoken=test-csrf; path=/'
  await draftStore().remove(draft.id)
  await draftStore().create(draft)
})
afterEach(() => {
  document.cookie = 'csrftoken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(sessionKeys.user(), userFixture())
  renderWithProviders(
    <BookingPage draftId={draft.id} onBooked={() => {}} onDeleted={() => {}} draftsLink={<a href="/drafts">My drafts</a>} orderLink={(n) => <a href={`/order/${n}`}>{n}</a>} />,
    client,
  )
}

/** Another tab booked the draft: its submission stores the details it sent. */
const placedElsewhere = (specialRequests: string) =>
  draftStore().update(draft.id, (d) => ({ state: 'submitted', orderNum: 'HL261121000009', form: withFields(d.form, { specialRequests }) }))

describe('BookingPage, the draft booked in another tab', { timeout: 20_000 }, () => {
  it("says that this tab's version was not the one sent", async () => {
    render()
    fireEvent.change(await screen.findByLabelText('Special requests'), { target: { value: 'From tab one' } })
    await placedElsewhere('From tab two')
    const placed = await screen.findByTestId('draft-submitted')
    expect(placed.textContent).toContain('This booking was placed.')
    expect(screen.getByTestId('draft-not-sent').textContent).toBe(
      "It was sent from another tab or window. This tab's changes to Special requests were not sent: open the order to see what was booked.",
    )
  })

  it('says only that it was placed when this tab showed what was sent', async () => {
    render()
    fireEvent.change(await screen.findByLabelText('Special requests'), { target: { value: 'Same in both ' } })
    await placedElsewhere('Same in both')
    await screen.findByTestId('draft-submitted')
    expect(screen.queryByTestId('draft-not-sent')).toBeNull()
  })
})
