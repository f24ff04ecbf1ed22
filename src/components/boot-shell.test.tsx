// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { bootShellIsPainted, removeBootShell, resetBootShell, takeOverBootShell, takePaintedForm } from './boot-shell'

// #9: the app renders beside what index.html shows (its shell or a page the server painted) and
// takes over what a visitor typed into a painted form.

const PAINTED_LOGIN =
  '<div class="fpl" data-first-paint=""><form data-paint-form="login"><input name="username" /><input name="password" type="password" /><button type="button">Log in</button></form></div>'

function mount(markup: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${markup}</div><script id="after"></script>`
  return takeOverBootShell(document.getElementById('root')!)
}

afterEach(() => {
  resetBootShell()
  document.body.innerHTML = ''
})

describe('boot shell', () => {
  it("gives the app an empty root of its own right after the shell, which stays as it is", () => {
    const app = mount('<p id="shell">shell</p>')
    expect(app.id).toBe('root')
    expect(app.childNodes).toHaveLength(0)
    expect(app.previousElementSibling?.hasAttribute('data-boot-shell')).toBe(true)
    expect(document.getElementById('shell')).not.toBeNull()
    expect(app.getAttribute('style')).toBeNull()
    expect(bootShellIsPainted()).toBe(false)
    removeBootShell()
    expect(document.getElementById('shell')).toBeNull()
    expect(document.querySelectorAll('#root')).toHaveLength(1)
  })

  it('keeps the app unseen but laid out while a painted page is up, and shows it when the page goes', () => {
    const app = mount(PAINTED_LOGIN)
    expect(bootShellIsPainted()).toBe(true)
    expect(app.style.visibility).toBe('hidden')
    expect(app.style.position).toBe('fixed')
    removeBootShell()
    expect(bootShellIsPainted()).toBe(false)
    expect(app.getAttribute('style')).toBeNull()
    expect(document.querySelector('.fpl')).toBeNull()
  })

  it('hands over what was typed, the field with the focus, the caret and a press of the button, once', () => {
    mount(PAINTED_LOGIN)
    const [username, password] = [...document.querySelectorAll('input')] as HTMLInputElement[]
    username!.value = 'demo_agent'
    password!.value = 'Harbor7'
    password!.focus()
    password!.setSelectionRange(2, 4)
    ;(document.querySelector('form') as HTMLFormElement).dataset.sent = '1'
    const form = takePaintedForm('login')
    expect(form).toEqual({ values: { username: 'demo_agent', password: 'Harbor7' }, focused: 'password', selection: { start: 2, end: 4, direction: 'none' }, sent: true })
    // Taking it means the page it paints is there: the shell went with it.
    expect(document.querySelector('[data-boot-shell]')).toBeNull()
    expect(takePaintedForm('login')).toBeNull()
  })

  it('keeps a form read when the shell went for a page that renders later, in that history entry only', async () => {
    mount(PAINTED_LOGIN)
    ;(document.querySelector('input[name=username]') as HTMLInputElement).value = 'late'
    removeBootShell()
    window.history.pushState({ __TSR_key: 'another' }, '', '/en-US/')
    expect(takePaintedForm('login')).toBeNull()
    // Not kept for a later return to that entry either.
    window.history.back()
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
    expect(takePaintedForm('login')).toBeNull()

    mount(PAINTED_LOGIN)
    ;(document.querySelector('input[name=username]') as HTMLInputElement).value = 'later'
    removeBootShell()
    expect(takePaintedForm('login')).toMatchObject({ values: { username: 'later', password: '' }, focused: null, selection: null, sent: false })
  })

  it('has nothing for a shell without that form', () => {
    mount('<p>shell</p>')
    expect(takePaintedForm('login')).toBeNull()
  })
})
