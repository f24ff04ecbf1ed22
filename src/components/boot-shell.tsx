import { useLayoutEffect } from 'react'

// What index.html shows before the app runs: its own boot shell, or a page the server painted
// (server/routes/client-first-paint.ts). The app renders into a root of its own beside it, so
// the painted nodes stay live: what a visitor types into a painted form (the login page), where
// the caret is and a press of its button survive until the app takes them over
// (login-form.tsx). The plain shell goes when the app mounts (Root in routes/__root.tsx); a
// painted page stays, the app rendering hidden beside it, until PageShell commits the page it
// paints (4 s at most), so no frame with the header alone comes in between.

/** A painted form as it was when the app took over. */
export type PaintedForm = {
  values: Record<string, string>
  /** The `name` of the field that had the focus, if one did. */
  focused: string | null
  selection: { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null
  /** "Log in" or Enter was pressed before the app arrived (public/first-paint.js). */
  sent: boolean
}

let shell: HTMLElement | null = null
let appRoot: HTMLElement | null = null
let painted = false
/** Forms read when the shell went, for a form that mounts after it; valid in that history entry only. */
const saved = new Map<string, { form: PaintedForm; entry: unknown }>()
const taken = new Set<string>()

const entryKey = (): unknown => (window.history.state as { __TSR_key?: unknown } | null)?.__TSR_key ?? window.location.href

/** While a painted page is up: the app's root is laid out (for its measurements) but not seen. */
const HIDDEN = 'position:fixed;inset:0;overflow:hidden;visibility:hidden;pointer-events:none'

/**
 * Keeps index.html's root, with what it shows, on screen and gives the app a new, empty root
 * (with the same id) right after it.
 */
export function takeOverBootShell(root: HTMLElement): HTMLElement {
  const app = root.ownerDocument.createElement('div')
  painted = root.querySelector('[data-first-paint]') !== null
  root.removeAttribute('id')
  root.setAttribute('data-boot-shell', '')
  app.id = 'root'
  if (painted) app.setAttribute('style', HIDDEN)
  root.after(app)
  shell = root
  appRoot = app
  return app
}

/** The server painted the page on screen (not index.html's plain shell). */
export function bootShellIsPainted(): boolean {
  return painted && shell !== null
}

function readForm(form: HTMLFormElement): PaintedForm {
  const values: Record<string, string> = {}
  for (const el of Array.from(form.elements)) if (el instanceof HTMLInputElement && el.name) values[el.name] = el.value
  const active = form.ownerDocument.activeElement
  const focused = active instanceof HTMLInputElement && form.contains(active) ? active : null
  const start = focused?.selectionStart
  const end = focused?.selectionEnd
  return {
    values,
    focused: focused?.name || null,
    selection: focused && start != null && end != null ? { start, end, direction: focused.selectionDirection ?? 'none' } : null,
    sent: form.dataset.sent === '1',
  }
}

const formsIn = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLFormElement>('form[data-paint-form]'))

/** The painted form `name` as the visitor left it, once (and only in the history entry it was painted in). */
export function takePaintedForm(name: string): PaintedForm | null {
  if (taken.has(name)) return null
  // The form asking has rendered: the page it paints is there, the shell can go (read first).
  removeBootShell()
  const kept = saved.get(name)
  // Asked once, kept no longer either way: what was typed (a password) does not linger.
  saved.delete(name)
  const form = kept && kept.entry === entryKey() ? kept.form : null
  if (!form) return null
  taken.add(name)
  return form
}

/** The app has rendered: the shell goes (its forms read first, for a form that mounts later). */
export function removeBootShell(): void {
  if (!shell) return
  for (const form of formsIn(shell)) {
    const name = form.dataset.paintForm
    if (name && !taken.has(name)) saved.set(name, { form: readForm(form), entry: entryKey() })
  }
  shell.remove()
  shell = null
  appRoot?.removeAttribute('style')
  appRoot = null
}

/** Tests: start again. */
export function resetBootShell(): void {
  shell = null
  appRoot = null
  painted = false
  saved.clear()
  taken.clear()
}

/** Rendered with the app's first content (or a root error page): the shell goes in that commit. */
export function RemoveBootShell() {
  useLayoutEffect(removeBootShell, [])
  return null
}
