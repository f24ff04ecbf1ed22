import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse, delay } from 'msw'
import { ErrorCode, Paths, fail, loginResponseSchema, ok } from '../../contract'
import { setupMswServer } from '../../test/msw'
import { renderWithProviders } from '../../test/render'
import { userFixture } from '../../test/fixtures'
import { sessionKeys } from '../../lib/session/queries'
import { getSession } from '../../lib/session/session-store'
import { LoginForm } from './login-form'

const server = setupMswServer()

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: /log in/i }))

describe('LoginForm (§4, §5)', () => {
  it('asks for the account first, then the password', async () => {
    renderWithProviders(<LoginForm onSuccess={() => {}} />)
    submit()
    expect(await screen.findByText('Please enter account')).toBeTruthy()
    expect(screen.queryByText('Please enter password')).toBeNull()
    fill(/account/i, 'demo_agent')
    submit()
    expect(await screen.findByText('Please enter password')).toBeTruthy()
    expect(screen.queryByText('Please enter account')).toBeNull()
  })

  it("shows 'Loading...' while submitting, then loads the user and succeeds", async () => {
    let body = ''
    server.use(
      http.post(Paths.login, async ({ request }) => {
        body = await request.text()
        await delay(50)
        return HttpResponse.json(ok(loginResponseSchema.parse({ success: true, token: 't', changePassword: true, isMainUser: true })))
      }),
      http.get(Paths.userInfo, () => HttpResponse.json(ok(userFixture()))),
      http.post(Paths.creditAmount, () => HttpResponse.json(fail(500, 'not in this test'), { status: 500 })),
    )
    const onSuccess = vi.fn()
    const { queryClient } = renderWithProviders(<LoginForm onSuccess={onSuccess} />)
    fill(/account/i, ' demo_agent ')
    fill(/password/i, 'Harbor7Sky9')
    submit()
    expect(await screen.findByText('Loading...')).toBeTruthy()
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce())
    expect(body).toBe('username=demo_agent&password=Harbor7Sky9')
    expect(queryClient.getQueryData(sessionKeys.user())).toMatchObject({ username: 'demo_agent' })
    expect(getSession()).toMatchObject({ needChangePassword: true, isMainUser: true, permissions: [1, 2, 3, 4] })
    expect(JSON.stringify(localStorage)).not.toContain('"t"')
  })

  it('shows the server message on failure', async () => {
    server.use(http.post(Paths.login, () => HttpResponse.json(fail(ErrorCode.ACCOUNT_PENDING, 'account pending review'), { status: 400 })))
    renderWithProviders(<LoginForm onSuccess={() => {}} />)
    fill(/account/i, 'someone')
    fill(/password/i, 'x')
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('account pending review')
  })

  it("falls back to 'login failed' without a server message", async () => {
    server.use(http.post(Paths.login, () => new HttpResponse(null, { status: 400 })))
    renderWithProviders(<LoginForm onSuccess={() => {}} />)
    fill(/account/i, 'someone')
    fill(/password/i, 'x')
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('login failed')
  })

  it('treats success:false as a failure with its error text', async () => {
    server.use(http.post(Paths.login, () => HttpResponse.json(ok(loginResponseSchema.parse({ success: false, error: 'Password error' })))))
    renderWithProviders(<LoginForm onSuccess={() => {}} />)
    fill(/account/i, 'someone')
    fill(/password/i, 'x')
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('Password error')
  })
})
