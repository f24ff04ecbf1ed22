import { Button } from '@chakra-ui/react'
import { Input } from './field'
import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test/render'
import { Popover } from './popover'

// The non-modal panel of the guests picker and the header's login: follows its button in the
// page, takes the focus when opened, closes on Escape (focus back on the button), a click
// outside or the focus moving elsewhere, but not for a modal dialog opened on top of it.

function Example({ keepMounted = false }: { keepMounted?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Popover open={open} onOpenChange={setOpen} label="Rooms and guests" keepMounted={keepMounted} trigger={<Button>Guests</Button>}>
        <Input aria-label="Rooms" />
        <Input aria-label="Adults" />
      </Popover>
      <Button>After</Button>
      <dialog open aria-label="Code">
        <button type="button">Inside the code dialog</button>
      </dialog>
    </>
  )
}

const trigger = () => screen.getByRole('button', { name: 'Guests' })
const panel = () => screen.queryByRole('dialog', { name: 'Rooms and guests' })

describe('Popover', () => {
  it('opens below its button, right after it in the page, with the focus on its first control', () => {
    renderWithProviders(<Example />)
    expect(trigger().getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(trigger())
    expect(panel()).not.toBeNull()
    expect(trigger().getAttribute('aria-controls')).toBe(panel()!.id)
    expect(trigger().nextElementSibling).toBe(panel())
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Rooms' }))
  })

  it('Escape closes it and gives the focus back to its button', () => {
    renderWithProviders(<Example />)
    fireEvent.click(trigger())
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Adults' }), { key: 'Escape' })
    expect(panel()).toBeNull()
    expect(document.activeElement).toBe(trigger())
  })

  it('a click outside or the focus moving on closes it; a modal dialog opened on top does not', () => {
    renderWithProviders(<Example keepMounted />)
    fireEvent.click(trigger())
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Inside the code dialog' }))
    act(() => screen.getByRole('button', { name: 'Inside the code dialog' }).focus())
    expect(panel()).not.toBeNull()
    fireEvent.pointerDown(screen.getByRole('button', { name: 'After' }))
    expect(panel()).toBeNull()
    fireEvent.click(trigger())
    expect(panel()).not.toBeNull()
    act(() => screen.getByRole('button', { name: 'After' }).focus())
    expect(panel()).toBeNull()
  })

  it('kept once opened: what was typed stays while it is closed', () => {
    renderWithProviders(<Example keepMounted />)
    fireEvent.click(trigger())
    fireEvent.change(screen.getByRole('textbox', { name: 'Rooms' }), { target: { value: '3' } })
    fireEvent.click(trigger())
    expect(panel()).toBeNull()
    fireEvent.click(trigger())
    expect((screen.getByRole('textbox', { name: 'Rooms' }) as HTMLInputElement).value).toBe('3')
  })
})
