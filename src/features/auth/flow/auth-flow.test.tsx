import { screen } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../test/render'
import { LoginPage } from '../components/login-page'
import { AuthFlowProvider, LoginModalButton, loadAuthFlow } from './auth-flow'

describe('the header login controls (auth-flow.tsx)', () => {
  it('render nothing, rather than throw, while the provider does not host the flow yet', async () => {
    // After Quit the flow module may already be loaded while AuthFlowProvider still renders
    // without it (its switch is a transition): the controls used to throw "useAuthFlow needs
    // <AuthFlowProvider>" in every concurrent render of the logout (React #520).
    await loadAuthFlow()
    const { container } = renderWithProviders(<LoginModalButton>Log in</LoginModalButton>)
    expect(container.querySelector('button')).toBeNull()
  })

  it('render once the provider hosts the flow (a visitor)', async () => {
    await loadAuthFlow()
    const rootRoute = createRootRoute({
      component: () => (
        <AuthFlowProvider>
          <LoginModalButton>Open login</LoginModalButton>
        </AuthFlowProvider>
      ),
    })
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/en-US'] }) })
    renderWithProviders(<RouterProvider router={router} />)
    expect(await screen.findByRole('button', { name: 'Open login' })).toBeTruthy()
  })

  it('/login waits for the flow instead of failing when a session ended behind the app', async () => {
    // §8 expiry or a Quit in another tab: the app goes to /login while the provider has not
    // mounted the flow yet; the form used useAuthFlow at once and the route showed its 500 page.
    await loadAuthFlow()
    const rootRoute = createRootRoute({ component: LoginPage })
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/en-US/login'] }) })
    renderWithProviders(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull()
  })
})
