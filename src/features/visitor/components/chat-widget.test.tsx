import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { ChatWidget } from './chat-widget'

// §2 customer-service button: focus goes into the chat panel when it opens and back to the
// button when it closes (on phones the button is hidden while the full-screen panel is open,
// so focus left on it, or on the panel, would be lost).
setupMswServer(
  http.get('/healthz', () => HttpResponse.text('ok')),
  http.post('/b2b/get_customer_service_url', () => new Promise<never>(() => {})),
)

async function openChat() {
  renderWithProviders(<ChatWidget />)
  const toggle = screen.getByTestId('chat-toggle')
  toggle.focus()
  fireEvent.click(toggle)
  const panel = await screen.findByTestId('chat-panel', {}, { timeout: 3000 })
  const panelClose = panel.querySelector('button')!
  await waitFor(() => expect(document.activeElement).toBe(panelClose))
  return { toggle, panelClose }
}

describe('ChatWidget focus', () => {
  it('open: focus on the panel; Escape: closed, focus back on the chat button', async () => {
    const { toggle } = await openChat()
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })))
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await waitFor(() => expect(document.activeElement).toBe(toggle))
  })

  it("the panel's close button returns the focus to the chat button", async () => {
    const { toggle, panelClose } = await openChat()
    fireEvent.click(panelClose)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await waitFor(() => expect(document.activeElement).toBe(toggle))
  })
})
