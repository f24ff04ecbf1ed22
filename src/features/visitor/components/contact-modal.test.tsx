import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ErrorCode, fail, ok } from '../../../contract'
import { ContentPaths, demoAppointmentResponseSchema, demoAppointmentSchema } from '../../../contract/content'
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
/** A valid lead (a UK address, a Chinese mobile), with `changes` over it. */
const fillLead = (dialog: HTMLElement, changes: Record<string, string> = {}) => {
  const lead = { Email: 'agent.name@example.co.uk', 'First name': 'Mei', 'Last name': 'Lin', Phone: '+86 138 0013 8000', ...changes }
  for (const [label, value] of Object.entries(lead)) fill(dialog, label, value)
}

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

  it('§5 invalid characters: marked on the field before sending, what was typed is kept', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(ContentPaths.demoAppointment, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(ok(demoAppointmentResponseSchema.parse({ id: 8, duplicate: false })))
      }),
    )
    const dialog = await openModal()
    fillLead(dialog, { 'Last name': 'Lin%' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect((await within(dialog).findByTestId('contact-error')).textContent).toBe('Contains invalid characters: %')
    const lastName = within(dialog).getByLabelText('Last name') as HTMLInputElement
    await waitFor(() => expect(lastName).toBe(document.activeElement))
    expect(lastName.getAttribute('aria-invalid')).toBe('true')
    expect(lastName.value).toBe('Lin%')
    expect(within(dialog).queryByText('operation failed, please retry later')).toBeNull()
    expect(bodies).toHaveLength(0)
    // Fixed: the message goes, and the lead is sent.
    fill(dialog, 'Last name', 'Lin')
    expect(within(dialog).queryByTestId('contact-error')).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await within(dialog).findByText('Submitted')).toBeTruthy()
    expect(bodies).toHaveLength(1)
  })

  it('a field the server rejects (400) is marked with its message, never the generic retry (§8)', async () => {
    server.use(
      http.post(ContentPaths.demoAppointment, () =>
        HttpResponse.json(fail(ErrorCode.VALIDATION, 'phone: Not a reachable number', [{ field: 'phone', message: 'Not a reachable number' }]), { status: 400 }),
      ),
    )
    const dialog = await openModal()
    fillLead(dialog)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect((await within(dialog).findByTestId('contact-error')).textContent).toBe('Not a reachable number')
    expect(within(dialog).getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true')
    expect(within(dialog).queryByText('operation failed, please retry later')).toBeNull()
    expect((within(dialog).getByLabelText('Last name') as HTMLInputElement).value).toBe('Lin')
  })

  it('a 400 naming no field shows the server message, not the generic retry (§8)', async () => {
    server.use(http.post(ContentPaths.demoAppointment, () => HttpResponse.json(fail(ErrorCode.VALIDATION, 'Request body must be JSON'), { status: 400 })))
    const dialog = await openModal()
    fillLead(dialog)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await within(dialog).findByText('Request body must be JSON')).toBeTruthy()
    expect(within(dialog).queryByText('operation failed, please retry later')).toBeNull()
  })
})
