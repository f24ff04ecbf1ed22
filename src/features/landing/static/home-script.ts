import { EMAIL_RE } from '../../../contract/patterns'
import type { HomeTexts } from './home-texts'

// The static visitor home's script (issue 8): a few kilobytes instead of the app. Popovers
// and the dialog are native; this positions the popovers, remembers the language choice,
// checks the footer email, runs the chat button and back-to-top, loads the contact form's
// machine on the first "Book a demo", and registers the service worker (issue 7).

const texts = JSON.parse(document.getElementById('home-texts')?.textContent ?? '{}') as HomeTexts
const $ = <T extends Element>(selector: string, root: ParentNode = document) => root.querySelector<T>(selector)

/** §2 popovers open under their tab; on phones they span the width (CSS). */
function placePopover(pop: HTMLElement) {
  const invoker = $<HTMLElement>(`[popovertarget="${pop.id}"]`)
  if (!invoker || window.innerWidth < 640) {
    pop.style.removeProperty('top')
    pop.style.removeProperty('left')
    if (invoker) pop.style.top = `${Math.round(invoker.getBoundingClientRect().bottom + 6)}px`
    return
  }
  const r = invoker.getBoundingClientRect()
  const width = pop.offsetWidth
  const left = pop.classList.contains('pop-lang') ? r.right - width : r.left
  pop.style.top = `${Math.round(r.bottom + 6)}px`
  pop.style.left = `${Math.round(Math.min(Math.max(8, left), window.innerWidth - width - 8))}px`
}

for (const pop of document.querySelectorAll<HTMLElement>('[popover]')) {
  pop.addEventListener('toggle', (event) => {
    const open = (event as ToggleEvent).newState === 'open'
    $(`[popovertarget="${pop.id}"]`)?.setAttribute('aria-expanded', String(open))
    if (open) placePopover(pop)
  })
}
const replaceOpen = () => {
  for (const pop of document.querySelectorAll<HTMLElement>('[popover]:popover-open')) placePopover(pop)
}
window.addEventListener('resize', replaceOpen)
window.addEventListener('scroll', replaceOpen, { passive: true })

// Offline before the service worker holds the app (a first visit), following a link of this
// page (another language, the login, the introduction pages) could only end on the browser's
// offline page: the page stays and says why instead. With the worker, the app opens offline.
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('a[href]')
  if (!(link instanceof HTMLAnchorElement) || navigator.onLine || navigator.serviceWorker?.controller) return
  if (link.origin !== location.origin || link.target === '_blank' || link.getAttribute('href')!.startsWith('#')) return
  event.preventDefault()
  // Nor is the choice remembered (the language link's own handler): nothing changed.
  event.stopPropagation()
  let note = $<HTMLElement>('.offline-note')
  if (!note) {
    note = document.createElement('p')
    note.className = 'offline-note'
    note.setAttribute('role', 'status')
    document.body.append(note)
  }
  note.textContent = texts.offline
  note.hidden = false
  setTimeout(() => (note.hidden = true), 5000)
}, true)

// §2: the language choice is remembered for 365 days (the i18n_redirected cookie).
for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-locale]')) {
  link.addEventListener('click', () => {
    const secure = location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `i18n_redirected=${encodeURIComponent(link.dataset.locale ?? '')}; Max-Age=${365 * 86400}; Path=/; SameSite=Lax${secure}`
  })
}

// §2 footer email capture: checked, kept for the sign-up page (the app's session store), then on.
const SESSION_KEY = 'b2b.session.v1'
const emailForm = $<HTMLFormElement>('form[data-form="home-email"]')
if (emailForm) {
  const input = $<HTMLInputElement>('input[type="email"]', emailForm)!
  const error = $<HTMLElement>('.field-error', emailForm)!
  try {
    const saved = JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}') as { homeEmail?: unknown }
    if (typeof saved.homeEmail === 'string') input.value = saved.homeEmail
  } catch {
    // Nothing saved, or storage unavailable.
  }
  emailForm.addEventListener('submit', (event) => {
    event.preventDefault()
    const value = input.value.trim()
    const message = !value ? texts.emailRequired : EMAIL_RE.test(value) ? '' : texts.emailFormat
    error.textContent = message
    error.hidden = !message
    input.setAttribute('aria-invalid', String(Boolean(message)))
    if (message) return input.focus()
    try {
      const stored = JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}') as Record<string, unknown>
      localStorage.setItem(SESSION_KEY, JSON.stringify({ ...stored, homeEmail: value }))
    } catch {
      // Private mode: sign-up opens without the email prefilled.
    }
    location.assign('/admin/signup')
  })
}

// §2 contact/demo modal: its machine loads on the first click.
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-action="book-demo"]')) {
  button.addEventListener('click', () => {
    void import('./home-contact').then((m) => m.openContact(texts))
  })
}

// §2 customer-service chat: a 400x600 frame (full screen on phones) whose URL comes from
// get_customer_service_url; the conversation token is kept like the app does.
const CONVERSATION_KEY = 'harborline.support.conversation'
const chatButton = $<HTMLButtonElement>('[data-testid="chat-toggle"]')
const chatPanel = $<HTMLElement>('#support-chat-panel')
let chatLoaded = false

async function loadChat(panel: HTMLElement) {
  const state = (name: string) => $<HTMLElement>(`[data-state="${name}"]`, panel)!
  state('error').hidden = true
  state('offline').hidden = navigator.onLine
  state('loading').hidden = !navigator.onLine
  // Offline: say so (with the email); it loads when the connection returns, if still open.
  if (!navigator.onLine) return
  try {
    let conversation: string | undefined
    try {
      conversation = localStorage.getItem(CONVERSATION_KEY) ?? undefined
    } catch {
      conversation = undefined
    }
    const res = await fetch('/b2b/get_customer_service_url', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': texts.locale },
      body: JSON.stringify({ conversation, locale: texts.locale }),
    })
    const body = (await res.json()) as { data?: { url?: string; conversation?: string } }
    const url = body.data?.url
    if (!res.ok || !url) throw new Error(`chat url: ${res.status}`)
    if (body.data?.conversation) {
      try {
        localStorage.setItem(CONVERSATION_KEY, body.data.conversation)
      } catch {
        // A new thread next time.
      }
    }
    const frame = document.createElement('iframe')
    frame.src = url
    frame.title = texts.chatTitle
    frame.dataset.testid = 'chat-frame'
    frame.className = 'chat-frame'
    state('loading').hidden = true
    $('.chat-body', panel)!.append(frame)
    chatLoaded = true
  } catch {
    state('loading').hidden = true
    state(navigator.onLine ? 'error' : 'offline').hidden = false
  }
}
window.addEventListener('online', () => {
  if (chatPanel && !chatPanel.hidden && !chatLoaded) void loadChat(chatPanel)
})

const chatClose = $<HTMLButtonElement>('[data-action="close-chat"]')
/** Focus follows the panel: into it on open, back to the button on close (on phones the
 * button is hidden while the full-screen panel is open, so it would otherwise be lost). */
function setChat(open: boolean) {
  if (!chatButton || !chatPanel) return
  chatPanel.hidden = !open
  chatButton.setAttribute('aria-expanded', String(open))
  chatButton.setAttribute('aria-label', open ? texts.chatClose : texts.chatOpen)
  document.documentElement.classList.toggle('chat-open', open)
  ;(open ? chatClose : chatButton)?.focus()
  if (open && !chatLoaded) void loadChat(chatPanel)
}
chatButton?.addEventListener('click', () => setChat(Boolean(chatPanel?.hidden)))
chatClose?.addEventListener('click', () => setChat(false))
$('[data-action="retry-chat"]', chatPanel ?? document)?.addEventListener('click', () => chatPanel && void loadChat(chatPanel))
window.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && chatPanel && !chatPanel.hidden) setChat(false)
})

// §2/§9 back to top: after 1000 px of scrolling, smooth unless reduced motion is asked for.
const topButton = $<HTMLButtonElement>('.top-fab')
if (topButton) {
  const onScroll = () => {
    topButton.hidden = window.scrollY <= 1000
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  onScroll()
  topButton.addEventListener('click', () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
  })
}

// Issue 7: the service worker, so the portal can be installed and opened offline from here too.
if ('serviceWorker' in navigator && !import.meta.env.DEV) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined)
  })
}
