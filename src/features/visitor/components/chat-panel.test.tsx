import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { ChatPanel } from './chat-panel'

// Back online after the test: the probe answers, the chat's address is never answered.
setupMswServer(
  http.get('/healthz', () => HttpResponse.text('ok')),
  http.post('/b2b/get_customer_service_url', () => new Promise<never>(() => {})),
)

describe('ChatPanel offline', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    act(() => void window.dispatchEvent(new Event('online')))
  })

  it('says why it cannot open and gives the email, instead of a spinner that never ends', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => void window.dispatchEvent(new Event('offline')))
    renderWithProviders(<ChatPanel open onClose={() => {}} bottom={{ md: '6rem' }} />)
    const box = await screen.findByTestId('chat-offline')
    expect(box.textContent).toContain("You're offline. This needs a connection.")
    expect(screen.getByRole('link', { name: 'support@harborline-b2b.com' }).getAttribute('href')).toBe('mailto:support@harborline-b2b.com')
    expect(screen.queryByLabelText('Loading')).toBeNull()
  })
})
