import { Button } from '@chakra-ui/react'
import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render'
import { Menu, MenuGroup, MenuItem, MenuRadioItem, MenuSeparator } from './menu'

// The header's menus (WAI-ARIA menu button): opened by click or keyboard, moved through with the
// arrows, Home/End and typed letters, closed by a choice, Escape, Tab or a click outside, with
// the focus back on the button.

function Fruit({ onQuit = () => undefined }: { onQuit?: () => void }) {
  const [fruit, setFruit] = useState('Banana')
  return (
    <>
      <Menu trigger={<Button>Fruit: {fruit}</Button>}>
        <MenuGroup label="Fruit">
          {['Apple', 'Banana', 'Cherry', 'Blueberry'].map((name) => (
            <MenuRadioItem key={name} checked={name === fruit} onSelect={() => setFruit(name)}>
              {name}
            </MenuRadioItem>
          ))}
        </MenuGroup>
        <MenuSeparator />
        <MenuItem disabled>Pear</MenuItem>
        <MenuItem render={<a href="#basket">Basket</a>} />
        <MenuItem onSelect={onQuit}>Quit</MenuItem>
      </Menu>
      <button type="button">Elsewhere</button>
    </>
  )
}

const button = () => screen.getByRole('button', { name: /^Fruit: / })
const focused = () => document.activeElement?.textContent

describe('Menu', () => {
  it('is closed until its button is used, then names itself after the button', () => {
    renderWithProviders(<Fruit />)
    expect(screen.queryByRole('menu')).toBeNull()
    expect(button().getAttribute('aria-haspopup')).toBe('menu')
    expect(button().getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button(), { detail: 1 })
    const menu = screen.getByRole('menu', { name: 'Fruit: Banana' })
    expect(button().getAttribute('aria-expanded')).toBe('true')
    expect(button().getAttribute('aria-controls')).toBe(menu.id)
    expect(screen.getByRole('group', { name: 'Fruit' })).toBeTruthy()
    expect(screen.getByRole('menuitemradio', { name: 'Banana' }).getAttribute('aria-checked')).toBe('true')
    expect(screen.getByRole('menuitemradio', { name: 'Apple' }).getAttribute('aria-checked')).toBe('false')
    // Opened with the pointer, the menu itself has the focus; the arrows start from the top.
    expect(document.activeElement).toBe(menu)
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(focused()).toBe('Apple')
  })

  it('from the keyboard: opens at the chosen item, moves with arrows (wrapping), Home/End and letters, skipping disabled items', () => {
    renderWithProviders(<Fruit />)
    button().focus()
    fireEvent.keyDown(button(), { key: 'ArrowDown' })
    expect(focused()).toBe('Banana')
    const menu = screen.getByRole('menu')
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(focused()).toBe('Cherry')
    fireEvent.keyDown(menu, { key: 'End' })
    expect(focused()).toBe('Quit')
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(focused()).toBe('Apple')
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    expect(focused()).toBe('Quit')
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    // Pear is disabled: from Basket up goes to Blueberry.
    expect(focused()).toBe('Blueberry')
    fireEvent.keyDown(menu, { key: 'Home' })
    expect(focused()).toBe('Apple')
    fireEvent.keyDown(menu, { key: 'b' })
    expect(focused()).toBe('Banana')
    fireEvent.keyDown(menu, { key: 'b' })
    expect(focused()).toBe('Blueberry')
    fireEvent.keyDown(menu, { key: 'q' })
    expect(focused()).toBe('Quit')
  })

  it('ArrowUp on the button opens at the last item; Escape closes and gives the focus back', () => {
    renderWithProviders(<Fruit />)
    button().focus()
    fireEvent.keyDown(button(), { key: 'ArrowUp' })
    expect(focused()).toBe('Quit')
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button())
  })

  it('choosing closes it and acts; a disabled item does nothing; Space chooses a link item', () => {
    const onQuit = vi.fn()
    renderWithProviders(<Fruit onQuit={onQuit} />)
    fireEvent.click(button(), { detail: 1 })
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Cherry' }))
    expect(screen.queryByRole('menu')).toBeNull()
    expect(button().textContent).toBe('Fruit: Cherry')
    expect(document.activeElement).toBe(button())

    fireEvent.click(button(), { detail: 1 })
    fireEvent.click(screen.getByRole('menuitem', { name: 'Pear' }))
    expect(screen.getByRole('menu')).toBeTruthy()
    fireEvent.click(screen.getByRole('menuitem', { name: 'Quit' }))
    expect(onQuit).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('menu')).toBeNull()

    fireEvent.click(button(), { detail: 1 })
    const basket = screen.getByRole('menuitem', { name: 'Basket' })
    const followed = vi.fn((event: Event) => event.preventDefault())
    basket.addEventListener('click', followed)
    basket.focus()
    fireEvent.keyDown(screen.getByRole('menu'), { key: ' ' })
    expect(followed).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('a click outside or Tab closes it', () => {
    renderWithProviders(<Fruit />)
    fireEvent.click(button(), { detail: 1 })
    act(() => void fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' })))
    expect(screen.queryByRole('menu')).toBeNull()
    fireEvent.click(button(), { detail: 0 })
    expect(focused()).toBe('Banana')
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button())
  })
})
