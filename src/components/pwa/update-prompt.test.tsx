import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { markDirty, resetDirtyForms } from '../../lib/pwa/dirty-forms'
import { updates } from '../../lib/pwa/update'
import { renderWithProviders } from '../../test/render'
import { UpdatePrompt } from './update-prompt'

afterEach(() => resetDirtyForms())

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits, then defers Reload while a form is unsaved', async () => {
    renderWithProviders(<UpdatePrompt />)
    expect(screen.queryByTestId('update-prompt')).toBeNull()

    act(() => updates.offer())
    expect(screen.getByTestId('update-prompt').textContent).toContain('A new version of the portal is available.')

    markDirty('booking-draft:1')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    })
    expect(screen.getByTestId('update-prompt').textContent).toContain('The new version loads as soon as your changes are saved.')
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull()
  })

  it('keeps toasts above itself while it shows, and lets them back down once it is gone', () => {
    const root = document.documentElement
    // The shared controller is past 'idle' after the test above: the prompt shows at once.
    const view = renderWithProviders(<UpdatePrompt />)
    const prompt = screen.getByTestId('update-prompt')
    prompt.getBoundingClientRect = () => ({ top: window.innerHeight - 120 }) as DOMRect
    act(() => void window.dispatchEvent(new Event('resize')))
    // 120 px from its top to the viewport's bottom, plus an 8 px gap.
    expect(root.style.getPropertyValue('--update-prompt-clearance')).toBe('128px')
    view.unmount()
    expect(root.style.getPropertyValue('--update-prompt-clearance')).toBe('')
  })
})
