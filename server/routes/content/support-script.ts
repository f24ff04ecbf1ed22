// The support chat page's behaviour, served same-origin as /support/chat.js so the CSP
// (script-src 'self') needs no exception. Plain ES2020, no build step: it sends through
// POST /api/v1/messages/, polls GET /api/v1/messages/?after= every 2.5 s (paused while the
// frame is hidden) and formats times in the reader's own time zone.
export const SUPPORT_SCRIPT = `(() => {
  'use strict'
  const POLL_MS = 2500
  const token = document.body.dataset.conversation || ''
  const s = JSON.parse(document.getElementById('chat-i18n').textContent)
  const list = document.getElementById('messages')
  const empty = document.getElementById('empty')
  const form = document.getElementById('composer')
  const input = document.getElementById('message')
  const button = document.getElementById('send')
  const status = document.getElementById('status')
  const errorLine = document.getElementById('error')
  if (!token || !form) return
  const locale = document.documentElement.lang || 'en-US'
  const timeFmt = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' })
  const fullFmt = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })
  const seen = new Set()
  let lastId = 0
  let timer = 0
  let gone = false

  const fmt = (iso) => {
    const d = new Date(iso)
    return d.toDateString() === new Date().toDateString() ? timeFmt.format(d) : fullFmt.format(d)
  }
  const nearBottom = () => list.scrollHeight - list.scrollTop - list.clientHeight < 80
  const csrf = () => (document.cookie.match(/(?:^|; )csrftoken=([^;]*)/) || [])[1]

  function render(m) {
    if (seen.has(m.id)) return
    seen.add(m.id)
    lastId = Math.max(lastId, m.id)
    const stick = nearBottom() || m.sender === 'customer'
    const li = document.createElement('li')
    li.className = 'msg ' + m.sender
    li.dataset.id = String(m.id)
    const who = document.createElement('span')
    who.className = 'who'
    who.textContent = m.sender === 'staff' ? s.staff : s.you
    const text = document.createElement('p')
    text.textContent = m.body
    const time = document.createElement('time')
    time.dateTime = m.created_at
    time.textContent = fmt(m.created_at)
    li.append(who, text, time)
    list.append(li)
    empty.hidden = true
    if (stick) list.scrollTop = list.scrollHeight
  }

  function showGone() {
    gone = true
    clearTimeout(timer)
    status.textContent = s.gone
    input.disabled = true
    button.disabled = true
  }

  function schedule() {
    clearTimeout(timer)
    if (!gone) timer = setTimeout(poll, POLL_MS)
  }

  async function poll() {
    if (document.hidden || gone) return schedule()
    try {
      const res = await fetch('/api/v1/messages/?conversation=' + encodeURIComponent(token) + '&after=' + lastId, {
        headers: { Accept: 'application/json' },
        cache: 'no-store',
        credentials: 'same-origin',
      })
      if (res.status === 404) return showGone()
      if (!res.ok) throw new Error(String(res.status))
      const json = await res.json()
      json.data.items.forEach(render)
      status.textContent = ''
    } catch {
      status.textContent = s.offline
    }
    schedule()
  }

  for (const li of list.querySelectorAll('li[data-id]')) {
    const id = Number(li.dataset.id)
    seen.add(id)
    lastId = Math.max(lastId, id)
    const t = li.querySelector('time')
    if (t) t.textContent = fmt(t.dateTime)
  }
  list.scrollTop = list.scrollHeight

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const body = input.value.trim()
    if (!body) {
      errorLine.textContent = s.enterMessage
      input.focus()
      return
    }
    button.disabled = true
    button.textContent = s.sending
    errorLine.textContent = ''
    try {
      const headers = { 'Content-Type': 'application/json', Accept: 'application/json' }
      const c = csrf()
      if (c) headers['X-CSRFToken'] = decodeURIComponent(c)
      const res = await fetch('/api/v1/messages/', {
        method: 'POST',
        headers,
        body: JSON.stringify({ conversation: token, body }),
        credentials: 'same-origin',
      })
      if (res.status === 404) return showGone()
      const json = await res.json().catch(() => null)
      if (!res.ok || !json || !json.data) {
        errorLine.textContent = res.status === 429 ? s.tooMany : s.sendFailed
        return
      }
      render(json.data)
      input.value = ''
    } catch {
      errorLine.textContent = s.sendFailed
    } finally {
      if (!gone) {
        button.disabled = false
        input.focus()
      }
      button.textContent = s.send
    }
  })

  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault()
      form.requestSubmit()
    }
  })
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) poll()
  })
  schedule()
})()
`
