import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render'
import { COPIED_MS, CopyField } from './copy-field'

// The link field of the QR and share panels: the copy button writes the link to the clipboard and
// says so for a moment; when the browser will not copy, the link is selected for the user to copy.

const URL_TEXT = 'https://portal.example/en-US/mobile/MobileThirdPay?token=abc'

function mockClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined })
}

const render = () => renderWithProviders(<CopyField label="Or send this link" value={URL_TEXT} copyLabel="Copy link" testId="pay-link-url" />)
const input = () => screen.getByRole('textbox', { name: 'Or send this link' }) as HTMLInputElement
const button = () => screen.getByRole('button', { name: 'Copy link' })
const selected = (el: HTMLInputElement) => el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0)

afterEach(() => {
  vi.useRealTimers()
  mockClipboard(undefined)
})

describe('CopyField', () => {
  it('shows the value read-only, named by its label, and selects it on focus', () => {
    render()
    const field = input()
    expect(field.value).toBe(URL_TEXT)
    expect(field.readOnly).toBe(true)
    expect(field.getAttribute('dir')).toBe('ltr')
    expect(screen.getByTestId('pay-link-url')).toBe(field)
    fireEvent.focus(field)
    expect(selected(field)).toBe(URL_TEXT)
  })

  it('copies with the clipboard API, shows a check and says "Copied" for about two seconds', async () => {
    vi.useFakeTimers()
    const writeText = vi.fn(() => Promise.resolve())
    mockClipboard(writeText)
    render()
    await act(async () => void fireEvent.click(button()))
    expect(writeText).toHaveBeenCalledWith(URL_TEXT)
    expect(button().hasAttribute('data-copied')).toBe(true)
    const live = screen.getByText('Copied')
    expect(live.closest('[aria-live="polite"]')).toBeTruthy()
    expect(screen.queryByText(/to copy/)).toBeNull()
    act(() => void vi.advanceTimersByTime(COPIED_MS))
    expect(button().hasAttribute('data-copied')).toBe(false)
    expect(screen.queryByText('Copied')).toBeNull()
  })

  it('a refused copy is not shown as done: the text is selected, with a hint to copy it by hand', async () => {
    mockClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')))
    render()
    await act(async () => void fireEvent.click(button()))
    expect(button().hasAttribute('data-copied')).toBe(false)
    expect(screen.queryByText('Copied')).toBeNull()
    const hint = screen.getByText('Press Ctrl+C to copy')
    expect(hint.closest('[aria-live="polite"]')).toBeTruthy()
    expect(document.activeElement).toBe(input())
    expect(selected(input())).toBe(URL_TEXT)
    expect(screen.getByRole('textbox', { description: 'Press Ctrl+C to copy' })).toBe(input())
  })

  it('without a clipboard API (an insecure page, an old browser) it falls back the same way', async () => {
    mockClipboard(undefined)
    render()
    await act(async () => void fireEvent.click(button()))
    expect(screen.getByText('Press Ctrl+C to copy')).toBeTruthy()
    expect(selected(input())).toBe(URL_TEXT)
  })
})
