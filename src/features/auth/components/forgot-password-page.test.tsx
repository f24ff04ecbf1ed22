import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { AuthErrorCode, ErrorCode, Paths, codeMessageSchema, fail, forgotLookupResponseSchema, ok } from '../../../contract'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { AuthFlowProvider } from '../flow/auth-flow'
import { ForgotPasswordPage } from './forgot-password-page'
import { LoginPage } from './login-page'

const resets: unknown[] = []
const server = setupMswServer(
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

  it('goes back to the account step from the code step, the typed name kept', async () => {
    renderApp('/en-US/forgotPassword')
    fireEvent.change(await screen.findByLabelText(/^Account/), { target: { value: 'demo_admin' } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    fireEvent.change(await screen.findByLabelText(/^Verification code/), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Change account' }))
    expect(((await screen.findByLabelText(/^Account/)) as HTMLInputElement).value).toBe('demo_admin')
    expect(screen.queryByLabelText(/^Verification code/)).toBeNull()
  })

  it('shows no such message on a plain visit to the login page', async () => {
    renderApp('/en-US/login')
    expect(((await screen.findByLabelText(/^Account/)) as HTMLInputElement).value).toBe('')
    expect(screen.queryByText(/has been reset/)).toBeNull()
  })

  it('says to send a code first, not that it expired, when none was sent from this form', async () => {
    const noLiveCode = () => HttpResponse.json(fail(AuthErrorCode.CODE_EXPIRED, 'verification code expired, please send a new one'), { status: 400 })
    server.use(http.post(Paths.resetPassword, noLiveCode))
    renderApp('/en-US/forgotPassword')
    fireEvent.change(await screen.findByLabelText(/^Account/), { target: { value: 'demo_admin' } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    fireEvent.change(await screen.findByLabelText(/^Verification code/), { target: { value: '123456' } })
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Beacon5Tide7' } })
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByText('No code has been sent yet. Press "Send code" first, then enter the code from the email.')).toBeTruthy()

    // Once a code was sent, an expired one is called that.
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await screen.findByText(/The code was sent to/)
    fireEvent.change(screen.getByLabelText(/^Verification code/), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByText('The verification code has expired, please send a new one')).toBeTruthy()
  })

  it("never shows the server's English field check for an overlong account name", async () => {
    server.use(
      http.post(Paths.forgotPasswordLookup, () =>
        HttpResponse.json(fail(ErrorCode.VALIDATION, 'username: Too big: expected string to have <=64 characters'), { status: 400 }),
      ),
    )
    renderApp('/en-US/forgotPassword')
    const account = await screen.findByLabelText(/^Account/)
    expect(account.getAttribute('maxlength')).toBe('64')
    fireEvent.change(account, { target: { value: 'someone' } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('user does not exist')).toBeTruthy()
    expect(screen.queryByText(/Too big/)).toBeNull()
  })
})
