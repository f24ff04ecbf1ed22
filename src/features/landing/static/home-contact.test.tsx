import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { http, HttpResponse } from 'msw'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode, fail } from '../../../contract'
import { ContentPaths } from '../../../contract/content'
import { setupMswServer } from '../../../test/msw'
import type { HomeTexts } from './home-texts'
import { openContact } from './home-contact'
import { StaticContactDialog } from './static-widgets'

// The static home's contact dialog (§2/§5): a field the server rejects (a 400 naming it) is
// marked with the server's message (§8), never the generic "operation failed" text.

const server = setupMswServer()

const texts: HomeTexts = {
  locale: 'en-US',
  emailRequired: 'please enter your email address',
  emailFormat: 'email format incorrect, please re-enter',
  firstNameRequired: 'please enter your first name',
  lastNameRequired: 'please enter your last name',
  phoneRequired: 'please enter your contact method',
  rateLimited: 'Too many people are currently accessing, please try again later',
  network: 'network error, please try later',
  failed: 'operation failed, please retry later',
  loading: 'Loading',
  chatOpen: 'Chat',
  chatClose: 'Close chat',
  chatTitle: 'Chat',
  offline: 'offline',
  tooLong: 'Too long: {max} characters at most',
  invalidChars: 'Contains invalid characters: {list}',
}

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
  }
  document.body.innerHTML = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <StaticContactDialog />
    </I18nProvider>,
  )
})

const field = (name: string) => document.querySelector<HTMLInputElement>(`#contact-form [name="${name}"]`)!
function fillAndSubmit(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    field(name).value = value
    field(name).dispatchEvent(new Event('input', { bubbles: true }))
  }
  document.querySelector<HTMLFormElement>('#contact-form')!.requestSubmit()
}
const errorSlot = () => document.querySelector<HTMLElement>('#contact-error')!
const failureSlot = () => document.querySelector<HTMLElement>('.form-failure')!
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))
const lead = { email: 'agent.name@example.co.uk', first_name: 'Mei', last_name: 'Lin%', phone: '+86 138 0013 8000' }

describe('static home contact dialog', () => {
  it("marks the field a server's 400 names, with its message, and keeps what was typed", async () => {
    server.use(
      http.post(ContentPaths.demoAppointment, () =>
        HttpResponse.json(fail(ErrorCode.VALIDATION, 'last_name: Contains invalid characters', [{ field: 'last_name', message: 'Contains invalid characters' }]), { status: 400 }),
      ),
    )
    openContact(texts)
    fillAndSubmit(lead)
    await settle()
    expect(errorSlot().hidden).toBe(false)
    // In the page's language (its texts), with the characters to remove.
    expect(errorSlot().textContent).toBe('Contains invalid characters: %')
    expect(field('last_name').getAttribute('aria-invalid')).toBe('true')
    expect(field('last_name').nextElementSibling).toBe(errorSlot())
    expect(failureSlot().hidden).toBe(true)
    expect(field('last_name').value).toBe('Lin%')
    // Typing clears it.
    field('last_name').value = 'Lin'
    field('last_name').dispatchEvent(new Event('input', { bubbles: true }))
    expect(errorSlot().hidden).toBe(true)
  })

  it("a server's 'too long' is shown with the page's text, not the rule's English", async () => {
    server.use(
      http.post(ContentPaths.demoAppointment, () =>
        HttpResponse.json(fail(ErrorCode.VALIDATION, 'first_name: is too long (60 characters at most)', [{ field: 'first_name', message: 'is too long (60 characters at most)' }]), {
          status: 400,
        }),
      ),
    )
    // (The dialog keeps the texts of its first opening; these are the page's.)
    openContact(texts)
    fillAndSubmit({ ...lead, last_name: 'Lin', first_name: '李'.repeat(61) })
    await settle()
    expect(errorSlot().hidden).toBe(false)
    expect(errorSlot().textContent).toBe('Too long: 60 characters at most')
    expect(field('first_name').getAttribute('aria-invalid')).toBe('true')
  })

  it('a 400 naming no field shows the server message instead of the generic one', async () => {
    server.use(http.post(ContentPaths.demoAppointment, () => HttpResponse.json(fail(ErrorCode.VALIDATION, 'Request body must be JSON'), { status: 400 })))
    openContact(texts)
    fillAndSubmit({ ...lead, last_name: 'Lin' })
    await settle()
    expect(failureSlot().hidden).toBe(false)
    expect(failureSlot().textContent).toBe('Request body must be JSON')
    expect(errorSlot().hidden).toBe(true)
  })
})
