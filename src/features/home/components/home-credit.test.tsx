import { act, screen, waitFor } from '@testing-library/react'
import { QueryClient, onlineManager } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Paths } from '../../../contract'
import { sessionKeys } from '../../../lib/session/queries'
import { creditFixture, userFixture } from '../../../test/fixtures'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { HomeCredit } from './home-credit'

const ok = (data: unknown) => HttpResponse.json({ header: { code: 0, message: 'Success' }, data })
let creditCalls = 0
const server = setupMswServer(
  http.get(Paths.userInfo, () => ok(userFixture())),
  http.post(Paths.creditAmount, () => {
    creditCalls++
    return ok(creditFixture())
  }),
)

beforeEach(() => {
  document.cookie = 'csrftoken=test; path=/'
  creditCalls = 0
})
afterEach(() => {
  onlineManager.setOnline(true)
})

describe('HomeCredit (the home page credit card)', () => {
  it('keeps the loaded amount, with its time and Retry, when a refresh fails', async () => {
    const { queryClient } = renderWithProviders(<HomeCredit />)
    await waitFor(() => expect(screen.getByTestId('home-credit').textContent).toMatch(/CNY\s80,000\.00/))
    server.use(http.post(Paths.creditAmount, () => HttpResponse.json({ header: { code: 502, message: 'bad gateway' }, data: null }, { status: 502 })))
    await act(() => queryClient.refetchQueries({ queryKey: sessionKeys.credit() }))
    expect(await screen.findByText(/Could not refresh\. Showing the figures loaded at \d\d:\d\d\./)).toBeTruthy()
    expect(screen.getByTestId('home-credit').textContent).toMatch(/CNY\s80,000\.00/)
    expect(screen.queryByText('Could not load')).toBeNull()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })

  it('says offline with nothing saved instead of a skeleton that never ends', async () => {
    // user_info comes from the saved cache; the credit (never saved) cannot be asked for.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    queryClient.setQueryData(sessionKeys.user(), userFixture())
    onlineManager.setOnline(false)
    renderWithProviders(<HomeCredit />, queryClient)
    expect(await screen.findByTestId('offline-pending')).toBeTruthy()
    expect(screen.getByTestId('home-credit').textContent).toBe('Not available')
  })

  it('shows dashes without VIEW_CREDIT and never asks for the credit', async () => {
    server.use(http.get(Paths.userInfo, () => ok(userFixture({ IsMainUser: false, Permissions: [] }))))
    renderWithProviders(<HomeCredit />)
    expect(await screen.findByText('Your account cannot view credit. The main account can grant this permission.')).toBeTruthy()
    expect(screen.getByLabelText('Not available').textContent).toBe('--')
    expect(creditCalls).toBe(0)
  })
})
