import { Button } from '@chakra-ui/react'
import { Input } from './field'
import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test/render'
import { Modal } from './modal'

// Dialogs and drawers on the native <dialog>: named by their title, opened by their button,
// closed by the close button, Escape (the browser's 'cancel') or the backdrop, unless blocking;
// what was typed stays while it is closed; the page does not scroll behind it.

function Example({ blocking = false, keepMounted = true }: { blocking?: boolean; keepMounted?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Filters"
      closeLabel={blocking ? undefined : 'Close filters'}
      blocking={blocking}
      keepMounted={keepMounted}
      trigger={<Button>Open filters</Button>}
      footer={<Button onClick={() => setOpen(false)}>Show results</Button>}
    >
      <Input aria-label="Hotel name" />
    </Modal>
  )
}

const opener = () => screen.getByRole('button', { name: 'Open filters' })
const dialog = () => screen.queryByRole('dialog', { name: 'Filters' })

describe('Modal', () => {
  it('opens from its button, named by its title, and locks the page scroll while open', () => {
    renderWithProviders(<Example />)
    expect(opener().getAttribute('aria-haspopup')).toBe('dialog')
    expect(dialog()).toBeNull()
    fireEvent.click(opener())
    expect(dialog()).not.toBeNull()
    expect(opener().getAttribute('aria-expanded')).toBe('true')
    expect(document.documentElement.style.overflow).toBe('hidden')
    fireEvent.click(screen.getByRole('button', { name: 'Close filters' }))
    expect(dialog()).toBeNull()
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('keeps what was typed while closed, and gives the focus back to its button', () => {
    renderWithProviders(<Example />)
    fireEvent.click(opener())
    const field = screen.getByRole('textbox', { name: 'Hotel name' })
    fireEvent.change(field, { target: { value: 'Lantern' } })
    field.focus()
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }))
    expect(document.activeElement).toBe(opener())
    fireEvent.click(opener())
    expect((screen.getByRole('textbox', { name: 'Hotel name' }) as HTMLInputElement).value).toBe('Lantern')
  })

  it('Escape (cancel) and a press on the backdrop close it; a blocking one stays', () => {
    const view = renderWithProviders(<Example />)
    fireEvent.click(opener())
    act(() => void dialog()!.dispatchEvent(new Event('cancel', { cancelable: true })))
    expect(dialog()).toBeNull()
    fireEvent.click(opener())
    const element = dialog()!
    fireEvent.pointerDown(element)
    fireEvent.click(element)
    expect(dialog()).toBeNull()
    // A text selection dragged out onto the backdrop does not close it.
    fireEvent.click(opener())
    fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Hotel name' }))
    fireEvent.click(dialog()!)
    expect(dialog()).not.toBeNull()
    view.unmount()

    renderWithProviders(<Example blocking />)
    fireEvent.click(opener())
    const cancel = new Event('cancel', { cancelable: true })
    act(() => void dialog()!.dispatchEvent(cancel))
    expect(cancel.defaultPrevented).toBe(true)
    fireEvent.pointerDown(dialog()!)
    fireEvent.click(dialog()!)
    expect(dialog()).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Close filters' })).toBeNull()
  })
})
