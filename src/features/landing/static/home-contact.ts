import { createActor, fromPromise, type Actor } from 'xstate'
import { contactModalMachine, LEAD_ERROR_FIELD, LEAD_FIELDS, type LeadField, type LeadValues } from '../../../../machines/contact-modal.machine'
import type { HomeTexts } from './home-texts'
import { LEAD_INVALID_RE } from '../../../contract/patterns'

// The static home's contact/demo modal (§2/§4/§5): the same machine as the app's modal
// (machines/contact-modal), drawn on the page's <dialog>. Loaded on the first "Book a demo".

type Failure = {
  status: number
  code?: number
  network?: boolean
  /** The server's message (§8: shown instead of the default when there is one). */
  message?: string
  /** A field a 400 names ("last_name: Contains invalid characters"), with its message. */
  field?: LeadField
  fieldMessage?: string
}
type FailureBody = { header?: { code?: number; message?: string }; data?: unknown; errors?: { field?: string; message?: string }[] } | null
const RATE_LIMITED = 429

const isLeadField = (name: unknown): name is LeadField => (LEAD_FIELDS as readonly unknown[]).includes(name)

/** The characters the contract's lead rule rejects (from the dependency-free patterns module,
 * so this chunk does not carry the contract's schemas). */
const LEAD_INVALID_CHARS = new RegExp(LEAD_INVALID_RE.source, 'g')

/**
 * The server's field messages are its rules' English texts; the two the machine does not check
 * itself (too long, invalid characters) are shown in the page's language, like the app's modal.
 */
export function fieldMessage(texts: HomeTexts, message: string | undefined, value: string): string {
  const tooLong = /^is too long \((\d+) characters at most\)$/.exec(message ?? '')
  if (tooLong) return texts.tooLong.replace('{max}', tooLong[1]!)
  if (message === 'Contains invalid characters') {
    const chars = [...new Set(value.match(LEAD_INVALID_CHARS) ?? [])]
    return chars.length ? texts.invalidChars.replace('{list}', chars.join(' ')) : message
  }
  return message ?? texts.failed
}

/** The envelope of a failed answer as a Failure; a 400's first lead field, from its errors or its header. */
function failureOf(status: number, body: FailureBody): Failure {
  const message = body?.header?.message || undefined
  const failure: Failure = { status, code: body?.header?.code, message }
  if (status !== 400) return failure
  const listed = body?.errors?.find((e) => isLeadField(e.field))
  const header = /^(\w+): (.+)$/.exec(message ?? '')
  if (listed && isLeadField(listed.field)) return { ...failure, field: listed.field, fieldMessage: listed.message ?? message }
  if (header && isLeadField(header[1])) return { ...failure, field: header[1], fieldMessage: header[2] }
  return failure
}

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
  const body = (await res.json().catch(() => null)) as FailureBody
  if (!res.ok || body?.header?.code !== 0) throw failureOf(res.status, body)
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

    // The machine's §5 message, or the field the server rejected (§8: its message, on the field).
    const id = state.context.error
    const f = state.context.submitError as Failure | null
    const rejected = !id && f?.field ? f.field : null
    const errorField = id ? LEAD_ERROR_FIELD[id] : rejected
    for (const field of LEAD_FIELDS) input(field).removeAttribute('aria-invalid')
    const key = errorField ? `${id ?? f?.fieldMessage}:${state.context.values[errorField]}` : null
    if (errorField) {
      const field = input(errorField)
      field.setAttribute('aria-invalid', 'true')
      field.setAttribute('aria-describedby', 'contact-error')
      field.after(error)
      error.textContent = id ? texts[id] : fieldMessage(texts, f?.fieldMessage, state.context.values[errorField])
      if (shownError !== key) field.focus()
    }
    shownError = key
    error.hidden = !errorField

    failure.hidden = !f || !!rejected
    failure.textContent =
      !f || rejected ? '' : f.status === 429 || f.code === RATE_LIMITED ? texts.rateLimited : f.network ? texts.network : (f.message ?? texts.failed)
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
