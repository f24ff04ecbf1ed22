import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { Paths } from '../../../contract'
import { draftFixture } from '../../../lib/offline/draft.fixture'
import { draftStore } from '../../../lib/offline/drafts'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { creditFixture, userFixture } from '../../../test/fixtures'
import { DraftsList } from './drafts-list'

const ok = (data: unknown) => HttpResponse.json({ header: { code: 0, message: 'Success' }, data })
setupMswServer(
  http.get(Paths.userInfo, () => ok(userFixture())),
  http.post(Paths.creditAmount, () => ok(creditFixture())),
)

const mine = draftFixture({ state: 'queued', hotelName: 'Queued Hotel' })
const booked = draftFixture({ id: '1b7c2f3e-4a1d-4c55-9a7e-2f1e6d5b8c91', state: 'submitted', orderNum: 'HL1', hotelName: 'Booked Hotel' })
const theirs = draftFixture({ id: '2b7c2f3e-4a1d-4c55-9a7e-2f1e6d5b8c92', user: 'someone_else', hotelName: 'Other Agent Hotel' })

beforeEach(async () => {
  document.cookie = 'csrftoken=test; path=/'
  const store = draftStore()
  for (const d of store.list()) await store.remove(d.id)
  for (const d of [mine, booked, theirs]) await store.create(d)
})

describe('DraftsList', { timeout: 20_000 }, () => {
  it("lists the agent's own drafts with their state; resume or view the order; delete asks first", async () => {
    renderWithProviders(
      <DraftsList tabs={null} resumeLink={(d) => <a href={`/book/${d.id}`}>Resume</a>} orderLink={(n) => <a href={`/order/${n}`}>View order</a>} />,
    )
    const rows = await screen.findAllByTestId('draft-row')
    expect(rows).toHaveLength(2)
    expect(screen.queryByText('Other Agent Hotel')).toBeNull()
    const queued = rows.find((r) => r.textContent?.includes('Queued Hotel'))!
    expect(within(queued).getByTestId('draft-state').textContent).toBe('Waiting to be sent')
    expect(within(queued).getByRole('link', { name: 'Resume' }).getAttribute('href')).toBe(`/book/${mine.id}`)
    const done = rows.find((r) => r.textContent?.includes('Booked Hotel'))!
    expect(within(done).getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/order/HL1')

    fireEvent.click(within(queued).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('This booking is waiting to be sent. Deleting it means it will not be booked.')).toBeTruthy()
    expect(await draftStore().get(mine.id)).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'Delete draft' }))
    await waitFor(async () => expect(await draftStore().get(mine.id)).toBeUndefined())
    await waitFor(() => expect(screen.getAllByTestId('draft-row')).toHaveLength(1))
  })
})
