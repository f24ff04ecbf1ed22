import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render'
import { CheckboxRow } from './checkbox-row'

// A native checkbox named by its label: clicking the text ticks it, a link in the label stays a
// link, and an invalid box says so and points to its error.

function Agreement({ onChange = () => undefined, invalid = false }: { onChange?: (on: boolean) => void; invalid?: boolean }) {
  const [on, setOn] = useState(false)
  return (
    <>
      <CheckboxRow
        name="agreement"
        checked={on}
        onChange={(next) => {
          setOn(next)
          onChange(next)
        }}
        invalid={invalid}
        describedBy={invalid ? 'agreement-error' : undefined}
        label={
          <span>
            I accept the <a href="#terms">terms</a>
          </span>
        }
      />
      {invalid && <p id="agreement-error">Please accept the terms</p>}
    </>
  )
}

describe('CheckboxRow', () => {
  it('is a checkbox named by its label; the label and the box both toggle it', () => {
    const onChange = vi.fn()
    renderWithProviders(<Agreement onChange={onChange} />)
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' }) as HTMLInputElement
    expect(box.name).toBe('agreement')
    expect(box.checked).toBe(false)
    fireEvent.click(screen.getByText('I accept the'))
    expect(box.checked).toBe(true)
    expect(onChange).toHaveBeenLastCalledWith(true)
    fireEvent.click(box)
    expect(box.checked).toBe(false)
    expect(onChange).toHaveBeenLastCalledWith(false)
  })

  it('a link in the label follows the link and leaves the box as it was', () => {
    const onChange = vi.fn()
    renderWithProviders(<Agreement onChange={onChange} />)
    fireEvent.click(screen.getByRole('link', { name: 'terms' }))
    expect(onChange).not.toHaveBeenCalled()
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false)
  })

  it('only an invalid box is marked invalid and described by its error', () => {
    const { unmount } = renderWithProviders(<Agreement />)
    const box = screen.getByRole('checkbox')
    expect(box.getAttribute('aria-invalid')).toBeNull()
    expect(box.getAttribute('aria-describedby')).toBeNull()
    unmount()
    renderWithProviders(<Agreement invalid />)
    const invalid = screen.getByRole('checkbox', { description: 'Please accept the terms' })
    expect(invalid.getAttribute('aria-invalid')).toBe('true')
  })

  it('passes other props to the label', () => {
    renderWithProviders(<CheckboxRow label="Paid" checked onChange={() => undefined} data-testid="row" />)
    expect(screen.getByTestId('row').tagName).toBe('LABEL')
    expect((screen.getByRole('checkbox', { name: 'Paid' }) as HTMLInputElement).checked).toBe(true)
  })
})
