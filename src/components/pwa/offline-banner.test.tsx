import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { checkOnline } from '../../lib/pwa/online'
import { setupMswServer } from '../../test/msw'
import { renderWithProviders } from '../../test/render'
import { OfflineBanner } from './offline-banner'

const server = setupMswServer()

describe('OfflineBanner', () => {
  it("says the server can't be reached when the device is online but /healthz does not answer", async () => {
    server.use(http.get('/healthz', () => HttpResponse.error()))
    renderWithProviders(<OfflineBanner />)
    expect(screen.queryByTestId('offline-banner')).toBeNull()
    await act(() => checkOnline())
    expect(screen.getByTestId('offline-banner').textContent).toContain("The server can't be reached — showing saved data.")
    server.use(http.get('/healthz', () => HttpResponse.text('ok')))
    await act(() => checkOnline())
    expect(screen.queryByTestId('offline-banner')).toBeNull()
  })

  it("says you're offline when the browser is", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderWithProviders(<OfflineBanner />)
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(screen.getByTestId('offline-banner').textContent).toContain("You're offline — showing saved data.")
    onLine.mockRestore()
    server.use(http.get('/healthz', () => HttpResponse.text('ok')))
    await act(() => checkOnline())
  })
})
