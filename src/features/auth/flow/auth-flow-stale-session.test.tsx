import { screen } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionKeys } from '../../../lib/session/queries'
import { userFixture } from '../../../test/fixtures'
import { renderWithProviders } from '../../../test/render'
import { LoginPage } from '../components/login-page'
import { AuthFlowProvider } from './auth-flow'

// A file of its own: the flow's "wanted" flag is module state, fresh here.
describe('AuthFlowProvider with a stale session', () => {
  afterEach(() => {
    document.cookie = 'csrftoken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'
  })

  it('hosts the flow when /login asks for it, although it still sees the old user', async () => {
    // The session ended behind the app's back (expiry, a Quit in another tab): the route guard
    // sends the app to /login while the provider, which mounted for a logged-in page, still
    // sees the cached user. Before, the login form threw there (the route's 500 page); then it
    // waited for a flow nobody mounted.
    document.cookie = 'csrftoken=test-csrf; path=/'
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
    queryClient.setQueryData(sessionKeys.user(), userFixture())
    const rootRoute = createRootRoute({
      component: () => (
        <AuthFlowProvider>
          <LoginPage />
        </AuthFlowProvider>
      ),
    })
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/en-US/login'] }) })
    renderWithProviders(<RouterProvider router={router} />, queryClient)
    expect(await screen.findByRole('button', { name: 'Log in' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByLabelText(/^Account/)).toBeTruthy()
  })
})
