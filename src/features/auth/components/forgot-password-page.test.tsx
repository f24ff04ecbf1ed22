import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { Paths, codeMessageSchema, forgotLookupResponseSchema, ok } from '../../../contract'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { AuthFlowProvider } from '../flow/auth-flow'
import { ForgotPasswordPage } from './forgot-password-page'
import { LoginPage } from './login-page'

const resets: unknown[] = []
setupMswServer(
  http.post(Paths.forgotPasswordLookup, () => HttpResponse.json(ok(forgotLookupResponseSchema.parse({ email: 'ad***@example.com' })))),
  http.post(Paths.sendEmailCode, () => HttpResponse.json(ok(codeMessageSchema.parse({ code: 0, message: 'Success' })))),
  http.post(Paths.resetPassword, async ({ request }) => {
    resets.push(await request.json())
    return HttpResponse.json(ok(codeMessageSchema.parse({ code: 0, message: 'Success' })))
  }),
)

function renderApp(path: string) {
  const root = createRootRoute({
    component: () => (
      <AuthFlowProvider>
        <Outlet />
      </AuthFlowProvider>
    ),
  })
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/$locale/login', component: LoginPage }),
    createRoute({ getParentRoute: () => root, path: '/$locale/forgotPassword', component: () => <ForgotPasswordPage /> }),
  ])
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) })
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

describe('/forgotPassword → /login (§4 success returns to login)', () => {
  it('confirms the reset on the login page, with the account filled in', async () => {
    const router = renderApp('/en-US/forgotPassword')
    fireEvent.change(await screen.findByLabelText(/^Account/), { target: { value: 'demo_admin' } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }))
    fireEvent.change(screen.getByLabelText(/^Verification code/), { target: { value: '123456' } })
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Beacon5Tide7' } })
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/en-US/login'))
    expect(resets).toEqual([{ username: 'demo_admin', password: 'Beacon5Tide7', emailCheckCode: '123456' }])
    expect(await screen.findByText('Your password has been reset. Please log in with the new password.')).toBeTruthy()
    expect((screen.getByLabelText(/^Account/) as HTMLInputElement).value).toBe('demo_admin')
    expect(router.state.location.search).toEqual({})
  })

  it('shows no such message on a plain visit to the login page', async () => {
    renderApp('/en-US/login')
    expect(((await screen.findByLabelText(/^Account/)) as HTMLInputElement).value).toBe('')
    expect(screen.queryByText(/has been reset/)).toBeNull()
  })
})
