// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderStaticHome } from './render'

// The static home's script on the page the server renders: the customer-service chat moves
// the focus into its panel on open and back to the chat button on close. On phones the button
// is hidden while the full-screen panel is open, so focus left on it would be lost.

beforeAll(async () => {
  const html = await renderStaticHome({ locale: 'en-US', origin: 'https://portal.example', showCopyright: false, posts: [], scriptSrc: null })
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML
  // The chat's address is never answered (the panel stays on its loading line), unless a test
  // says otherwise.
  vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => answer(...args))
  await import('./home-script')
})
afterAll(() => vi.unstubAllGlobals())
let answer: typeof fetch = () => new Promise<never>(() => {})

const chatButton = () => document.querySelector<HTMLButtonElement>('[data-testid="chat-toggle"]')!
const closeButton = () => document.querySelector<HTMLButtonElement>('[data-action="close-chat"]')!
const panel = () => document.getElementById('support-chat-panel')!

describe('static home chat focus', () => {
  it('open: focus goes to the panel; Escape: closes and focus returns to the chat button', () => {
    chatButton().focus()
    chatButton().click()
    expect(panel().hidden).toBe(false)
    expect(document.activeElement).toBe(closeButton())
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(panel().hidden).toBe(true)
    expect(chatButton().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(chatButton())
  })

  it("the panel's close button returns the focus to the chat button too", () => {
    chatButton().click()
    expect(document.activeElement).toBe(closeButton())
    closeButton().click()
    expect(panel().hidden).toBe(true)
    expect(document.activeElement).toBe(chatButton())
  })

  it('a chat that failed to open can be retried with the keyboard (a real button)', async () => {
    answer = () => Promise.reject(new TypeError('failed'))
    chatButton().click()
    const retry = panel().querySelector<HTMLButtonElement>('button[data-action="retry-chat"]')!
    await vi.waitFor(() => expect(retry.closest<HTMLElement>('[data-state="error"]')!.hidden).toBe(false))
    answer = async () => new Response(JSON.stringify({ header: { code: 0, message: 'Success' }, data: { url: '/chat/x' } }), { status: 200 })
    retry.focus()
    retry.click()
    await vi.waitFor(() => expect(panel().querySelector('iframe[data-testid="chat-frame"]')).not.toBeNull())
    expect(retry.closest<HTMLElement>('[data-state="error"]')!.hidden).toBe(true)
  })
})
