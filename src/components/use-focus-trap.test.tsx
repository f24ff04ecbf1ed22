import { fireEvent, render } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { useFocusTrap } from './use-focus-trap'

function Dialog({ open }: { open: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  useFocusTrap(ref, open)
  return open ? (
    <div ref={ref} role="dialog">
      <button>first</button>
      <button disabled>disabled</button>
      <button>last</button>
    </div>
  ) : null
}

describe('useFocusTrap', () => {
  it('cycles Tab and Shift+Tab inside the dialog and returns focus to the opener', () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const { getByText, rerender } = render(<Dialog open />)
    const first = getByText('first')
    const last = getByText('last')
    last.focus()
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
    rerender(<Dialog open={false} />)
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })
})
