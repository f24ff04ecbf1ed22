import { screen } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Paths } from '../../../contract'
import { creditFixture, userFixture } from '../../../test/fixtures'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { UserHome } from './user-home'

const ok = (data: unknown) => HttpResponse.json({ header: { code: 0, message: 'Success' }, data })
setupMswServer(
  http.get(Paths.userInfo, () => ok(userFixture())),
  http.post(Paths.creditAmount, () => ok(creditFixture())),
)

// useMediaQuery keeps each query's list for the page's life: one list here, its answer set per test.
const media = { matches: true, addEventListener: () => undefined, removeEventListener: () => undefined }
const original = window.matchMedia
beforeAll(() => {
  window.matchMedia = vi.fn(() => media) as unknown as typeof window.matchMedia
})
afterAll(() => {
  window.matchMedia = original
})

/** Every media query answers `wide` (the header's currency menu shows from 64rem). */
function screenIs(wide: boolean) {
  media.matches = wide
}

function renderHome() {
  document.cookie = 'csrftoken=test; path=/'
  const rootRoute = createRootRoute({ component: () => <UserHome /> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/en-US/user/home'] }) })
  renderWithProviders(<RouterProvider router={router} />)
}

describe('UserHome reference currency card', () => {
  it('points to the currency menu at the top on a wide screen', async () => {
    screenIs(true)
    renderHome()
    expect(await screen.findByText('Change it from the currency menu at the top of the page.')).toBeTruthy()
  })

  it('points to the menu button on a phone or tablet, where the currency menu lives', async () => {
    screenIs(false)
    renderHome()
    expect(await screen.findByText('Change it from the menu button (☰) at the top of the page.')).toBeTruthy()
    expect(screen.queryByText('Change it from the currency menu at the top of the page.')).toBeNull()
  })
})
