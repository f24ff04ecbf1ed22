import { createActor, fromPromise, type Actor } from 'xstate'
import { contactModalMachine, LEAD_ERROR_FIELD, LEAD_FIELDS, type LeadValues } from '../../../../machines/contact-modal.machine'
import type { HomeTexts } from './home-texts'

// The static home's contact/demo modal (§2/§4/§5): the same machine as the app's modal
// (machines/contact-modal), drawn on the page's <dialog>. Loaded on the first "Book a demo".

type Failure = { status: number; code?: number; network?: boolean }
const RATE_LIMITED = 429

async function post(input: LeadValues, locale: string): Promise<unknown> {
  let res: Response
  try {
    res = await fetch('/b2b/demo_appointment', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': locale },
      body: JSON.stringify({ ...input, locale }),
    })
  } catch {
    throw { status: 0, network: true } satisfies Failure
  }
  const body = (await res.json().catch(() => null)) as { header?: { code?: number }; data?: unknown } | null
  if (!res.ok || body?.header?.code !== 0) throw { status: res.status, code: body?.header?.code } satisfies Failure
  return body.data
}

let actor: Actor<typeof contactModalMachine> | null = null

export function openContact(texts: HomeTexts): void {
  actor ??= start(texts)
  actor.send({ type: 'OPEN' })
}

function start(texts: HomeTexts) {
  const dialog = document.getElementById('contact-dialog') as HTMLDialogElement
  const form = dialog.querySelector<HTMLFormElement>('#contact-form')!
  const error = dialog.querySelector<HTMLElement>('#contact-error')!
  const failure = dialog.querySelector<HTMLElement>('.form-failure')!
  const success = dialog.querySelector<HTMLElement>('.dialog-success')!
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const submitLabel = submit.textContent ?? ''
  const input = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!

  const running = createActor(
    contactModalMachine.provide({
      actors: { submit: fromPromise<unknown, LeadValues>(({ input: lead }) => post(lead, texts.locale)) },
    }),
  )

  let shownError: string | null = null
  running.subscribe((state) => {
    const visible = state.hasTag('visible')
    if (visible && !dialog.open) {
      form.reset()
      dialog.showModal()
      input('email').focus()
    }
    if (!visible && dialog.open) dialog.close()

    const pending = state.hasTag('pending')
    for (const field of LEAD_FIELDS) input(field).disabled = pending
    submit.disabled = pending
    submit.textContent = pending ? texts.loading : submitLabel

    const submitted = state.matches('submitted')
    form.hidden = submitted
    success.hidden = !submitted

    const id = state.context.error
    for (const field of LEAD_FIELDS) input(field).removeAttribute('aria-invalid')
    if (id) {
      const field = input(LEAD_ERROR_FIELD[id])
      field.setAttribute('aria-invalid', 'true')
      field.setAttribute('aria-describedby', 'contact-error')
      field.after(error)
      error.textContent = texts[id]
      if (shownError !== `${id}:${state.context.values[LEAD_ERROR_FIELD[id]]}`) field.focus()
    }
    shownError = id ? `${id}:${state.context.values[LEAD_ERROR_FIELD[id]]}` : null
    error.hidden = !id

    const f = state.context.submitError as Failure | null
    failure.hidden = !f
    failure.textContent = !f ? '' : f.status === 429 || f.code === RATE_LIMITED ? texts.rateLimited : f.network ? texts.network : texts.failed
  })
  running.start()

  form.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement
    if ((LEAD_FIELDS as readonly string[]).includes(target.name)) running.send({ type: 'CHANGE', field: target.name as (typeof LEAD_FIELDS)[number], value: target.value })
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    running.send({ type: 'SUBMIT' })
  })
  for (const close of dialog.querySelectorAll('[data-action="close-contact"]')) close.addEventListener('click', () => running.send({ type: 'CLOSE' }))
  // Escape (the dialog's cancel) and a click on the backdrop close it through the machine.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault()
    running.send({ type: 'CLOSE' })
  })
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) running.send({ type: 'CLOSE' })
  })
  return running
}
