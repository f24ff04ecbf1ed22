import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render'
import { Toaster, toaster } from './toaster'

// The app's toasts (§8): announced politely, reachable with Alt+T, dismissed by their close
// button, by Escape or by their action, and kept while the pointer or the focus is on them.

afterEach(async () => {
  for (const toast of toaster.getToasts()) toaster.dismiss(toast.id)
  await vi.waitFor(() => expect(toaster.getCount()).toBe(0))
})

async function showOne(options: Parameters<typeof toaster.create>[0]) {
  renderWithProviders(<Toaster />)
  act(() => void toaster.create(options))
  return screen.findByRole('status')
}

describe('Toaster', () => {
  it('shows a toast in a named, polite region with its title and description', async () => {
    const toast = await showOne({ type: 'error', title: 'Export failed', description: 'Try again later.', closable: true })
    const region = screen.getByRole('region', { name: 'Notifications (Alt+T)' })
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.contains(toast)).toBe(true)
    expect(toast.getAttribute('data-type')).toBe('error')
    expect(toast.getAttribute('aria-labelledby')).toBeTruthy()
    expect(document.getElementById(toast.getAttribute('aria-labelledby')!)?.textContent).toBe('Export failed')
    expect(document.getElementById(toast.getAttribute('aria-describedby')!)?.textContent).toBe('Try again later.')
  })

  it('the close button dismisses it; a toast that is not closable has none', async () => {
    const toast = await showOne({ title: 'Saved', closable: true, duration: Infinity })
    fireEvent.click(within(toast).getByRole('button', { name: 'Dismiss notification' }))
    expect(toast.getAttribute('data-state')).toBe('closed')
    act(() => void toaster.create({ title: 'No close', duration: Infinity }))
    const plain = (await screen.findByText('No close')).closest('[data-part="root"]') as HTMLElement
    expect(within(plain).queryByRole('button')).toBeNull()
  })

  it('its action runs and dismisses it', async () => {
    const onClick = vi.fn()
    const toast = await showOne({ type: 'success', title: 'Booking sent', action: { label: 'Pay now', onClick }, duration: Infinity })
    fireEvent.click(within(toast).getByRole('button', { name: 'Pay now' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(toast.getAttribute('data-state')).toBe('closed')
  })

  it('Alt+T moves the focus to the first toast, which pauses the countdowns; Escape dismisses it', async () => {
    const toast = await showOne({ title: 'Login expired', duration: 10_000 })
    fireEvent.keyDown(document.body, { key: 't', code: 'KeyT', altKey: true })
    expect(document.activeElement).toBe(toast)
    expect(toaster.isPaused()).toBe(true)
    fireEvent.keyDown(toast, { key: 'Escape' })
    expect(toast.getAttribute('data-state')).toBe('closed')
    act(() => toast.blur())
    expect(toaster.isPaused()).toBe(false)
  })

  it('pauses while the pointer is over the notifications', async () => {
    await showOne({ title: 'Hover me', duration: 10_000 })
    const region = screen.getByRole('region', { name: 'Notifications (Alt+T)' })
    fireEvent.pointerEnter(region)
    expect(toaster.isPaused()).toBe(true)
    fireEvent.pointerLeave(region)
    expect(toaster.isPaused()).toBe(false)
  })
})
