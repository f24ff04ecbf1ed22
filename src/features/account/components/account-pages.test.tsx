import { act, screen, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Paths } from '../../../contract'
import { sessionKeys } from '../../../lib/session/queries'
import { creditFixture, userFixture } from '../../../test/fixtures'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { AccountOverview } from './account-overview'
import { CreditBalance } from './credit-balance'

const ok = (data: unknown) => HttpResponse.json({ header: { code: 0, message: 'Success' }, data })
const fail = (status: number) => HttpResponse.json({ header: { code: status, message: 'upstream failed' }, data: null }, { status })
const server = setupMswServer(
  http.get(Paths.userInfo, () => ok(userFixture())),
  http.post(Paths.creditAmount, () => ok(creditFixture())),
)

beforeEach(() => {
  document.cookie = 'csrftoken=test; path=/'
})
afterEach(() => {
  onlineManager.setOnline(true)
})

describe('CreditBalance', () => {
  it('keeps the loaded figures, with their time and Retry, when a refresh fails', async () => {
    const { queryClient } = renderWithProviders(<CreditBalance />)
    expect(await screen.findByText('Available credit')).toBeTruthy()
    expect(screen.getAllByText(/CNY\s80,000\.00/).length).toBeGreaterThan(0)
    server.use(http.post(Paths.creditAmount, () => fail(502)))
    await act(() => queryClient.refetchQueries({ queryKey: sessionKeys.credit() }))
    const note = await screen.findByTestId('refresh-failed')
    expect(note.textContent).toMatch(/Could not refresh\. Showing the figures loaded at \d\d:\d\d\./)
    expect(within(note).getByRole('button', { name: 'Retry' })).toBeTruthy()
    // The balance is still there, not replaced by an error.
    expect(screen.getAllByText(/CNY\s80,000\.00/).length).toBeGreaterThan(0)
    expect(screen.queryByText('operation failed, please retry later')).toBeNull()
  })

  it('says offline with nothing saved instead of a skeleton that never ends', async () => {
    onlineManager.setOnline(false)
    renderWithProviders(<CreditBalance />)
    expect(await screen.findByTestId('offline-pending')).toBeTruthy()
    expect(screen.queryByLabelText('Loading')).toBeNull()
  })

  it('shows the time of a timestamp expiry: the credit stops counting at that minute', async () => {
    // 2099-12-26 12:23 UTC is 20:23 in Beijing.
    server.use(http.post(Paths.creditAmount, () => ok(creditFixture({ tempCreditExpireDate: '2099-12-26T12:23:38.476Z' }))))
    renderWithProviders(<CreditBalance />)
    expect(await screen.findByText(/Valid until Dec 26, 2099, 8:23\sPM \(Beijing time\)/)).toBeTruthy()
  })

  it('keeps a bare expiry date as a date', async () => {
    renderWithProviders(<CreditBalance />)
    expect(await screen.findByText(/Valid until Dec 31, 2099 \(Beijing time\)/)).toBeTruthy()
  })
})

describe('AccountOverview', () => {
  it('keeps the loaded details when a refresh fails', async () => {
    const { queryClient } = renderWithProviders(<AccountOverview />)
    expect(await screen.findByText('demo_agent')).toBeTruthy()
    server.use(http.get(Paths.userInfo, () => fail(400)))
    await act(() => queryClient.refetchQueries({ queryKey: sessionKeys.user() }))
    expect(await screen.findByTestId('refresh-failed')).toBeTruthy()
    expect(screen.getByText('demo_agent')).toBeTruthy()
    expect(screen.getByText('Blue Harbor Travel')).toBeTruthy()
  })

  it('says offline with nothing saved instead of a skeleton that never ends', async () => {
    onlineManager.setOnline(false)
    renderWithProviders(<AccountOverview />)
    expect(await screen.findByTestId('offline-pending')).toBeTruthy()
  })

  it('isolates the agency name, so a Latin name keeps its punctuation in Arabic', async () => {
    server.use(http.get(Paths.userInfo, () => ok(userFixture({ agentName: 'Blue Lantern Travel (Pudong) Co., Ltd.' }))))
    renderWithProviders(<AccountOverview />)
    const name = await screen.findByText('Blue Lantern Travel (Pudong) Co., Ltd.')
    expect(name.tagName).toBe('BDI')
  })
})
