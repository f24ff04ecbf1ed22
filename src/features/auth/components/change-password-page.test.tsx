import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { AuthErrorCode, ErrorCode, Paths, fail, ok } from '../../../contract'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { ChangePasswordPage } from './change-password-page'

const sent: Array<{ oldPassword: string; newPassword: string }> = []
const server = setupMswServer(
  http.post(Paths.changePassword, async ({ request }) => {
    const body = (await request.json()) as { oldPassword: string; newPassword: string }
    sent.push(body)
    if (body.oldPassword !== 'Harbor7Sky9') return HttpResponse.json(fail(AuthErrorCode.OLD_PASSWORD_WRONG, 'oldPassword: incorrect'), { status: 400 })
    return HttpResponse.json(ok({ token: 'renewed' }))
  }),
)

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
function fillAll(current: string, next: string, confirm = next) {
  fill('Current password', current)
  fill('New password', next)
  fill('Confirm new password', confirm)
}
const changed = /Your password has been changed/
const wrong = 'The current password is incorrect'

describe('/user/change-password', () => {
  it('shows only the latest outcome: a new submit clears "changed" before a refusal', async () => {
    sent.length = 0
    renderWithProviders(<ChangePasswordPage />)
    fillAll('Harbor7Sky9', 'Beacon5Tide7')
    submit()
    expect(await screen.findByText(changed)).toBeTruthy()

    fillAll('Wrong9Guess', 'Beacon5Tide7')
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe(wrong)
    expect(screen.queryByText(changed)).toBeNull()

    // …and the other way round.
    fillAll('Harbor7Sky9', 'Beacon5Tide7')
    submit()
    expect(await screen.findByText(changed)).toBeTruthy()
    expect(screen.queryByText(wrong)).toBeNull()
    expect(sent).toHaveLength(3)
  })

  it('a refused submit puts the caret in the field to fix: the first empty one, or the current password the server refused', async () => {
    renderWithProviders(<ChangePasswordPage />)
    submit()
    expect(await screen.findByText('Please enter your current password')).toBeTruthy()
    expect(screen.getByText('Please enter the new password again')).toBeTruthy()
    expect(document.activeElement?.getAttribute('name')).toBe('oldPassword')
    fillAll('Wrong9Guess', 'Beacon5Tide7')
    ;(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }) as HTMLInputElement).focus()
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe(wrong)
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('oldPassword'))
  })

  it('enforces the §5 rule with one message per broken part, and treats the hints as advice', async () => {
    sent.length = 0
    renderWithProviders(<ChangePasswordPage />)
    fillAll('Harbor7Sky9', 'short1')
    submit()
    expect(await screen.findByText('Length limited to 8-16')).toBeTruthy()
    fillAll('Harbor7Sky9', 'Harbor 7Sky')
    submit()
    expect(await screen.findByText('Use letters and digits only (no spaces or symbols)')).toBeTruthy()
    fillAll('Harbor7Sky9', 'HarborSkyBlue')
    submit()
    expect(await screen.findByText('Include at least one letter and one digit')).toBeTruthy()
    fillAll('Harbor7Sky9', 'Harbor7Sky9')
    submit()
    expect(await screen.findByText('The new password must differ from the current one')).toBeTruthy()
    expect(sent).toEqual([])

    // Pass1234word ignores the tips (a run of 1234, common words) and is accepted all the same.
    fillAll('Harbor7Sky9', 'Pass1234word')
    const tips = screen.getByText(/Tips for a strong password/).parentElement!
    expect(within(tips).getByText(/Avoid 4 consecutive/).textContent).toMatch(/\(not met\)/)
    expect(within(tips).getByText(/Avoid common words/).textContent).toMatch(/\(not met\)/)
    expect(within(tips).getByText(/Avoid repeating/).textContent).toMatch(/\(met\)/)
    const rules = screen.getByText('Your password must have:').parentElement!
    expect(within(rules).getAllByText(/\(met\)/)).toHaveLength(3)
    submit()
    await waitFor(() => expect(sent).toEqual([{ oldPassword: 'Harbor7Sky9', newPassword: 'Pass1234word' }]))
    expect(await screen.findByText(changed)).toBeTruthy()
  })

  it("shows a translatable text, not the server's English field check, when a field is refused; the inputs stop at 128", async () => {
    server.use(
      http.post(Paths.changePassword, () =>
        HttpResponse.json(fail(ErrorCode.VALIDATION, 'oldPassword: Too big: expected string to have <=128 characters'), { status: 400 }),
      ),
    )
    renderWithProviders(<ChangePasswordPage />)
    expect(screen.getByLabelText(/^Current password/, { selector: 'input' }).getAttribute('maxlength')).toBe('128')
    fillAll('Harbor7Sky9', 'Beacon5Tide7')
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('Operation failed, please try again later!')
  })
})
