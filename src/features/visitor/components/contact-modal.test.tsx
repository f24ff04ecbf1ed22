import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ContentPaths, ErrorCode, demoAppointmentResponseSchema, demoAppointmentSchema, fail, ok } from '../../../contract'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { BookDemoButton, ContactModalProvider } from './contact-modal-context'

const server = setupMswServer()

async function openModal() {
  renderWithProviders(
    <ContactModalProvider>
      <BookDemoButton>Book a demo</BookDemoButton>
    </ContactModalProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Book a demo' }))
  // The dialog's code is a lazy chunk: the first open waits for it.
  return screen.findByRole('dialog', { name: 'Cooperation consultation and demo booking' }, { timeout: 8000 })
}

const fill = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } })

// Generous timeout: the first open loads the dialog's lazy chunk, slow on a busy 2-core machine.
describe('contact modal (§2, §4, §5)', { timeout: 20_000 }, () => {
  it('shows the first §5 failure and sends nothing until the form is valid; then "Submitted"', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(ContentPaths.demoAppointment, async ({ request }) => {
        const body = demoAppointmentSchema.parse(await request.json())
        bodies.push(body)
        return HttpResponse.json(ok(demoAppointmentResponseSchema.parse({ id: 7, duplicate: false })))
      }),
    )
    const dialog = await openModal()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await within(dialog).findByText('please enter your email address')).toBeTruthy()
    fill(dialog, 'Email', 'ana@agency.example')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    // Both names empty: the last-name message wins (§5).
    expect(await within(dialog).findByText('please enter your last name')).toBeTruthy()
    expect(within(dialog).getByLabelText('Last name')).toBe(document.activeElement)
    fill(dialog, 'First name', 'Ana')
    fill(dialog, 'Last name', 'Ruiz')
    fill(dialog, 'Phone', '+34 600 123 456')
    expect(bodies).toHaveLength(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await within(dialog).findByText('Submitted')).toBeTruthy()
    expect(bodies).toEqual([{ email: 'ana@agency.example', first_name: 'Ana', last_name: 'Ruiz', phone: '+34 600 123 456', locale: 'en-US' }])
  })

  it('a rate-limited submission keeps what was typed and says why', async () => {
    server.use(
      http.post(ContentPaths.demoAppointment, () =>
        HttpResponse.json(fail(ErrorCode.RATE_LIMITED, 'Too many people are currently accessing, please try again later'), { status: 429 }),
      ),
    )
    const dialog = await openModal()
    fill(dialog, 'Email', 'ana@agency.example')
    fill(dialog, 'First name', 'Ana')
    fill(dialog, 'Last name', 'Ruiz')
    fill(dialog, 'Phone', '600123456')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await within(dialog).findByText('Too many people are currently accessing, please try again later')).toBeTruthy()
    await waitFor(() => expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('ana@agency.example'))
    expect((within(dialog).getByLabelText('Phone') as HTMLInputElement).value).toBe('600123456')
  })
})
