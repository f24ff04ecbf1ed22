// Runs on a page the server painted before the app (#9 LCP: hotel list, hotel page, login;
// server/routes/client-first-paint.ts puts it in place of the app's entry script). Plain
// ES2019, no build step, same-origin so the CSP (script-src 'self') needs no exception.
;(() => {
  'use strict'
  // 1. With the app's entry (2.), the path locale's ICU data starts loading on a worker thread
  //    (public/intl-warm.js says why); the mark tells the app (src/lib/i18n/intl-warm-up.ts)
  //    not to start another. Its request waits, like the app's, until the painted page's own
  //    have gone out.
  const warmIntl = () => {
    const locale = window.location.pathname.split('/')[1]
    try {
      new Worker('/intl-warm.js').postMessage(locale)
      document.documentElement.dataset.intlWarm = locale
    } catch {
      // No worker: the app loads the data on the main thread, as without this.
    }
  }
  // 2. The app starts after the painted page's first frame: started at once, its ~300 KB of
  //    modules shared the connection with the page and its pictures, and on a fast one could
  //    arrive and run (about a second on a slow phone) before anything was on screen. Its
  //    preloads (modules, user_info) wait in #after-first-paint and go into the head first,
  //    so everything the entry imports is fetched in parallel, not one import at a time. A
  //    few per task: starting a request costs the main thread ~0.5-1 ms, and all ~20 at once
  //    were one task of ~15 ms (×8 on a slow phone).
  const entry = document.currentScript && document.currentScript.dataset.entry
  if (entry) {
    const later = document.getElementById('after-first-paint')
    const preloads = later ? Array.prototype.slice.call(later.content.children) : []
    const start = () => {
      // A hidden tab: all at once (its timers may wait a second each).
      const batch = preloads.splice(0, document.visibilityState === 'hidden' ? preloads.length : 4)
      if (batch.length) {
        document.head.append.apply(document.head, batch)
        window.setTimeout(start, 0)
        return
      }
      warmIntl()
      const script = document.createElement('script')
      script.type = 'module'
      script.crossOrigin = 'anonymous'
      script.src = entry
      document.head.append(script)
    }
    // A hidden tab gets no frames: start now.
    if (document.visibilityState === 'hidden') start()
    else window.requestAnimationFrame(() => window.setTimeout(start, 0))
  }

  // 3. A painted form's button is not a submit button, so nothing can send it (or put a
  //    password in a URL) before this runs. Here "Log in" and Enter mark the form as sent and
  //    show the button busy; the app, when it takes over, keeps what was typed and sends a
  //    form so marked (src/components/boot-shell.tsx, login-form.tsx).
  const send = (form) => {
    if (form.dataset.sent) return
    form.dataset.sent = '1'
    const button = form.querySelector('button')
    if (button && button.dataset.loading) {
      button.textContent = button.dataset.loading
      button.setAttribute('aria-disabled', 'true')
    }
  }
  for (const form of document.querySelectorAll('form[data-paint-form]')) {
    const button = form.querySelector('button')
    if (button) button.addEventListener('click', () => send(form))
    form.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.isComposing && event.target instanceof HTMLInputElement) {
        event.preventDefault()
        send(form)
      }
    })
    form.addEventListener('submit', (event) => event.preventDefault())
  }
})()
