import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { http, HttpResponse, delay } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import {
  AuthErrorCode,
  ErrorCode,
  Paths,
  codeMessageSchema,
  fail,
  loginCheckResponseSchema,
  loginResponseSchema,
  ok,
  type LoginCheckResponse,
} from '../../../contract'
import { sessionKeys } from '../../../lib/session/queries'
import { getSession } from '../../../lib/session/session-store'
import { userFixture } from '../../../test/fixtures'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { AuthFlowProvider } from '../flow/auth-flow'
import { LoginForm } from './login-form'
import { resetBootShell, takeOverBootShell } from '../../../components/boot-shell'
import { warmUpIntl } from '../../../lib/i18n/intl-warm-up'

// Boot leaves a visitor's number and date formats to the login flow (main.tsx); here it only records the call.
vi.mock('../../../lib/i18n/intl-warm-up', async (original) => ({ ...(await original<object>()), warmUpIntl: vi.fn(() => Promise.resolve()) }))

const server = setupMswServer()

async function renderForm(onSuccess: () => void = () => {}, fromPaint = false) {
  const rootRoute = createRootRoute({
    component: () => (
      <AuthFlowProvider>
        <LoginForm onSuccess={onSuccess} fromPaint={fromPaint} />
      </AuthFlowProvider>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/en-US/login'] }) })
  const result = renderWithProviders(<RouterProvider router={router} />)
  // The login flow is a lazy import: the file's first render waits for it (seconds on a busy host).
  await screen.findByRole('button', { name: /log in/i }, { timeout: 5000 })
  return result
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: /log in/i }))
const check = (data: LoginCheckResponse) => http.post(Paths.loginCheck, () => HttpResponse.json(ok(loginCheckResponseSchema.parse(data))))
const noCheck = check({ accountVerifyType: 0, email: 'ag***@example.com', code: null })
const userAndCredit = [
  http.get(Paths.userInfo, () => HttpResponse.json(ok(userFixture()))),
  http.post(Paths.creditAmount, () => HttpResponse.json(fail(500, 'not in this test'), { status: 500 })),
]

/** Answers a login (after `delayMs`) as a main user without a password change; `body` is what was sent. */
function answerLogin(delayMs = 0): { body: string } {
  const sent = { body: '' }
  server.use(
    noCheck,
    http.post(Paths.login, async ({ request }) => {
      sent.body = await request.text()
      if (delayMs) await delay(delayMs)
      return HttpResponse.json(ok(loginResponseSchema.parse({ success: true, token: 't', changePassword: false, isMainUser: true })))
    }),
    ...userAndCredit,
  )
  return sent
}

describe('LoginForm with the login flow (§4, §5, §8)', () => {
  it('asks for the account first, then the password', async () => {
    await renderForm()
    submit()
    expect(await screen.findByText('Please enter account')).toBeTruthy()
    expect(screen.queryByText('Please enter password')).toBeNull()
    fill(/account/i, 'demo_agent')
    submit()
    expect(await screen.findByText('Please enter password')).toBeTruthy()
    expect(screen.queryByText('Please enter account')).toBeNull()
  })

  it('loads the formats the next pages use (numbers, dates) while the login check is on the network (#9)', async () => {
    server.use(http.post(Paths.loginCheck, async () => {
      await delay(200)
      return HttpResponse.json(ok(loginCheckResponseSchema.parse({ accountVerifyType: 0, email: 'ag***@example.com', code: null })))
    }))
    vi.mocked(warmUpIntl).mockClear()
    await renderForm()
    fill(/account/i, 'demo_agent')
    submit()
    expect(await screen.findByText('Please enter password')).toBeTruthy()
    // A form the agent has not finished does not start it.
    expect(warmUpIntl).not.toHaveBeenCalled()
    fill(/password/i, 'Harbor7Sky9')
    submit()
    expect(await screen.findByText('Loading...')).toBeTruthy()
    expect(warmUpIntl).toHaveBeenCalledWith('en-US')
  })

  it("shows 'Loading...' while submitting, then loads the user and succeeds", async () => {
    const sent = answerLogin(50)
    const onSuccess = vi.fn()
    const { queryClient } = await renderForm(onSuccess)
    fill(/account/i, ' demo_agent ')
    fill(/password/i, 'Harbor7Sky9')
    submit()
    expect(await screen.findByText('Loading...')).toBeTruthy()
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce())
    expect(sent.body).toBe('username=demo_agent&password=Harbor7Sky9')
    expect(queryClient.getQueryData(sessionKeys.user())).toMatchObject({ username: 'demo_agent' })
    expect(getSession()).toMatchObject({ isMainUser: true, permissions: [1, 2, 3, 4] })
    expect(JSON.stringify(localStorage)).not.toContain('"t"')
  })

  it('takes over the form the server painted: what was typed, the caret, and a press of "Log in" (#9)', async () => {
    const sent = answerLogin()
    const shell = document.createElement('div')
    shell.id = 'root'
    shell.innerHTML = '<div data-first-paint=""><form data-paint-form="login" data-sent="1"><input name="username" /><input name="password" type="password" /></form></div>'
    document.body.append(shell)
    takeOverBootShell(shell)
    const painted = shell.querySelectorAll('input')
    painted[0]!.value = 'demo_agent'
    painted[1]!.value = 'Harbor7Sky9'
    painted[1]!.focus()
    painted[1]!.setSelectionRange(3, 3)
    const onSuccess = vi.fn()
    try {
      await renderForm(onSuccess, true)
      expect((screen.getByLabelText(/account/i) as HTMLInputElement).value).toBe('demo_agent')
      const password = screen.getByLabelText(/password/i) as HTMLInputElement
      expect(password.value).toBe('Harbor7Sky9')
      expect(document.activeElement).toBe(password)
      expect([password.selectionStart, password.selectionEnd]).toEqual([3, 3])
      expect(document.querySelector('[data-first-paint]')).toBeNull()
      await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce())
      expect(sent.body).toBe('username=demo_agent&password=Harbor7Sky9')
    } finally {
      resetBootShell()
      document.getElementById('root')?.remove()
    }
  })

  it('shows the translated text for a known code, the server message otherwise', async () => {
    server.use(http.post(Paths.loginCheck, () => HttpResponse.json(fail(ErrorCode.ACCOUNT_PENDING, 'account pending review'), { status: 400 })))
    await renderForm()
    fill(/account/i, 'someone')
    fill(/password/i, 'x')
    submit()
    expect((await screen.findByRole('alert')).textContent).toMatch(/being reviewed/)

    server.use(http.post(Paths.loginCheck, () => HttpResponse.json(fail(4242, 'something specific'), { status: 400 })))
    submit()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('something specific'))
  })

  it('says how long to wait when the account is locked after wrong passwords (429 with Retry-After)', async () => {
    const locked = (seconds: string) => () =>
      HttpResponse.json(fail(ErrorCode.RATE_LIMITED, 'Too many people are currently accessing, please try again later'), { status: 429, headers: { 'Retry-After': seconds } })
    server.use(http.post(Paths.loginCheck, locked('840')))
    await renderForm()
    fill(/account/i, 'someone')
    fill(/password/i, 'x')
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('Too many people are currently accessing, please try again later Try again in 14 minutes.')
    server.use(http.post(Paths.loginCheck, locked('30')))
    submit()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many people are currently accessing, please try again later Try again in 1 minute.'))
  })

  it("falls back to 'login failed' without a server message", async () => {
    server.use(http.post(Paths.loginCheck, () => new HttpResponse(null, { status: 400 })))
    await renderForm()
    fill(/account/i, 'someone')
    fill(/password/i, 'x')
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('login failed')
  })

  it("never shows the server's English field check; the inputs stop at the longest name and password the call takes", async () => {
    server.use(
      http.post(Paths.loginCheck, () =>
        HttpResponse.json(fail(ErrorCode.VALIDATION, 'username: Too big: expected string to have <=64 characters'), { status: 400 }),
      ),
    )
    await renderForm()
    expect(screen.getByLabelText(/account/i).getAttribute('maxlength')).toBe('64')
    expect(screen.getByLabelText(/password/i).getAttribute('maxlength')).toBe('128')
    fill(/account/i, 'someone')
    fill(/password/i, 'x')
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('login failed')
  })

  it('runs the code dialog: send the code, confirm, log in with it', async () => {
    const sent: unknown[] = []
    let loginBody = ''
    server.use(
      check({ accountVerifyType: 1, email: 've***@example.com', code: 604 }),
      http.post(Paths.sendEmailCode, async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json(ok(codeMessageSchema.parse({ code: 0, message: 'Success' })))
      }),
      http.post(Paths.login, async ({ request }) => {
        loginBody = await request.text()
        return HttpResponse.json(ok(loginResponseSchema.parse({ success: true, isMainUser: true })))
      }),
      ...userAndCredit,
    )
    const onSuccess = vi.fn()
    await renderForm(onSuccess)
    fill(/account/i, 'demo_verify')
    fill(/^password/i, 'Maple6Rain2')
    submit()
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('ve***@example.com')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(await within(dialog).findByText(/No code has been sent yet/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }))
    expect(await within(dialog).findByText(/Resend in \d+ seconds/)).toBeTruthy()
    expect(within(dialog).queryByText(/No code has been sent yet/)).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(await within(dialog).findByText('Please enter the verification code sent to your email')).toBeTruthy()
    expect(sent).toEqual([{ username: 'demo_verify', password: 'Maple6Rain2', purpose: 0 }])
    fireEvent.change(within(dialog).getByLabelText(/verification code/i), { target: { value: '123456' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce())
    expect(loginBody).toBe('username=demo_verify&password=Maple6Rain2&emailCheckCode=123456')
  })

  it('keeps the dialog open on a wrong code; cancelling aborts without an error', async () => {
    server.use(
      check({ accountVerifyType: 1, email: 've***@example.com', code: 602 }),
      http.post(Paths.sendEmailCode, () => HttpResponse.json(ok(codeMessageSchema.parse({ code: 0, message: 'Success' })))),
      http.post(Paths.login, () => HttpResponse.json(fail(AuthErrorCode.CODE_INVALID, 'verification code incorrect'), { status: 400 })),
    )
    const onSuccess = vi.fn()
    await renderForm(onSuccess)
    fill(/account/i, 'demo_verify')
    fill(/^password/i, 'Maple6Rain2')
    submit()
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }))
    await within(dialog).findByText(/Resend in \d+ seconds/)
    fireEvent.change(within(dialog).getByLabelText(/verification code/i), { target: { value: '000000' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(await within(dialog).findByText('The verification code is incorrect')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: /log in/i })).toBeTruthy()
    expect(onSuccess).not.toHaveBeenCalled()
  })

  it('rejects a code-needing login without a bound email with the §8 text', async () => {
    server.use(check({ accountVerifyType: 1, email: '', code: 604 }))
    await renderForm()
    fill(/account/i, 'someone')
    fill(/password/i, 'Start1Pass')
    submit()
    expect((await screen.findByRole('alert')).textContent).toMatch(/ask the main account/)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
