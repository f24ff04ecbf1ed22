import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test/render'
import { LineTabs } from './line-tabs'

function Harness({ dir = 'ltr' }: { dir?: 'ltr' | 'rtl' }) {
  const [value, setValue] = useState('a')
  return (
    <div dir={dir} style={{ direction: dir }}>
      <LineTabs
        value={value}
        onChange={setValue}
        tabs={[
          { value: 'a', label: 'First', panel: () => <p>Panel A</p> },
          { value: 'b', label: 'Second', panel: () => <p>Panel B</p> },
          { value: 'c', label: 'Third', panel: () => <p>Panel C</p> },
        ]}
      />
    </div>
  )
}

describe('LineTabs (ARIA tabs on native buttons)', () => {
  it('links each tab to its panel and mounts only the selected panel', () => {
    renderWithProviders(<Harness />)
    const first = screen.getByRole('tab', { name: 'First' })
    expect(first.getAttribute('aria-selected')).toBe('true')
    expect(first.tabIndex).toBe(0)
    expect(screen.getByRole('tab', { name: 'Second' }).tabIndex).toBe(-1)
    const panel = screen.getByRole('tabpanel')
    expect(panel.getAttribute('aria-labelledby')).toBe(first.id)
    expect(first.getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.textContent).toBe('Panel A')
    expect(screen.queryByText('Panel B')).toBeNull()
    fireEvent.click(screen.getByRole('tab', { name: 'Third' }))
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel C')
  })

  it('moves with the arrow keys (wrapping), Home and End, and focuses the new tab', () => {
    renderWithProviders(<Harness />)
    const list = screen.getByRole('tablist')
    fireEvent.keyDown(list, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Second' }))
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel B')
    fireEvent.keyDown(list, { key: 'End' })
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel C')
    fireEvent.keyDown(list, { key: 'ArrowRight' })
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel A')
    fireEvent.keyDown(list, { key: 'ArrowLeft' })
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel C')
    fireEvent.keyDown(list, { key: 'Home' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'First' }))
  })

  it('mirrors the arrow keys right to left', () => {
    renderWithProviders(<Harness dir="rtl" />)
    const list = screen.getByRole('tablist')
    fireEvent.keyDown(list, { key: 'ArrowLeft' })
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel B')
    fireEvent.keyDown(list, { key: 'ArrowRight' })
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel A')
  })
})
