// Runs on a page the server painted before the app (#9 LCP: hotel list, hotel page, login;
// server/routes/client-first-paint.ts puts it in place of the app's entry script). Plain
// ES2017, no build step, same-origin so the CSP (script-src 'self') needs no exception.
;(() => {
  'use strict'
  // 1. The app starts after the painted page's first frame. Its modules are already being
  //    fetched (modulepreload); started at once, on a fast connection they could arrive and
  //    run (about a second on a slow phone) before anything was on screen.
  const entry = document.currentScript && document.currentScript.dataset.entry
  if (entry) {
    const start = () => {
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

  // 2. A painted form's button is not a submit button, so nothing can send it (or put a
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
